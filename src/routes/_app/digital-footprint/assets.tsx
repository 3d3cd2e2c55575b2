import { createFileRoute } from '@tanstack/react-router';
import { AssetsPage } from '@/features/digital-footprint/AssetsPage';
import { assetsSearchSchema } from '@/features/digital-footprint/model/asset-filters';

export const Route = createFileRoute('/_app/digital-footprint/assets')({
  validateSearch: assetsSearchSchema,
  component: AssetsPage,
});
