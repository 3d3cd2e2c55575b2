import type { QueryClient } from '@tanstack/react-query';
import { domainQueries } from '@/shared/queries/domains';
import { userQueries } from '@/shared/queries/users';

/** Route entries (console-platform.md §2.3): start the loads without holding up navigation. */
export function loadSettingsData(queryClient: QueryClient, accountId: string): void {
  void queryClient.prefetchQuery(domainQueries.domains(accountId));
}

export function loadTeamSettingsData(queryClient: QueryClient, accountId: string): void {
  void queryClient.prefetchQuery(userQueries.team(accountId));
}
