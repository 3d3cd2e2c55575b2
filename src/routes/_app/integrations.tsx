import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '@/features/integrations/IntegrationsPage';
import { integrationsSearchSchema } from '@/features/integrations/model/integrations-search';
import { loadIntegrationsData, requireSomeIntegration } from '@/features/integrations/route-data';
import { sessionOrNull } from '@/features/platform/session/session';

export const Route = createFileRoute('/_app/integrations')({
  validateSearch: integrationsSearchSchema,
  beforeLoad: async ({ context }) => {
    const session = await sessionOrNull(context.session);
    if (session) requireSomeIntegration(session.flags);
  },
  loader: ({ context }) => loadIntegrationsData(context.queryClient, context.accountId),
  component: IntegrationsPage,
});
