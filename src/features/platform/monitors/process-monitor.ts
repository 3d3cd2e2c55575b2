import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PendingProcesses } from '@generated/model';
import { POLLING, repeatWhile } from '@/shared/polling/polling-policy';
import { issueQueries } from '@/shared/queries/issues';
import { notify } from '@/shared/toast/toaster';

const PROCESS_POLLING_FAILED = 'Service is not available, please try again later';

function hasPendingProcesses(p: PendingProcesses | undefined): boolean {
  return Boolean(p && (p.resolved_issues.length > 0 || p.delete_domains.length > 0 || p.add_domains.length > 0));
}

/**
 * The next poll of the user-input processes: while anything is pending, at the policy's interval and bounded
 * per run of pending work (counted from the last read that found nothing pending), else none. A failed read stops
 * polling (console-platform.md §4: on failure the in-process marks go); the next accepted request starts it again.
 */
export function nextProcessPoll(pending: boolean, updates: number, streakStart: number, failed = false) {
  if (failed) return { delay: false as const, streakStart: updates };
  if (!pending) return { delay: false as const, streakStart: updates };
  return { delay: repeatWhile(POLLING.userInputs, true, updates - streakStart - 1), streakStart };
}

/**
 * User-input processes, polled while any are in progress, at most 30 × 5 s per run of pending work (a new
 * resolve or domain change starts a new run); started only when mark_as_resolved_enabled. This is the one
 * poller of the endpoint: flows that wait for a process follow this query's data.
 */
export function useProcessMonitor(accountId: string, enabled: boolean) {
  const streakStart = useRef(0);
  const processes = useQuery(
    issueQueries.pendingProcesses(accountId, {
      enabled,
      refetchInterval: (query) => {
        const next = nextProcessPoll(
          hasPendingProcesses(query.state.data),
          query.state.dataUpdateCount,
          streakStart.current,
          query.state.status === 'error',
        );
        streakStart.current = next.streakStart;
        return next.delay;
      },
    }),
  );
  // The one report of a failed read (console-platform.md §4), each time one fails, also a read a flow asked for:
  // the flows that follow this query (waitForQueryData, readThenFollow) stay silent about it.
  useEffect(() => {
    if (processes.isError) notify.error(PROCESS_POLLING_FAILED);
  }, [processes.isError, processes.errorUpdateCount]);
  return processes;
}
