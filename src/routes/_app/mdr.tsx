import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { MdrLayout } from '@/features/mdr/MdrLayout';
import { preloadMdrData } from '@/features/mdr/data/mdr-queries';
import { routeExists } from '@/features/platform/session/feature-flags';

export const Route = createFileRoute('/_app/mdr')({
  beforeLoad: ({ context }) => {
    if (!routeExists(context.session.flags, 'centaur_mdr_is_enabled')) throw notFound();
  },
  loader: ({ context }) => preloadMdrData(context.queryClient, context.session.accountId, context.session.account.is_mdr),
  component: () => (
    <MdrLayout>
      <Outlet />
    </MdrLayout>
  ),
});
