import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '@generated/model';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';

/**
 * Route entry (console-mdr-summary.md §2.1): what the summary reads starts loading as soon as the account is known,
 * beside the session's flags and the page's code, instead of once the page has rendered; it never holds up
 * navigation. The user assets wait for their flag.
 */
export function loadSummaryData(
  queryClient: QueryClient,
  accountId: string,
  session: Promise<{ flags: Pick<Required<FeatureFlags>, 'is_user_asset_enabled'> } | null>,
): void {
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  void session.then((loaded) => {
    if (loaded?.flags.is_user_asset_enabled) void queryClient.prefetchQuery(assetQueries.userAssets(accountId));
  });
  void queryClient.prefetchQuery(assetQueries.securityAssessment(accountId));
  void queryClient.prefetchQuery(integrationQueries.integrations(accountId));
  void queryClient.prefetchQuery(integrationQueries.pendingRequests(accountId));
}
