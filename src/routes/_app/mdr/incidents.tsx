import { createFileRoute } from '@tanstack/react-router';
import { MdrIncidentsPage } from '@/features/mdr/MdrIncidentsPage';
import { caseListSearch } from '@/features/mdr/lists/list-search';

export const Route = createFileRoute('/_app/mdr/incidents')({
  validateSearch: caseListSearch.incidents,
  component: MdrIncidentsPage,
});
