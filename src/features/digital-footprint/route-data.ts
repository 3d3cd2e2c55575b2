import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '@generated/model';
import { assetQueries } from '@/shared/queries/assets';

/**
 * Route entry (console-platform.md §2.3): technologies, assets and issues together, plus devices and user assets
 * when is_device_enabled / is_user_asset_enabled are on; starts the loads as soon as the account is known (the
 * flagged ones once the session's flags are in) without holding up navigation.
 */
export function loadDigitalFootprintData(
  queryClient: QueryClient,
  accountId: string,
  session: Promise<{ flags: Pick<Required<FeatureFlags>, 'is_device_enabled' | 'is_user_asset_enabled'> } | null>,
): void {
  void queryClient.prefetchQuery(assetQueries.technologies(accountId));
  void queryClient.prefetchQuery(assetQueries.assets(accountId));
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  void session.then((loaded) => {
    if (loaded?.flags.is_device_enabled) void queryClient.prefetchQuery(assetQueries.devices(accountId));
    if (loaded?.flags.is_user_asset_enabled) void queryClient.prefetchQuery(assetQueries.userAssets(accountId));
  });
}
