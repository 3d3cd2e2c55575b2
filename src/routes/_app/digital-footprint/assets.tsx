import { createFileRoute } from '@tanstack/react-router';
import { AssetsPage } from '@/features/digital-footprint/AssetsPage';

export const Route = createFileRoute('/_app/digital-footprint/assets')({ component: AssetsPage });
