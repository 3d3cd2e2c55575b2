import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import {
  getGetAssetsQueryOptions,
  getGetDevicesQueryOptions,
  getGetIssuesQueryOptions,
  getGetTechnologiesQueryOptions,
  getGetUserAssetsQueryOptions,
} from '@generated/api/assets/assets';
import { getGetDomainsQueryOptions } from '@generated/api/domains/domains';
import { getGetIntegrationRequestsQueryOptions, getGetIntegrationsQueryOptions } from '@generated/api/integrations/integrations';
import { getGetTeamQueryOptions } from '@generated/api/users/users';
import type { FeatureFlags } from '@generated/model';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';

/**
 * Route-entry loads of console-platform.md §2.3. They warm the same query keys the pages' hooks use; cached data
 * (staleTime Infinity) is not fetched again until a scan completes, the user forces it, or the page is refreshed.
 * Loads are not awaited: each page shows its own loading state.
 */
const cached = { staleTime: Infinity } as const;
const polled = { ...cached, ...notReadyRetry(POLLING.assets) };

export const routeData = {
  /** Devices and user assets only when is_device_enabled / is_user_asset_enabled are on. */
  digitalFootprint(
    queryClient: QueryClient,
    accountId: string,
    flags: Pick<FeatureFlags, 'is_device_enabled' | 'is_user_asset_enabled'>,
  ) {
    void queryClient.prefetchQuery(getGetTechnologiesQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetAssetsQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetIssuesQueryOptions(accountId, { query: polled }));
    if (flags.is_device_enabled) void queryClient.prefetchQuery(getGetDevicesQueryOptions(accountId, { query: cached }));
    if (flags.is_user_asset_enabled) void queryClient.prefetchQuery(getGetUserAssetsQueryOptions(accountId, { query: cached }));
  },
  /** Fraud defense (all paths) and integrations. */
  integrations(queryClient: QueryClient, accountId: string) {
    void queryClient.prefetchQuery(getGetAssetsQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetIntegrationsQueryOptions(accountId, { query: cached }));
    void queryClient.prefetchQuery(getGetIssuesQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetIntegrationRequestsQueryOptions(accountId, { status: 'pending' }, { query: cached }));
  },
  settingsAccount(queryClient: QueryClient, accountId: string) {
    void queryClient.prefetchQuery(getGetDomainsQueryOptions(accountId, { query: cached }));
  },
  settingsTeam(queryClient: QueryClient, accountId: string) {
    void queryClient.prefetchQuery(getGetTeamQueryOptions(accountId, { query: cached }));
  },
};

/** On /integrations, when no integration is enabled, the user goes to settings. */
export function requireSomeIntegration(flags: FeatureFlags) {
  if (!flags.microsoft_integration_enabled && !flags.google_integration_enabled && !flags.crowdstrike_integration_enabled) {
    throw redirect({ to: '/settings', replace: true });
  }
}
