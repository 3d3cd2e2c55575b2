import { Outlet, createFileRoute } from '@tanstack/react-router';
import { routeData } from '@/features/platform/session/route-data';
import { SettingsLayout } from '@/features/settings/SettingsLayout';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => routeData.settingsAccount(context.queryClient, context.session.accountId),
  component: () => (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  ),
});
