import {
  getGetIntegrationPublicKeyQueryOptions,
  getGetIntegrationRequestsQueryOptions,
  getGetIntegrationsQueryOptions,
} from '@generated/api/integrations/integrations';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';

/** The one definition of each integrations-tag query. */
export const integrationQueries = {
  integrations: (accountId: string) => getGetIntegrationsQueryOptions(accountId),
  /** Pending requests change when the other party answers: read again after 30 s. */
  pendingRequests: (accountId: string) =>
    getGetIntegrationRequestsQueryOptions(accountId, { status: 'pending' }, { query: { staleTime: 30_000 } }),
  /** The integrations page polls pending requests while there are any: 10 retries at 5 s (console-platform.md §9). */
  pendingRequestsPolled: (accountId: string) =>
    getGetIntegrationRequestsQueryOptions(
      accountId,
      { status: 'pending' },
      {
        query: {
          staleTime: 30_000,
          refetchInterval: (query) =>
            repeatWhile(POLLING.integrationRequest, (query.state.data?.length ?? 0) > 0, query.state.dataUpdateCount),
        },
      },
    ),
  /** The account's public key for the CrowdStrike client data. */
  publicKey: (accountId: string) => getGetIntegrationPublicKeyQueryOptions(accountId, { query: { retry: 1 } }),
};
