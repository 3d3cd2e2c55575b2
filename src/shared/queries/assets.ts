import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Asset } from '@generated/model';
import {
  type CreateTechnologiesMutationError,
  type CreateTechnologiesMutationResult,
  type CreateTechnologiesMutationVariables,
  getCreateTechnologiesMutationKey,
  getCreateAssetDisputeMutationKey,
  getCreateAssetDisputeMutationOptions,
  getCreateTechnologiesMutationOptions,
  getGetAssetHistoryQueryOptions,
  getGetAssetsQueryOptions,
  getGetDevicesQueryOptions,
  getGetIssuesQueryOptions,
  getGetScoreHistoryQueryOptions,
  getGetSecurityAssessmentQueryOptions,
  getGetTechnologiesQueryOptions,
  getGetUserAssetsQueryOptions,
  getWithdrawAssetDisputeMutationKey,
  getWithdrawAssetDisputeMutationOptions,
} from '@generated/api/assets/assets';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';
import { isAbsentCapability } from './capability';
import type { Keyed, KeyedMutationOptions } from './mutations';
import { scanQueries } from './scans';

/** Scan results answer 202/204 until the scan has produced them: retried at the assets policy (console-platform.md §9). */
const untilReady = { query: notReadyRetry(POLLING.assets) };

/**
 * The one definition of each assets-tag query (key, retry, polling). Loaded data stays cached (the query client's
 * staleTime Infinity) until a scan completes, an issue is resolved, or the page is refreshed.
 */
export const assetQueries = {
  issues: (accountId: string) => getGetIssuesQueryOptions(accountId, untilReady),
  assets: (accountId: string) => getGetAssetsQueryOptions(accountId, untilReady),
  technologies: (accountId: string) => getGetTechnologiesQueryOptions(accountId, untilReady),
  securityAssessment: (accountId: string) => getGetSecurityAssessmentQueryOptions(accountId, untilReady),
  userAssets: (accountId: string) => getGetUserAssetsQueryOptions(accountId),
  devices: (accountId: string) => getGetDevicesQueryOptions(accountId),
  /** asset_history_enabled: the asset drawer's 'History', read when the drawer shows it. */
  history: (accountId: string, assetId: string) => getGetAssetHistoryQueryOptions(accountId, assetId),
  /** The score per day and the events behind it (issue #27), for days `from`..`to` (UTC, both included). */
  scoreHistory: (accountId: string, from: string, to: string) => getGetScoreHistoryQueryOptions(accountId, { from, to }),
  /**
   * Whether a dispute write was answered 404/501 (a backend without disputes, the contract's decision): never read
   * from the server, set by the writes' errors below, and kept for the page's life.
   */
  disputesAbsent: (accountId: string) =>
    queryOptions({
      queryKey: ['assetDisputes', accountId, 'absent'] as const,
      queryFn: skipToken,
      initialData: false,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** The writes of the assets tag. */
export const technologyMutations = {
  /**
   * Adding technologies starts jobs, followed by their tracking ids (the answer, read from the mutation cache). An
   * answer without ids means the user-input jobs of the last 7 days are the ones to follow (§4): read them again.
   */
  create: (
    queryClient: QueryClient,
  ): KeyedMutationOptions<
    CreateTechnologiesMutationResult,
    CreateTechnologiesMutationError,
    CreateTechnologiesMutationVariables
  > => ({
    ...getCreateTechnologiesMutationOptions(),
    mutationKey: getCreateTechnologiesMutationKey(),
    onSuccess: ({ job_tracking_ids }, { accountId }) => {
      if (job_tracking_ids.length === 0) {
        void queryClient.invalidateQueries({ queryKey: scanQueries.recentJobs(accountId).queryKey });
      }
    },
  }),
};

/**
 * The asset's dispute as the server now has it, written into the assets list (the contract's links: getAssets carries
 * it), and what the server changes besides: its open issues and the score leave or count again, read anew.
 */
function settleDispute(queryClient: QueryClient, accountId: string, assetId: string, dispute: Asset['dispute']) {
  queryClient.setQueryData<Asset[]>(assetQueries.assets(accountId).queryKey, (assets) =>
    assets?.map((asset) => (asset.id === assetId ? { ...asset, dispute } : asset)),
  );
  return Promise.all(
    [
      assetQueries.issues(accountId).queryKey,
      assetQueries.securityAssessment(accountId).queryKey,
      assetQueries.history(accountId, assetId).queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A dispute write answered 404/501: the backend has no disputes, and the page stops offering them. */
function noteAbsentDisputes(queryClient: QueryClient, error: unknown, { accountId }: { accountId: string }) {
  if (isAbsentCapability(error)) queryClient.setQueryData(assetQueries.disputesAbsent(accountId).queryKey, true);
}

/** 'Not mine' (asset_dispute_enabled): the asset shows 'Disputed' while the write is pending (usePendingWrites). */
export const assetMutations = {
  dispute: (queryClient: QueryClient): Keyed<typeof getCreateAssetDisputeMutationOptions> => ({
    ...getCreateAssetDisputeMutationOptions(),
    mutationKey: getCreateAssetDisputeMutationKey(),
    onSuccess: (dispute, { accountId, assetId }) => settleDispute(queryClient, accountId, assetId, dispute),
    onError: (error, variables) => noteAbsentDisputes(queryClient, error, variables),
  }),
  withdraw: (queryClient: QueryClient): Keyed<typeof getWithdrawAssetDisputeMutationOptions> => ({
    ...getWithdrawAssetDisputeMutationOptions(),
    mutationKey: getWithdrawAssetDisputeMutationKey(),
    onSuccess: (_done, { accountId, assetId }) => settleDispute(queryClient, accountId, assetId, null),
    onError: (error, variables) => noteAbsentDisputes(queryClient, error, variables),
  }),
};
