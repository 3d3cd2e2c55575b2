/**
 * Removal of fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): the removals read, the writes
 * (remove, retry the failed, undo), each followed at getFraudRemediation's x-polling bounds, and what they change in
 * the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getCreateFraudRemediationMutationKey,
  getCreateFraudRemediationMutationOptions,
  getGetFraudRemediationQueryOptions,
  getGetFraudRemediationsQueryOptions,
  getRetryFraudRemediationMutationKey,
  getRetryFraudRemediationMutationOptions,
  getUndoFraudRemediationMutationKey,
  getUndoFraudRemediationMutationOptions,
  type CreateFraudRemediationMutationVariables,
  type RetryFraudRemediationMutationVariables,
  type UndoFraudRemediationMutationVariables,
} from '@generated/api/fraud-defense/fraud-defense';
import type { FraudRemediation, FraudRemediationAccepted } from '@generated/model';
import { followPolledQuery } from '@/shared/polling/follow-query';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';
import { assetQueries } from './assets';
import type { KeyedMutationOptions } from './mutations';

/** In progress while queued, running (also during a retry) or restoring; the other statuses are final. */
const removalRunning = (removal: Pick<FraudRemediation, 'status'>) =>
  removal.status === 'queued' || removal.status === 'running' || removal.status === 'restoring';

interface RemovalQuery {
  state: { data: FraudRemediation | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

const removalInterval = (query: RemovalQuery) =>
  repeatWhile(
    POLLING.fraudRemediation,
    query.state.data === undefined || removalRunning(query.state.data),
    query.state.dataUpdateCount + query.state.errorUpdateCount - 1,
  );

export const fraudRemediationQueries = {
  /**
   * The removals of the last 90 days (what the rows' 'Retry failed' and 'Undo removal' act on, and why a copy failed);
   * read with useCapabilityQuery: a 404/501 hides those actions.
   */
  removals: (accountId: string) => getGetFraudRemediationsQueryOptions(accountId),
  /** One removal, read again every 3 s while it runs (or is not ready: 202/204), 200 times at most. */
  removal: (accountId: string, remediationId: string) =>
    getGetFraudRemediationQueryOptions(accountId, remediationId, {
      query: { refetchInterval: removalInterval, refetchIntervalInBackground: true },
    }),
};

/**
 * Follows the removal a write started (or started again: a retry or an undo keeps the id) until it ends: its final
 * state. Each run gets the x-polling's tries: the earlier run's reads are dropped first, as the interval counts them.
 */
function followRemoval(queryClient: QueryClient, accountId: string, { id }: FraudRemediationAccepted) {
  const options = fraudRemediationQueries.removal(accountId, id);
  queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  return followPolledQuery(queryClient, options, (removal) => !removalRunning(removal));
}

type RemovalWrite<TVariables extends { accountId: string }> = KeyedMutationOptions<FraudRemediation, unknown, TVariables>;

/**
 * A write that starts a removal run, followed until the run ends: the write settles with the final removal. The
 * removals list takes it at once (Prism keeps no state, and a server's list says the same); then the user assets and
 * the issues are read again, whatever the outcome: removed copies leave the open count (their issues resolved), failed
 * ones stay, restored ones are open again.
 */
function removalWrite<TVariables extends { accountId: string }>(
  queryClient: QueryClient,
  mutationKey: readonly unknown[],
  send: (
    variables: TVariables,
    context: Parameters<NonNullable<RemovalWrite<TVariables>['mutationFn']>>[1],
  ) => Promise<FraudRemediationAccepted>,
): RemovalWrite<TVariables> {
  return {
    mutationKey,
    mutationFn: async (variables, context) => followRemoval(queryClient, variables.accountId, await send(variables, context)),
    onSuccess: (removal, { accountId }) => {
      // In its place when listed (a retry or an undo), else first (the newest).
      queryClient.setQueryData(fraudRemediationQueries.removals(accountId).queryKey, (list) =>
        list?.some((known) => known.id === removal.id)
          ? list.map((known) => (known.id === removal.id ? removal : known))
          : list && [removal, ...list],
      );
    },
    onSettled: (_removal, _error, { accountId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetQueries.userAssets(accountId).queryKey }),
        queryClient.invalidateQueries({ queryKey: assetQueries.issues(accountId).queryKey }),
      ]),
  };
}

export const fraudRemediationMutations = {
  /** Removes the messages: settles with the final removal (completed, partially_failed or failed). */
  remove: (queryClient: QueryClient): RemovalWrite<CreateFraudRemediationMutationVariables> =>
    removalWrite(queryClient, getCreateFraudRemediationMutationKey(), getCreateFraudRemediationMutationOptions().mutationFn!),
  /** 'Retry failed': the same removal (same id) runs its failed items again; settles with its final state. */
  retry: (queryClient: QueryClient): RemovalWrite<RetryFraudRemediationMutationVariables> =>
    removalWrite(queryClient, getRetryFraudRemediationMutationKey(), getRetryFraudRemediationMutationOptions().mutationFn!),
  /**
   * 'Undo' (until the removal's undo_until, which the server declares): the removed copies go back; settles once the
   * removal is restored or another final status (an undo that did not happen).
   */
  undo: (queryClient: QueryClient): RemovalWrite<UndoFraudRemediationMutationVariables> =>
    removalWrite(queryClient, getUndoFraudRemediationMutationKey(), getUndoFraudRemediationMutationOptions().mutationFn!),
};
