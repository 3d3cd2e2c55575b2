import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { MdrLayout } from '@/features/mdr/MdrLayout';
import { preloadMdrData } from '@/features/mdr/data/mdr-queries';
import { routeExists } from '@/features/platform/session/feature-flags';
import { sessionOrNull } from '@/features/platform/session/session';

export const Route = createFileRoute('/_app/mdr')({
  beforeLoad: async ({ context }) => {
    // The data starts before the flag check waits for the session (a loader would start after it).
    const session = sessionOrNull(context.session);
    preloadMdrData(context.queryClient, context.accountId, session);
    const loaded = await session;
    if (loaded && !routeExists(loaded.flags, 'centaur_mdr_is_enabled')) throw notFound();
  },
  component: () => (
    <MdrLayout>
      <Outlet />
    </MdrLayout>
  ),
});
