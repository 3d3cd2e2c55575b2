import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { httpStatusOf } from '@/api/errors';
import { AppLayout } from '@/features/platform/layout/AppLayout';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { LoadingScreen } from '@/features/platform/screens/LoadingScreen';
import { MaintenanceScreen } from '@/features/platform/screens/MaintenanceScreen';
import { mfaRedirectTarget } from '@/features/platform/session/access-rules';
import { startSession } from '@/features/platform/session/session';

export const Route = createFileRoute('/_app')({
  // Only the account waits here: the pages' loaders start their data as soon as it is known, beside the session's
  // flags, account info and MFA state (`context.session`), which the loader below waits for before anything renders.
  beforeLoad: async ({ context, location, cause }) => {
    const startup = await startSession(context.queryClient);
    if (startup.kind === 'signedOut') {
      throw redirect({ to: '/login', search: { return: location.href } });
    }
    const session = startup.session.then((loaded) => {
      const target = mfaRedirectTarget(location.pathname, loaded.enforceMfa);
      if (target) throw redirect({ to: target, replace: true });
      return loaded;
    });
    // Answered by the loader; until then a failure is not an unhandled rejection.
    session.catch(() => undefined);
    // A navigation inside the app has the session already: its MFA check holds the navigation up, as on the first load.
    if (cause === 'stay') await session;
    return { accountId: startup.accountId, session };
  },
  loader: async ({ context }) => {
    await context.session;
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  // The loading screen shows from the first frame; it goes as soon as the session is in (the router's default keeps
  // it at least 500 ms, which held every first page back by ~450 ms).
  pendingMinMs: 0,
  errorComponent: ({ error }) => (httpStatusOf(error) === 503 ? <MaintenanceScreen /> : <GenericErrorScreen level="app" />),
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
