import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { scanResultKeys } from '@/shared/queries/account-data';
import { scanQueries } from '@/shared/queries/scans';
import { scanStatus } from '@/shared/scans/scan-status';
import { notify } from '@/shared/toast/toaster';

const SCAN_FINISHED_DELAY_MS = 8000;
const SCAN_FINISHED_MESSAGE =
  'Scan successfully completed. You can find the updated information in the issues/digital footprint pages';

/** Polls requested and running scans; when none remain, after 8 s, announces scan_finished and reloads. */
export function useScanMonitor(accountId: string) {
  const queryClient = useQueryClient();
  const scans = useQuery(scanQueries.active(accountId));
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
      for (const queryKey of scanResultKeys(accountId)) void queryClient.invalidateQueries({ queryKey });
      scanStatus.set(false);
    }, SCAN_FINISHED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, accountId, queryClient]);
}
