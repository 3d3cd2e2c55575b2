import {
  getGetIntegrationPublicKeyQueryOptions,
  getGetIntegrationRequestQueryOptions,
  getGetIntegrationRequestsQueryOptions,
  getGetIntegrationSyncQueryOptions,
  getGetIntegrationSyncsQueryOptions,
  getGetIntegrationsQueryOptions,
} from '@generated/api/integrations/integrations';
import type { IntegrationRequest, IntegrationSync } from '@generated/model';
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

interface SyncQuery {
  state: { data: IntegrationSync | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

/** A sync is in progress while queued or running (ok, partial and failed are final). */
export const syncRunning = (sync: Pick<IntegrationSync, 'status'>) => sync.status === 'queued' || sync.status === 'running';

/**
 * One sync is read again while queued or running (or not read yet: a 202/204 or a failed read counts as a read), at
 * getIntegrationSync's x-polling bounds (POLLING.integrationSync).
 */
const syncInterval = (query: SyncQuery) =>
  repeatWhile(
    POLLING.integrationSync,
    query.state.data === undefined || syncRunning(query.state.data),
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
  /** integration_health_enabled: the drawer's 'Health' section, the last five syncs (404/501: hidden, capability.ts). */
  syncs: (accountId: string, integrationId: string) => getGetIntegrationSyncsQueryOptions(accountId, integrationId),
  /** One sync ('Sync now', or the integration's running_sync_id after a reload), polled while it runs (syncInterval). */
  sync: (accountId: string, integrationId: string, syncId: string) =>
    getGetIntegrationSyncQueryOptions(accountId, integrationId, syncId, {
      query: { refetchInterval: syncInterval, refetchIntervalInBackground: true },
    }),
  /** The account's public key for the CrowdStrike client data. */
  publicKey: (accountId: string) => getGetIntegrationPublicKeyQueryOptions(accountId, { query: { retry: 1 } }),
};
