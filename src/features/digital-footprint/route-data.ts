import type { QueryClient } from '@tanstack/react-query';
import { assetQueries } from '@/shared/queries/assets';

/** Route entry (console-platform.md §2.3): starts the area's loads without holding up navigation. */
export function loadDigitalFootprintData(queryClient: QueryClient, accountId: string): void {
  void queryClient.prefetchQuery(assetQueries.technologies(accountId));
  void queryClient.prefetchQuery(assetQueries.assets(accountId));
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
}
