import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getGetScansQueryOptions, getGetScansQueryKey } from '@generated/api/scans/scans';
import {
  getGetAssetsQueryKey,
  getGetIssuesQueryKey,
  getGetSecurityAssessmentQueryKey,
  getGetTechnologiesQueryKey,
} from '@generated/api/assets/assets';
import { getGetDomainsQueryKey } from '@generated/api/domains/domains';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';
import { scanStatus } from '@/shared/scans/scan-status';
import { notify } from '@/shared/toast/toaster';

export const SCAN_FINISHED_DELAY_MS = 8000;
export const SCAN_FINISHED_MESSAGE =
  'Scan successfully completed. You can find the updated information in the issues/digital footprint pages';
export const ACTIVE_SCAN_STATUSES = 'REQUESTED,RUNNING';

/** Polls requested and running scans; when none remain, after 8 s, announces scan_finished and reloads. */
export function useScanMonitor(accountId: string) {
  const queryClient = useQueryClient();
  const scans = useQuery(
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
  );
  const hadScans = useRef(false);
  const count = scans.data?.length;

  useEffect(() => {
    if (count === undefined) return undefined;
    if (count > 0) {
      hadScans.current = true;
      scanStatus.set(true);
      return undefined;
    }
    if (!hadScans.current) return undefined;
    const timer = setTimeout(() => {
      hadScans.current = false;
      notify.success(SCAN_FINISHED_MESSAGE);
      for (const key of [
        getGetAssetsQueryKey(accountId),
        getGetTechnologiesQueryKey(accountId),
        getGetIssuesQueryKey(accountId),
        getGetSecurityAssessmentQueryKey(accountId),
        getGetDomainsQueryKey(accountId),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      scanStatus.set(false);
    }, SCAN_FINISHED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, accountId, queryClient]);
}

/** Other features ask for a fresh read of scans (after resolving an issue, adding domains). */
export function refreshScansKey(accountId: string) {
  return getGetScansQueryKey(accountId, { status: ACTIVE_SCAN_STATUSES });
}
