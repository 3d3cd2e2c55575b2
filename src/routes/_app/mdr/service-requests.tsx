import { createFileRoute } from '@tanstack/react-router';
import { MdrServiceRequestsPage } from '@/features/mdr/MdrServiceRequestsPage';

export const Route = createFileRoute('/_app/mdr/service-requests')({ component: MdrServiceRequestsPage });
