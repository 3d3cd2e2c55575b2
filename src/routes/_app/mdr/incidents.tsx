import { createFileRoute } from '@tanstack/react-router';
import { MdrIncidentsPage } from '@/features/mdr/MdrIncidentsPage';

export const Route = createFileRoute('/_app/mdr/incidents')({ component: MdrIncidentsPage });
