import { createFileRoute } from '@tanstack/react-router';
import { routeData } from '@/features/platform/session/route-data';
import { teamSearchSchema } from '@/features/settings/model/team-model';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';

export const Route = createFileRoute('/_app/settings/team')({
  validateSearch: teamSearchSchema,
  loader: ({ context }) => routeData.settingsTeam(context.queryClient, context.session.accountId),
  component: TeamSettingsPage,
});
