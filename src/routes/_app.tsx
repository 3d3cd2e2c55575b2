import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { httpStatusOf } from '@/api/errors';
import { AppLayout } from '@/features/platform/layout/AppLayout';
import { GenericErrorScreen } from '@/features/platform/screens/GenericErrorScreen';
import { LoadingScreen } from '@/features/platform/screens/LoadingScreen';
import { MaintenanceScreen } from '@/features/platform/screens/MaintenanceScreen';
import { mfaRedirectTarget } from '@/features/platform/session/access-rules';
import { loadSession } from '@/features/platform/session/session';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const startup = await loadSession(context.queryClient);
    if (startup.kind === 'signedOut') {
      throw redirect({ to: '/login', search: { return: location.href } });
    }
    const target = mfaRedirectTarget(location.pathname, startup.session.enforceMfa);
    if (target) throw redirect({ to: target, replace: true });
    return { session: startup.session };
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
