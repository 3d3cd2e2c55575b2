/**
 * The integrations tag's writes (their reads: integrations.ts). Apart from the reads so that a page or loader that
 * reads integrations does not load the writes' follow-ups (the request and scan polls, the cache work) in its first
 * load (budget.json).
 */
import type { MutationFunctionContext, MutationKey, QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getAddIntegrationMutationKey,
  getAddIntegrationMutationOptions,
  getDeleteIntegrationMutationKey,
  getDeleteIntegrationMutationOptions,
  getStartIntegrationSyncMutationKey,
  getStartIntegrationSyncMutationOptions,
  type AddIntegrationMutationVariables,
  type DeleteIntegrationMutationVariables,
  type StartIntegrationSyncMutationVariables,
} from '@generated/api/integrations/integrations';
import type { Integration, IntegrationRequest, IntegrationStatus, IntegrationSync } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { carryUnusable } from '@/api/tolerant-reader';
import { followPolledQuery } from '@/shared/polling/follow-query';
import { assetQueries } from './assets';
import { integrationQueries, syncRunning } from './integrations';
import { jobsEnded, scanQueries } from './scans';

/** The add call succeeded but its request ended `failed` (status_info names why, or nothing). */
export class IntegrationRequestFailedError extends Error {
  readonly request: IntegrationRequest;
  constructor(request: IntegrationRequest) {
    super(`Integration request ${request.request_id} ended ${request.status}`);
    this.name = 'IntegrationRequestFailedError';
    this.request = request;
  }
}

/** The integrations list with one provider's integration in the status the server's answer implies (204, completed). */
function setStatus(queryClient: QueryClient, accountId: string, providerId: string, status: IntegrationStatus) {
  queryClient.setQueryData(integrationQueries.integrations(accountId).queryKey, (list: Integration[] | undefined) => {
    if (!list) return list;
    const next = list.map((item) =>
      item.provider_id === providerId ? { ...item, status, ...(status === 'inactive' ? { integration_id: null } : {}) } : item,
    );
    // The items the console could not read stay counted (the page's notice).
    carryUnusable(list, next);
    return next;
  });
}

/** console-platform.md §9: the issues are read again 2 s after an integration was activated. */
const ISSUES_AFTER_ACTIVATION_MS = 2000;

/**
 * What an activation refreshes, in one place (console-platform.md §4): the latest scan jobs are followed (15 at 3 s;
 * running out of tries or a failed read ends the wait quietly, the scan monitor reports the scan), then the security
 * score and the assets are read again, the issues 2 s later, and the integrations list (awaited: its issue count
 * makes the success toast).
 */
async function refreshAfterActivation(queryClient: QueryClient, accountId: string): Promise<void> {
  await followPolledQuery(queryClient, scanQueries.latestJobs(accountId), jobsEnded).catch(() => undefined);
  const readAgain = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  void readAgain(assetQueries.securityAssessment(accountId).queryKey);
  void readAgain(assetQueries.assets(accountId).queryKey);
  setTimeout(() => void readAgain(assetQueries.issues(accountId).queryKey), ISSUES_AFTER_ACTIVATION_MS);
  await readAgain(integrationQueries.integrations(accountId).queryKey);
}

const isDecided = (request: IntegrationRequest) => request.status !== 'pending';

/**
 * When a sync has ended (getIntegrationSync): the integrations (their health), the integration's syncs, the issues and
 * the assets are read again. Also for a sync the console follows from the list's running_sync_id (after a reload).
 */
export function refreshAfterSync(queryClient: QueryClient, accountId: string, integrationId: string): Promise<unknown> {
  const readAgain = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  void readAgain(assetQueries.issues(accountId).queryKey);
  void readAgain(assetQueries.assets(accountId).queryKey);
  void readAgain(integrationQueries.syncs(accountId, integrationId).queryKey);
  return readAgain(integrationQueries.integrations(accountId).queryKey);
}

/** A write's options as useWrite takes them: with its operation's mutationKey. */
type KeyedOptions<TData, TVariables> = UseMutationOptions<TData, unknown, TVariables> & { mutationKey: MutationKey };

