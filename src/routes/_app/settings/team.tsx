import { createFileRoute } from '@tanstack/react-router';
import { routeData } from '@/features/platform/session/route-data';
import { TeamSettingsPage } from '@/features/settings/TeamSettingsPage';

export const Route = createFileRoute('/_app/settings/team')({
  loader: ({ context }) => routeData.settingsTeam(context.queryClient, context.session.accountId),
  component: TeamSettingsPage,
});
