import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '@/features/integrations/IntegrationsPage';
import { loadIntegrationsData, requireSomeIntegration } from '@/features/integrations/route-data';

export const Route = createFileRoute('/_app/integrations')({
  beforeLoad: ({ context }) => requireSomeIntegration(context.session.flags),
  loader: ({ context }) => loadIntegrationsData(context.queryClient, context.session.accountId),
  component: IntegrationsPage,
});
