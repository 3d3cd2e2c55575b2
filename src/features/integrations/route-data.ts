import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { FeatureFlags } from '@generated/model';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';

/** Route entry (console-platform.md §2.3): starts the area's loads without holding up navigation. */
export function loadIntegrationsData(queryClient: QueryClient, accountId: string): void {
  void queryClient.prefetchQuery(assetQueries.assets(accountId));
  void queryClient.prefetchQuery(integrationQueries.integrations(accountId));
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  void queryClient.prefetchQuery(integrationQueries.pendingRequests(accountId));
}

/** On /integrations, when no integration is enabled, the user goes to settings. */
export function requireSomeIntegration(flags: FeatureFlags) {
  if (!flags.microsoft_integration_enabled && !flags.google_integration_enabled && !flags.crowdstrike_integration_enabled) {
    throw redirect({ to: '/settings', replace: true });
  }
}
