import type { Query, QueryClient } from '@tanstack/react-query';
import {
  getGetPendingProcessesQueryOptions,
  getGetResolutionFormDataQueryOptions,
  getResolveIssueMutationKey,
  getResolveIssueMutationOptions,
  type ResolveIssueMutationError,
  type ResolveIssueMutationVariables,
} from '@generated/api/issues/issues';
import type { PendingProcesses } from '@generated/model';
import type { KeyedMutationOptions } from './mutations';

type ProcessesInterval = (query: Query<PendingProcesses, unknown, PendingProcesses, readonly unknown[]>) => number | false;

export const issueQueries = {
  resolutionForm: (accountId: string) => getGetResolutionFormDataQueryOptions(accountId),
  /**
   * User-input processes are always read fresh. The platform's process monitor is the one poller: it passes its
   * interval; every other reader follows that query's data.
   */
  pendingProcesses: (accountId: string, poll?: { enabled: boolean; refetchInterval: ProcessesInterval }) =>
    getGetPendingProcessesQueryOptions(accountId, { query: { staleTime: 0, ...poll } }),
};

export const issueMutations = {
  /**
   * Mark as resolved. Once accepted, the server lists the issue among the user-input processes while it validates it:
   * they are read afresh before the write settles (a read already under way may predate the request, so it is
   * cancelled), so the issue passes from the pending write to that list with no moment in between. A failed read
   * leaves the query in error, which its poller reports; the write itself succeeded. Writes stay in the cache for the
   * tab's life: a failed one keeps what the user typed, for the form to offer again.
   */
  resolve: (queryClient: QueryClient): KeyedMutationOptions<void, ResolveIssueMutationError, ResolveIssueMutationVariables> => ({
    ...getResolveIssueMutationOptions(),
    mutationKey: getResolveIssueMutationKey(),
    gcTime: Infinity,
    onSuccess: async (_: unknown, { accountId }: ResolveIssueMutationVariables) => {
      const processes = issueQueries.pendingProcesses(accountId);
      await queryClient.cancelQueries({ queryKey: processes.queryKey });
      await queryClient.fetchQuery({ ...processes, staleTime: 0 }).catch(() => undefined);
    },
  }),
};
