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
 * Route entry (§2.2): issues as soon as the account is known, cases and products once the session's account info
 * says which cases (real, demo or none); nothing holds up navigation. Cached queries are not fetched again.
 */
export function preloadMdrData(
  queryClient: QueryClient,
  accountId: string,
  session: Promise<{ account: { is_mdr: boolean } } | null>,
): void {
  void queryClient.prefetchQuery(assetQueries.issues(accountId));
  void session.then((loaded) => {
    const mode = loaded ? mdrMode(loaded.account.is_mdr, demoMode.isOn(accountId)) : 'inactive';
    if (mode === 'inactive') return;
    void queryClient.prefetchQuery(mdrQueries.products(accountId));
    void queryClient.prefetchQuery(mdrQueries.cases(accountId, mode));
  });
}
