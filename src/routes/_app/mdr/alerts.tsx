import { createFileRoute } from '@tanstack/react-router';
import { MdrAlertsPage } from '@/features/mdr/MdrAlertsPage';
import { caseListSearch } from '@/features/mdr/lists/list-search';

export const Route = createFileRoute('/_app/mdr/alerts')({ validateSearch: caseListSearch.alerts, component: MdrAlertsPage });
