import { createFileRoute } from '@tanstack/react-router';
import { TechnologiesPage } from '@/features/digital-footprint/TechnologiesPage';
import { technologiesSearchSchema } from '@/features/digital-footprint/model/technology-model';

export const Route = createFileRoute('/_app/digital-footprint/technologies')({
  validateSearch: technologiesSearchSchema,
  component: TechnologiesPage,
});
