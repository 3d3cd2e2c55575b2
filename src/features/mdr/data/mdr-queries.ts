import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetIssuesQueryOptions } from '@generated/api/assets/assets';
import {
  getCases,
  getGetCasesQueryKey,
  getGetMdrProductsQueryOptions,
  getGetMockCasesQueryKey,
  getMockCases,
} from '@generated/api/mdr/mdr';
import { RELOGIN_STATUSES, httpStatusOf } from '@/api/errors';
import { reportError } from '@/shared/monitoring/error-reporting';
import { demoMode } from '@/shared/persistence/demo-mode';

/** Real cases for MDR accounts; demo accounts read the mock cases of the same shape. */
export type MdrMode = 'active' | 'demo' | 'inactive';

export function mdrMode(isMdr: boolean, demoOn: boolean): MdrMode {
  if (isMdr) return 'active';
  return demoOn ? 'demo' : 'inactive';
}

const cached = { staleTime: Infinity, gcTime: Infinity } as const;

export const mdrQueries = {
  cases: (accountId: string, mode: 'active' | 'demo') =>
    queryOptions({
      queryKey: mode === 'active' ? getGetCasesQueryKey(accountId) : getGetMockCasesQueryKey(accountId),
      queryFn: async ({ signal }) => {
        try {
          return await (mode === 'active' ? getCases : getMockCases)(accountId, undefined, signal);
        } catch (error) {
          // A re-login status already ends the session; anything else is an MDR failure worth a report.
          const status = httpStatusOf(error);
          if (status === undefined || !RELOGIN_STATUSES.has(status))
            reportError(error, { feature: 'mdr', operation: 'cases', mode });
          throw error;
        }
      },
      ...cached,
    }),
  products: (accountId: string) => getGetMdrProductsQueryOptions(accountId, { query: cached }),
  issues: (accountId: string) => getGetIssuesQueryOptions(accountId, { query: cached }),
};

/**
 * Route entry (§2.2): cases, products and issues start loading without holding up navigation; account info
 * is part of the session. Cached queries are not fetched again.
 */
export function preloadMdrData(queryClient: QueryClient, accountId: string, isMdr: boolean): void {
  const mode = mdrMode(isMdr, demoMode.isOn(accountId));
  void queryClient.prefetchQuery(mdrQueries.issues(accountId));
  if (mode === 'inactive') return;
  void queryClient.prefetchQuery(mdrQueries.products(accountId));
  void queryClient.prefetchQuery(mdrQueries.cases(accountId, mode));
}
