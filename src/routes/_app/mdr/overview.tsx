import { createFileRoute } from '@tanstack/react-router';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';
import { overviewSearch } from '@/features/mdr/lists/list-search';

export const Route = createFileRoute('/_app/mdr/overview')({ validateSearch: overviewSearch, component: MdrOverviewPage });
