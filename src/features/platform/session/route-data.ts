import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getGetAssetsQueryOptions, getGetIssuesQueryOptions, getGetTechnologiesQueryOptions } from '@generated/api/assets/assets';
import { getGetDomainsQueryOptions } from '@generated/api/domains/domains';
import { getGetIntegrationRequestsQueryOptions, getGetIntegrationsQueryOptions } from '@generated/api/integrations/integrations';
import { getGetTeamQueryOptions } from '@generated/api/users/users';
import type { ResolvedFlags } from './feature-flags';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';

/**
 * Route-entry loads of console-platform.md §2.3. They warm the same query keys the pages' hooks use; cached data
 * (staleTime Infinity) is not fetched again until a scan completes, the user forces it, or the page is refreshed.
 * Loads are not awaited: each page shows its own loading state.
 */
const cached = { staleTime: Infinity } as const;
const polled = { ...cached, ...notReadyRetry(POLLING.assets) };

export const routeData = {
  digitalFootprint(queryClient: QueryClient, accountId: string) {
    void queryClient.prefetchQuery(getGetTechnologiesQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetAssetsQueryOptions(accountId, { query: polled }));
    void queryClient.prefetchQuery(getGetIssuesQueryOptions(accountId, { query: polled }));
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
export function requireSomeIntegration(flags: ResolvedFlags) {
  if (!flags.microsoft_integration_enabled && !flags.google_integration_enabled && !flags.crowdstrike_integration_enabled) {
    throw redirect({ to: '/settings', replace: true });
  }
}
