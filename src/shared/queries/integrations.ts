import {
  getGetIntegrationPublicKeyQueryOptions,
  getGetIntegrationRequestQueryOptions,
  getGetIntegrationRequestsQueryOptions,
  getGetIntegrationsQueryOptions,
} from '@generated/api/integrations/integrations';
import type { IntegrationRequest } from '@generated/model';
import { POLLING, pollWhilePending, repeatWhile } from '@/shared/polling/polling-policy';

/** 10 retries at 5 s from when a request became pending (console-platform.md §9), not over the session. */
const pendingRequestsInterval = pollWhilePending(POLLING.integrationRequest, (data: IntegrationRequest[] | undefined) =>
  (data ?? []).map((request) => request.request_id),
);

interface RequestQuery {
  state: { data: IntegrationRequest | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

/**
 * One request is read again while it is pending (or not read yet: a 202/204 or a failed read counts as a read):
 * 10 retries at 5 s from its first read, which is when it became pending (console-platform.md §9).
 */
const requestInterval = (query: RequestQuery) =>
  repeatWhile(
    POLLING.integrationRequest,
    query.state.data === undefined || query.state.data.status === 'pending',
    query.state.dataUpdateCount + query.state.errorUpdateCount - 1,
  );

/** The one definition of each integrations-tag query; the tag's writes are in integration-writes.ts. */
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
  /**
   * One integration request, polled while pending (requestInterval), also while the console's tab is in the
   * background (the user is in the provider's window).
   */
  request: (accountId: string, requestId: string) =>
    getGetIntegrationRequestQueryOptions(accountId, requestId, {
      query: { refetchInterval: requestInterval, refetchIntervalInBackground: true },
    }),
  /** The account's public key for the CrowdStrike client data. */
  publicKey: (accountId: string) => getGetIntegrationPublicKeyQueryOptions(accountId, { query: { retry: 1 } }),
};