/** The integrations writes, each with what it changes in the cache (docs/WRITES.md). */
export const integrationMutations = {
  /**
   * Adds an integration ({value, enable: true}) and follows its request (integrationQueries.request) until it is no
   * longer pending. The write settles when the integration is usable: a completed request shows it active, then the
   * first scan is followed and the data read again (refreshAfterActivation). A failed request rejects with
   * IntegrationRequestFailedError; one still pending after its retries with PollingTimeoutError, and the list and the
   * pending requests are read again (at once where shown, else on the next visit): nothing is marked failed that the
   * server has not said failed. Outcomes stay in the mutation cache for the session: a card shows its last attempt.
   */
  add: (queryClient: QueryClient): KeyedOptions<IntegrationRequest, AddIntegrationMutationVariables> => {
    const send = getAddIntegrationMutationOptions().mutationFn!;
    return {
      mutationKey: getAddIntegrationMutationKey(),
      gcTime: Infinity,
      mutationFn: async (variables: AddIntegrationMutationVariables, context: MutationFunctionContext) => {
        const { request_id } = await send(variables, context);
        const request = await followPolledQuery(
          queryClient,
          integrationQueries.request(variables.accountId, request_id),
          isDecided,
        );
        if (request.status !== 'completed') throw new IntegrationRequestFailedError(request);
        return request;
      },
      onSuccess: (_request: IntegrationRequest, { accountId, providerId }: AddIntegrationMutationVariables) => {
        setStatus(queryClient, accountId, providerId, 'active');
        return refreshAfterActivation(queryClient, accountId);
      },
      onError: (error: unknown, { accountId }: AddIntegrationMutationVariables) => {
        if (!(error instanceof PollingTimeoutError)) return;
        void queryClient.invalidateQueries({ queryKey: integrationQueries.integrations(accountId).queryKey });
        void queryClient.invalidateQueries({ queryKey: integrationQueries.pendingRequests(accountId).queryKey });
      },
    };
  },
  /**
   * 'Sync now' / 'Try again now' (startIntegrationSync): queues a sync and follows it (integrationQueries.sync, the
   * shared polling policy) until it ends, so the write is pending, and the button disabled, for the whole sync. It
   * resolves with the ended sync (ok, partial or failed); a sync still running after its tries rejects with
   * PollingTimeoutError. Either way, and on a refusal (409 SYNC_IN_PROGRESS: the list then shows the running sync),
   * the data is read again.
   */
  sync: (queryClient: QueryClient): KeyedOptions<IntegrationSync, StartIntegrationSyncMutationVariables> => {
    const send = getStartIntegrationSyncMutationOptions().mutationFn!;
    return {
      mutationKey: getStartIntegrationSyncMutationKey(),
      mutationFn: async (variables: StartIntegrationSyncMutationVariables, context: MutationFunctionContext) => {
        const { accountId, integrationId } = variables;
        const accepted = await send(variables, context);
        void queryClient.invalidateQueries({ queryKey: integrationQueries.syncs(accountId, integrationId).queryKey });
        return followPolledQuery(
          queryClient,
          integrationQueries.sync(accountId, integrationId, accepted.id),
          (sync) => !syncRunning(sync),
        );
      },
      onSettled: (_sync, _error, { accountId, integrationId }) => refreshAfterSync(queryClient, accountId, integrationId),
    };
  },
  /**
   * Disconnects an integration. 204: it shows inactive at once and the list is read again. Refused: the list is read
   * again before the write settles, so what the server says shows (the decision on deleteIntegration in the contract).
   */
  remove: (queryClient: QueryClient): KeyedOptions<void, DeleteIntegrationMutationVariables> => ({
    ...getDeleteIntegrationMutationOptions(),
    mutationKey: getDeleteIntegrationMutationKey(),
    onSuccess: (_, { accountId, providerId }) => {
      setStatus(queryClient, accountId, providerId, 'inactive');
      void queryClient.invalidateQueries({ queryKey: integrationQueries.integrations(accountId).queryKey });
    },
    onError: (_, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: integrationQueries.integrations(accountId).queryKey }),
  }),
};
