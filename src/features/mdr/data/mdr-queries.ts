import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getCases,
  getGetCasesQueryKey,
  getGetMdrProductsQueryOptions,
  getGetMockCasesQueryKey,
  getMockCases,
} from '@generated/api/mdr/mdr';
import { ContractViolationError, httpStatusOf, isAxiosError } from '@/api/errors';
import { reportError } from '@/shared/monitoring/error-reporting';
import { demoMode } from '@/shared/persistence/demo-mode';
import { assetQueries } from '@/shared/queries/assets';

/** Real cases for MDR accounts; demo accounts read the mock cases of the same shape. */
export type MdrMode = 'active' | 'demo' | 'inactive';

export function mdrMode(isMdr: boolean, demoOn: boolean): MdrMode {
  if (isMdr) return 'active';
  return demoOn ? 'demo' : 'inactive';
}

/** Cases stay for the session, also while no MDR page is mounted. */
const cached = { gcTime: Infinity } as const;

/**
 * Whether the MDR layer should report a failed case fetch. The HTTP layer (src/api/http-client.ts) already reports
 * every answered 4xx/5xx and every contract violation, and ends the session on 401/403/417; a cancelled request is
 * no failure. What is left (no answer at all, a 202/204 'not ready', anything unexpected) is reported here, once.
 */
function mdrShouldReport(error: unknown): boolean {
  if (error instanceof ContractViolationError) return false;
  if (isAxiosError(error) && (error.code === 'ERR_CANCELED' || error.name === 'CanceledError')) return false;
  const status = httpStatusOf(error);
  return status === undefined || status < 400;
}

export const mdrQueries = {
  cases: (accountId: string, mode: 'active' | 'demo') =>
    queryOptions({
      queryKey: mode === 'active' ? getGetCasesQueryKey(accountId) : getGetMockCasesQueryKey(accountId),
      queryFn: async ({ signal }) => {
        try {
          return await (mode === 'active' ? getCases : getMockCases)(accountId, undefined, signal);
        } catch (error) {
          if (mdrShouldReport(error)) reportError(error, { feature: 'mdr', operation: 'cases', mode });
          throw error;
        }
      },
      ...cached,
    }),
  products: (accountId: string) => getGetMdrProductsQueryOptions(accountId, { query: cached }),
  issues: (accountId: string) => assetQueries.issues(accountId),
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
