import { createFileRoute, redirect } from '@tanstack/react-router';
import { rememberedOverviewRange } from '@/features/mdr/data/overview-range';

export const Route = createFileRoute('/_app/mdr/')({
  beforeLoad: () => {
    throw redirect({ to: '/mdr/overview', search: { range: rememberedOverviewRange() }, replace: true });
  },
});
