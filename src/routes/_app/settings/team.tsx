import { createFileRoute } from '@tanstack/react-router';
import { loadTeamSettingsData } from '@/features/settings/route-data';
import { TeamSettingsPage } from '@/features/settings/TeamSettingsPage';

export const Route = createFileRoute('/_app/settings/team')({
  loader: ({ context }) => loadTeamSettingsData(context.queryClient, context.session.accountId),
  component: TeamSettingsPage,
});
