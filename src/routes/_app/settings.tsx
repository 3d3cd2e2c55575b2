import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadSettingsData } from '@/features/settings/route-data';
import { SettingsLayout } from '@/features/settings/SettingsLayout';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => loadSettingsData(context.queryClient, context.accountId),
  component: () => (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  ),
});
