import type { QueryClient } from '@tanstack/react-query';
import { demoMode } from '@/shared/persistence/demo-mode';
import { assetQueries } from '@/shared/queries/assets';
import { mdrQueries } from '@/shared/queries/mdr';

/** Real cases for MDR accounts; demo accounts read the mock cases of the same shape. */
export type MdrMode = 'active' | 'demo' | 'inactive';

export function mdrMode(isMdr: boolean, demoOn: boolean): MdrMode {
  if (isMdr) return 'active';
  return demoOn ? 'demo' : 'inactive';
}

/**
 * Route entry (§2.2): cases, products and issues start loading without holding up navigation; account info
 * is part of the session. Cached queries are not fetched again.
 */
export function preloadMdrData(queryClient: QueryClient, accountId: string, isMdr: boolean): void {
  const mode = mdrMode(isMdr, demoMode.isOn(accountId));
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  if (mode === 'inactive') return;
  void queryClient.prefetchQuery(mdrQueries.products(accountId));
  void queryClient.prefetchQuery(mdrQueries.cases(accountId, mode));
}
