import { queryOptions } from '@tanstack/react-query';
import {
  getCases,
  getGetCasesQueryKey,
  getGetMdrProductsQueryOptions,
  getGetMockCasesQueryKey,
  getMockCases,
} from '@generated/api/mdr/mdr';
import { ContractViolationError, httpStatusOf, isAxiosError } from '@/api/errors';
import { reportError } from '@/shared/monitoring/error-reporting';

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
};
