import { getGetScansQueryOptions } from '@generated/api/scans/scans';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';

const ACTIVE_SCAN_STATUSES = 'REQUESTED,RUNNING';

export const scanQueries = {
  /** Requested and running scans, polled while there are any (console-platform.md §9). */
  active: (accountId: string) =>
    getGetScansQueryOptions(
      accountId,
      { status: ACTIVE_SCAN_STATUSES },
      {
        query: {
          staleTime: 0,
          refetchInterval: (query) =>
            repeatWhile(POLLING.scans, (query.state.data?.length ?? 0) > 0, query.state.dataUpdateCount),
        },
      },
    ),
};
