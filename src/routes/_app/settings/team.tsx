import { createFileRoute } from '@tanstack/react-router';
import { teamSearchSchema } from '@/features/settings/model/team-model';
import { loadTeamSettingsData } from '@/features/settings/route-data';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';

export const Route = createFileRoute('/_app/settings/team')({
  validateSearch: teamSearchSchema,
  loader: ({ context }) => loadTeamSettingsData(context.queryClient, context.accountId),
  component: TeamSettingsPage,
});
