import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '@generated/model';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';

/**
 * Route entry (console-mdr-summary.md §2.1): what the summary reads starts loading as soon as the session is in, while
 * the page's code still loads, instead of once the page has rendered; it never holds up navigation.
 */
export function loadSummaryData(
  queryClient: QueryClient,
  accountId: string,
  flags: Pick<Required<FeatureFlags>, 'is_user_asset_enabled'>,
): void {
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  if (flags.is_user_asset_enabled) void queryClient.prefetchQuery(assetQueries.userAssets(accountId));
  void queryClient.prefetchQuery(assetQueries.securityAssessment(accountId));
  void queryClient.prefetchQuery(integrationQueries.integrations(accountId));
  void queryClient.prefetchQuery(integrationQueries.pendingRequests(accountId));
}
