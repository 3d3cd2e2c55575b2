import {
  getGetAssetsQueryOptions,
  getGetDevicesQueryOptions,
  getGetIssuesQueryOptions,
  getGetSecurityAssessmentQueryOptions,
  getGetTechnologiesQueryOptions,
  getGetUserAssetsQueryOptions,
} from '@generated/api/assets/assets';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';

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
};
