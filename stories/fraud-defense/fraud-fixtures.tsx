import { Box } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import type { Asset, Integration, Issue } from '@generated/model';
import assetsExamples from '../../openapi/examples/assets.json';
import integrationsExamples from '../../openapi/examples/integrations.json';
import issuesExamples from '../../openapi/examples/issues.json';
import { FraudDefenseConfigurationPage } from '@/features/fraud-defense/FraudDefenseConfigurationPage';
import { FraudDefenseLayout } from '@/features/fraud-defense/FraudDefenseLayout';
import { FraudDefenseOpenIssuesPage } from '@/features/fraud-defense/FraudDefenseOpenIssuesPage';
import { DrawerHost } from '@/shared/drawer/DrawerHost';

/** The contract's own examples: Bright Smile (Microsoft fraud defense active) and a new customer (nothing active). */
export const EXAMPLE_USERS = assetsExamples.users.value as Asset[];
const EXAMPLE_ISSUES = issuesExamples.default.value as Issue[];
const ACTIVE_INTEGRATIONS = integrationsExamples.default.value as Integration[];
export const NEW_CUSTOMER_INTEGRATIONS = integrationsExamples.newCustomer.value as Integration[];

export interface FraudHandlerOptions {
  integrations?: Integration[];
  users?: Asset[];
  usersStatus?: number;
  slowUsers?: boolean;
  /** Status the DELETE of an integration answers with (204 by default). */
  deleteStatus?: number;
}

/** MSW answers for every call of the fraud defense pages, from the contract's examples unless told otherwise. */
export function fraudHandlers(options: FraudHandlerOptions = {}) {
  return [
    http.get('*/api/accounts/:accountId/integrations', () => HttpResponse.json(options.integrations ?? ACTIVE_INTEGRATIONS)),
    http.get('*/api/accounts/:accountId/integration-requests', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/users', async () => {
      if (options.slowUsers) await delay('infinite');
      if (options.usersStatus)
        return HttpResponse.json({ detail: 'User assets are unavailable' }, { status: options.usersStatus });
      return HttpResponse.json(options.users ?? EXAMPLE_USERS);
    }),
    http.get('*/api/accounts/:accountId/issues', () => HttpResponse.json(EXAMPLE_ISSUES)),
    http.get('*/api/accounts/:accountId/scans', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/wizer/integration', () =>
      HttpResponse.json({ is_active: false, wizer_company_id: null, created_at: null, user: null }),
    ),
    http.delete(
      '*/api/accounts/:accountId/providers/:providerId/integration/:integrationId',
      () => new HttpResponse(null, { status: options.deleteStatus ?? 204 }),
    ),
  ];
}

/** The fraud defense route as the app mounts it: the layout around a tab's page, and the one drawer host. */
export function FraudDefenseRoute({ tab }: { tab: 'open-issues' | 'configuration' }) {
  return (
    <Box p="6">
      <FraudDefenseLayout>
        {tab === 'open-issues' ? <FraudDefenseOpenIssuesPage /> : <FraudDefenseConfigurationPage />}
      </FraudDefenseLayout>
      <DrawerHost />
    </Box>
  );
}
