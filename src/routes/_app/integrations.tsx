import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '@/features/integrations/IntegrationsPage';
import { requireSomeIntegration, routeData } from '@/features/platform/session/route-data';

export const Route = createFileRoute('/_app/integrations')({
  beforeLoad: ({ context }) => requireSomeIntegration(context.session.flags),
  loader: ({ context }) => routeData.integrations(context.queryClient, context.session.accountId),
  component: IntegrationsPage,
});
