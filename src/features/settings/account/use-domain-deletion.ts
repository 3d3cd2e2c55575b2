import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useDeleteDomain } from '@generated/api/domains/domains';
import type { Domain, PendingProcesses } from '@generated/model';
import { scanResultKeys } from '@/shared/queries/account-data';
import { domainQueries } from '@/shared/queries/domains';
import { issueQueries } from '@/shared/queries/issues';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { readThenFollow } from '@/shared/polling/wait-for-query';
import { notify } from '@/shared/toast/toaster';
import { pollDomainDeletion, runDomainDeletion } from '../model/domain-model';
import { domainStore } from '../model/domain-store';

/**
 * Domains in process (marked by this tab, or still listed by the user-input processes) and the removal flow.
 * With mark_as_resolved_enabled the platform's process monitor is the poller and the flow follows its data;
 * without it the flow reads the processes itself (`pollDomainDeletion`).
 */
export function useDomainDeletion(accountId: string, monitorRunning: boolean) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useDeleteDomain();
  const marked = useSyncExternalStore(domainStore.subscribe, domainStore.snapshot, domainStore.snapshot);
  // Reads the monitor's cache entry without starting requests of its own.
  const pending = useQuery({ ...issueQueries.pendingProcesses(accountId), enabled: false }).data;
  const inProcess = useMemo(() => {
    const prefix = `${accountId}\u0000`;
    const ids = new Set(marked.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
    for (const id of pending?.delete_domains ?? []) ids.add(id);
    return ids;
  }, [marked, pending, accountId]);

  const remove = useCallback(
    (domain: Domain) =>
      runDomainDeletion({
        markInProcess: (value) => domainStore.setInProcess(accountId, domain.id, value),
        submit: () => mutateAsync({ accountId, domainId: domain.id }),
        onAccepted: () => void queryClient.invalidateQueries({ queryKey: issueQueries.pendingProcesses(accountId).queryKey }),
        waitForProcess: async () => {
          const isDone = (processes: PendingProcesses) => !processes.delete_domains.includes(domain.id);
          const options = issueQueries.pendingProcesses(accountId);
          if (monitorRunning) {
            const read = () => queryClient.fetchQuery({ ...options, staleTime: 0 });
            await readThenFollow(queryClient, options.queryKey, read, isDone, pollingBudgetMs(POLLING.userInputs));
            return;
          }
          await pollDomainDeletion(domain.id, () => queryClient.fetchQuery({ ...options, staleTime: 0 }));
        },
        refreshData: () =>
          Promise.all(
            [...scanResultKeys(accountId), domainQueries.domains(accountId).queryKey].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          ),
        notify,
      }),
    [accountId, monitorRunning, mutateAsync, queryClient],
  );
  return { inProcess, remove };
}
