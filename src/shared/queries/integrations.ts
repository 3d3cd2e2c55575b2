import {
  getGetIntegrationPublicKeyQueryOptions,
  getGetIntegrationRequestsQueryOptions,
  getGetIntegrationsQueryOptions,
} from '@generated/api/integrations/integrations';
import type { IntegrationRequest } from '@generated/model';
import { POLLING, pollWhilePending } from '@/shared/polling/polling-policy';

/** 10 retries at 5 s from when a request became pending (console-platform.md §9), not over the session. */
const pendingRequestsInterval = pollWhilePending(POLLING.integrationRequest, (data: IntegrationRequest[] | undefined) =>
  (data ?? []).map((request) => request.request_id),
);

/** The one definition of each integrations-tag query. */
export const integrationQueries = {
  integrations: (accountId: string) => getGetIntegrationsQueryOptions(accountId),
  /** Pending requests change when the other party answers: read again after 30 s. */
  pendingRequests: (accountId: string) =>
    getGetIntegrationRequestsQueryOptions(accountId, { status: 'pending' }, { query: { staleTime: 30_000 } }),
  /**
   * The integrations page polls pending requests while there are any: 10 retries at 5 s, counted from when a request
   * became pending (console-platform.md §4, §9).
   */
  pendingRequestsPolled: (accountId: string) =>
    getGetIntegrationRequestsQueryOptions(
      accountId,
      { status: 'pending' },
      { query: { staleTime: 30_000, refetchInterval: pendingRequestsInterval } },
    ),
  /** The account's public key for the CrowdStrike client data. */
  publicKey: (accountId: string) => getGetIntegrationPublicKeyQueryOptions(accountId, { query: { retry: 1 } }),
};
