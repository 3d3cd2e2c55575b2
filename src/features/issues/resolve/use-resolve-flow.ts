import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useResolveIssue } from '@generated/api/issues/issues';
import type { PendingProcesses, ResolveIssueRequest } from '@generated/model';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { scanResultKeys } from '@/shared/queries/account-data';
import { assetQueries } from '@/shared/queries/assets';
import { issueQueries } from '@/shared/queries/issues';
import { scanQueries } from '@/shared/queries/scans';
import { readThenFollow } from '@/shared/polling/wait-for-query';
import { notify } from '@/shared/toast/toaster';
import type { SummaryIssue } from '../model/issue-model';
import { runResolveFlow } from './resolve-flow';
import { resolveStore } from './resolve-store';

/** Starts the mark-as-resolved flow for an issue; the flow runs on after the drawer closes. */
export function useResolveIssueFlow(accountId: string) {
  const queryClient = useQueryClient();
  const { close } = useDrawerActions();
  const { mutateAsync } = useResolveIssue();

  return useCallback(
    (issue: SummaryIssue, request: ResolveIssueRequest) =>
      runResolveFlow(issue.name, {
        markInProcess: (value) => resolveStore.setInProcess(accountId, issue.id, value),
        closePanel: close,
        submit: () => mutateAsync({ accountId, issueId: issue.id, data: request }),
        onAccepted: () => {
          resolveStore.clearDraft(accountId, issue.id);
          // The platform's process monitor polls from here on, so every screen sees the issue in process.
          void queryClient.invalidateQueries({ queryKey: issueQueries.pendingProcesses(accountId).queryKey });
        },
        refreshScans: () => void queryClient.invalidateQueries({ queryKey: scanQueries.active(accountId).queryKey }),
        // One fresh read, then the platform's process monitor keeps polling; the flow only follows its data.
        waitForProcess: async () => {
          const isDone = (processes: PendingProcesses) => !processes.resolved_issues.includes(issue.id);
          const options = issueQueries.pendingProcesses(accountId);
          const read = () => queryClient.fetchQuery({ ...options, staleTime: 0 });
          await readThenFollow(queryClient, options.queryKey, read, isDone, pollingBudgetMs(POLLING.userInputs));
        },
        readStatus: async () => {
          const issues = await queryClient.fetchQuery({ ...assetQueries.issues(accountId), staleTime: 0 });
          return issues.find((candidate) => candidate.id === issue.id)?.status;
        },
        // After a failed read of the processes, reading them again would only fail and report it a second time.
        refreshData: (outcome) =>
          Promise.all(
            [
              ...scanResultKeys(accountId),
              ...(outcome === 'pollingFailed' ? [] : [issueQueries.pendingProcesses(accountId).queryKey]),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
        notify,
      }),
    [accountId, close, mutateAsync, queryClient],
  );
}
