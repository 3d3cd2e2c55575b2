import { createFileRoute } from '@tanstack/react-router';
import { TechnologiesPage } from '@/features/digital-footprint/TechnologiesPage';

export const Route = createFileRoute('/_app/digital-footprint/technologies')({ component: TechnologiesPage });
