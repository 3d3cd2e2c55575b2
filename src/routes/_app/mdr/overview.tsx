import { createFileRoute } from '@tanstack/react-router';
import { MdrOverviewPage } from '@/features/mdr/MdrOverviewPage';

export const Route = createFileRoute('/_app/mdr/overview')({ component: MdrOverviewPage });
