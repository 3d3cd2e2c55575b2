import { createFileRoute } from '@tanstack/react-router';
import { MdrAlertsPage } from '@/features/mdr/MdrAlertsPage';

export const Route = createFileRoute('/_app/mdr/alerts')({ component: MdrAlertsPage });
