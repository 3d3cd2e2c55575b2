import { infiniteQueryOptions } from '@tanstack/react-query';
import { getAuditEvents, getGetAuditEventsQueryKey } from '@generated/api/audit/audit';
import type { AuditEventsPage, GetAuditEventsParams } from '@generated/model';
import { httpStatusOf, isAxiosError } from '@/api/errors';

/** Events per page: the contract's default; the next page is asked for well before the list's end. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters of one view of the log (everything but the paging params). */
export type AuditEventFilters = Omit<GetAuditEventsParams, 'cursor' | 'limit'>;

/** orval makes no infinite variant of getAuditEvents: the generated fetcher and key, paged by next_cursor. */
export const auditQueries = {
  events: (accountId: string, filters: AuditEventFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...getGetAuditEventsQueryKey(accountId, filters), 'infinite'] as const,
      queryFn: ({ pageParam, signal }): Promise<AuditEventsPage> =>
        getAuditEvents(
          accountId,
          { ...filters, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          undefined,
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last: AuditEventsPage) => last.next_cursor,
    }),
};

/** The contract's 400 INVALID_CURSOR: the next page's cursor expired (after 24 hours); start again from the newest. */
export function isExpiredCursor(error: unknown): boolean {
  if (httpStatusOf(error) !== 400 || !isAxiosError(error)) return false;
  return (error.response?.data as { code?: unknown } | undefined)?.code === 'INVALID_CURSOR';
}
