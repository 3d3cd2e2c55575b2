import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getDeleteDomainMutationKey, type DeleteDomainMutationVariables } from '@generated/api/domains/domains';
import type { Domain } from '@generated/model';
import { domainMutations } from '@/shared/queries/domain-writes';
import { issueQueries } from '@/shared/queries/issues';
import { usePendingWrites, useWrite, withFeedback } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { DOMAIN_MESSAGES, removalFailure } from '../model/domain-model';

const sameDomain = (a: DeleteDomainMutationVariables, b: DeleteDomainMutationVariables) => a.domainId === b.domainId;

/**
 * Domains in removal and the removal itself (console-platform.md §3, §4). In removal: the domains this tab's delete
 * writes are still on (pending until the user-input processes no longer list them: `domainMutations.remove`), and the
 * ones the processes list, from the last read that succeeded. A failed progress read unmarks the domain (#26.3): its
 * write ends in error and the failed query's old list is not trusted, so the remove button is back for a retry.
 * With mark_as_resolved_enabled the platform's process monitor is the processes' poller and this only reads its
 * data; without it the removal reads them itself.
 */
export function useDomainRemoval(accountId: string, monitorRunning: boolean) {
  const queryClient = useQueryClient();
  const removing = usePendingWrites<DeleteDomainMutationVariables, string>(getDeleteDomainMutationKey(), (v) => v.domainId);
  // The monitor's cache entry, without requests of its own.
  const processes = useQuery({ ...issueQueries.pendingProcesses(accountId), enabled: false });
  const listed = processes.status === 'success' ? processes.data.delete_domains : undefined;
  const inProcess = useMemo(() => new Set([...removing, ...(listed ?? [])]), [removing, listed]);

  const options = useMemo(
    () =>
      withFeedback(domainMutations.remove(queryClient, monitorRunning), {
        onSuccess: () => notify.success(DOMAIN_MESSAGES.deleted),
        onError: (error) => {
          const message = removalFailure(error);
          if (message) notify.error(message);
        },
      }),
    [queryClient, monitorRunning],
  );
  const { mutate } = useWrite(options, sameDomain);
  const remove = useCallback((domain: Domain) => mutate({ accountId, domainId: domain.id }), [accountId, mutate]);
  return { inProcess, remove };
}
