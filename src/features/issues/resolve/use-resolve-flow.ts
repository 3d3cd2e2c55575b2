import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getResolveIssueMutationKey, type ResolveIssueMutationError } from '@generated/api/issues/issues';
import type { PendingProcesses, ResolveIssueRequest } from '@generated/model';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { waitForQueryData } from '@/shared/polling/wait-for-query';
import { scanResultKeys } from '@/shared/queries/account-data';
import { assetQueries } from '@/shared/queries/assets';
import { issueMutations, issueQueries } from '@/shared/queries/issues';
import { isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { scanQueries } from '@/shared/queries/scans';
import { notify } from '@/shared/toast/toaster';
import type { SummaryIssue } from '../model/issue-model';
import { runResolveFlow } from './resolve-flow';
import type { ResolveFormValues } from './resolve-rules';
import { sameIssue, type ResolveWrite } from './resolve-writes';

/**
 * Starts the mark-as-resolved flow for an issue; the flow runs on after the drawer closes. A second start while the
 * issue's request is on its way (the second click of a double click) does nothing.
 */
export function useResolveIssueFlow(accountId: string) {
  const queryClient = useQueryClient();
  const { close } = useDrawerActions();
  const { mutateAsync } = useWrite<void, ResolveIssueMutationError, ResolveWrite>(issueMutations.resolve(queryClient), sameIssue);

  return useCallback(
    (issue: SummaryIssue, request: ResolveIssueRequest, typed: ResolveFormValues) => {
      const write: ResolveWrite = { accountId, issueId: issue.id, data: request, typed };
      if (isWriteInFlight(queryClient, getResolveIssueMutationKey(), write, sameIssue)) return undefined;
      const processes = issueQueries.pendingProcesses(accountId);
      return runResolveFlow(issue.name, {
        closePanel: close,
        submit: () => mutateAsync(write),
        refreshScans: () => void queryClient.invalidateQueries({ queryKey: scanQueries.active(accountId).queryKey }),
        // The accepted write read the processes afresh; the platform's process monitor polls them from there.
        waitForProcess: async () => {
          const isDone = (data: PendingProcesses) => !data.resolved_issues.includes(issue.id);
          await waitForQueryData(queryClient, processes.queryKey, isDone, pollingBudgetMs(POLLING.userInputs));
        },
        readStatus: async () => {
          const issues = await queryClient.fetchQuery({ ...assetQueries.issues(accountId), staleTime: 0 });
          return issues.find((candidate) => candidate.id === issue.id)?.status;
        },
        // After a failed read of the processes, reading them again would only fail and report it a second time.
        refreshData: (outcome) =>
          Promise.all(
            [...scanResultKeys(accountId), ...(outcome === 'pollingFailed' ? [] : [processes.queryKey])].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          ),
        notify,
      });
    },
    [accountId, close, mutateAsync, queryClient],
  );
}
