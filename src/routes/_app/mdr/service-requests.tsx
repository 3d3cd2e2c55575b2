import { createFileRoute } from '@tanstack/react-router';
import { MdrServiceRequestsPage } from '@/features/mdr/MdrServiceRequestsPage';
import { caseListSearch } from '@/features/mdr/lists/list-search';

export const Route = createFileRoute('/_app/mdr/service-requests')({
  validateSearch: caseListSearch.serviceRequests,
  component: MdrServiceRequestsPage,
});
