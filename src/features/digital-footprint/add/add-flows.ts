import type { QueryClient } from '@tanstack/react-query';
import type { PendingProcesses } from '@generated/model';
import { scanResultKeys } from '@/shared/queries/account-data';
import { issueQueries } from '@/shared/queries/issues';
import { POLLING, poll, pollingBudgetMs, pollingErrorMessage } from '@/shared/polling/polling-policy';
import { FollowedQueryError, waitForQueryData } from '@/shared/polling/wait-for-query';
import { notify } from '@/shared/toast/toaster';
import { ADD_MESSAGES } from './add-messages';

export interface FlowContext {
  accountId: string;
  queryClient: QueryClient;
  /** The platform's process monitor polls the user-input processes (mark_as_resolved_enabled). */
  monitorRunning: boolean;
}

/**
 * After an accepted domain add: the user-input processes until no domain add is in progress (30 at 5 s), then the
 * scan results are read again. The add's mutation (domainMutations.add) already asked the processes again, so a
 * running process monitor is followed rather than polled twice.
 */
export async function followDomainProcesses({ accountId, queryClient, monitorRunning }: FlowContext) {
  const isDone = (processes: PendingProcesses) => processes.add_domains.length === 0;
  const options = issueQueries.pendingProcesses(accountId);
  try {
    if (monitorRunning) {
      await waitForQueryData(queryClient, options.queryKey, isDone, pollingBudgetMs(POLLING.userInputs));
    } else {
      await poll({
        policy: POLLING.userInputs,
        request: () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
        isDone,
      });
    }
  } catch (error) {
    // A failed read followed from the process monitor was told by the monitor; running out of polls is a timeout (§8).
    if (!(error instanceof FollowedQueryError)) notify.error(pollingErrorMessage(error) ?? ADD_MESSAGES.processesFailed);
    return;
  }
  await Promise.all(scanResultKeys(accountId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  notify.success(ADD_MESSAGES.domainsProcessed);
}
