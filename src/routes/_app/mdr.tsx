import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { MdrLayout } from '@/features/mdr/MdrLayout';
import { routeExists } from '@/features/platform/session/feature-flags';

export const Route = createFileRoute('/_app/mdr')({
  beforeLoad: ({ context }) => {
    if (!routeExists(context.session.flags, 'centaur_mdr_is_enabled')) throw notFound();
  },
  component: () => (
    <MdrLayout>
      <Outlet />
    </MdrLayout>
  ),
});
