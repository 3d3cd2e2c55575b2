import type { QueryClient } from '@tanstack/react-query';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';

/**
 * Route entry (console-platform.md §2.3), every fraud-defense path: the same loads as integrations, plus the user
 * assets the findings are built from when is_user_asset_enabled is on.
 */
export function loadFraudDefenseData(queryClient: QueryClient, accountId: string, withUserAssets: boolean): void {
  void queryClient.prefetchQuery(assetQueries.assets(accountId));
  void queryClient.prefetchQuery(integrationQueries.integrations(accountId));
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  void queryClient.prefetchQuery(integrationQueries.pendingRequests(accountId));
  if (withUserAssets) void queryClient.prefetchQuery(assetQueries.userAssets(accountId));
}
