import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetPendingProcessesQueryOptions } from '@generated/api/issues/issues';
import type { PendingProcesses } from '@generated/model';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';
import { notify } from '@/shared/toast/toaster';

export const PROCESS_POLLING_FAILED = 'Service is not available, please try again later';

export function hasPendingProcesses(p: PendingProcesses | undefined): boolean {
  return Boolean(p && (p.resolved_issues.length > 0 || p.delete_domains.length > 0 || p.add_domains.length > 0));
}

/** User-input processes, polled while any are in progress (30 × 5 s); started only when mark_as_resolved_enabled. */
export function useProcessMonitor(accountId: string, enabled: boolean) {
  const processes = useQuery(
    getGetPendingProcessesQueryOptions(accountId, {
      query: {
        enabled,
        staleTime: 0,
        retry: false,
        refetchInterval: (query) =>
          repeatWhile(POLLING.userInputs, hasPendingProcesses(query.state.data), query.state.dataUpdateCount),
      },
    }),
  );
  useEffect(() => {
    if (processes.isError) notify.error(PROCESS_POLLING_FAILED);
  }, [processes.isError]);
  return processes;
}
