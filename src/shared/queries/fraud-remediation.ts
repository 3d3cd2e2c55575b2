/**
 * Removal of fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): the write, the removal it
 * starts followed at getFraudRemediation's x-polling bounds, and what it changes in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getCreateFraudRemediationMutationKey,
  getCreateFraudRemediationMutationOptions,
  getGetFraudRemediationQueryOptions,
  type CreateFraudRemediationMutationVariables,
} from '@generated/api/fraud-defense/fraud-defense';
import type { FraudRemediation } from '@generated/model';
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

const fraudRemediationQueries = {
  /** One removal, read again every 3 s while it runs (or is not ready: 202/204), 200 times at most. */
  removal: (accountId: string, remediationId: string) =>
    getGetFraudRemediationQueryOptions(accountId, remediationId, {
      query: { refetchInterval: removalInterval, refetchIntervalInBackground: true },
    }),
};

export const fraudRemediationMutations = {
  /**
   * Removes the messages and follows the removal until it ends: the write settles with the final removal (completed,
   * partially_failed or failed). Then the user assets and the issues are read again: removed copies leave the open
   * count (their issues resolved), failed ones stay.
   */
  remove: (
    queryClient: QueryClient,
  ): KeyedMutationOptions<FraudRemediation, unknown, CreateFraudRemediationMutationVariables> => {
    const send = getCreateFraudRemediationMutationOptions().mutationFn!;
    return {
      mutationKey: getCreateFraudRemediationMutationKey(),
      mutationFn: async (variables, context) => {
        const { id } = await send(variables, context);
        return followPolledQuery(
          queryClient,
          fraudRemediationQueries.removal(variables.accountId, id),
          (removal) => !removalRunning(removal),
        );
      },
      onSettled: (_removal, _error, { accountId }) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: assetQueries.userAssets(accountId).queryKey }),
          queryClient.invalidateQueries({ queryKey: assetQueries.issues(accountId).queryKey }),
        ]),
    };
  },
};
