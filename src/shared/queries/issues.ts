import type { Query } from '@tanstack/react-query';
import { getGetPendingProcessesQueryOptions, getGetResolutionFormDataQueryOptions } from '@generated/api/issues/issues';
import type { PendingProcesses } from '@generated/model';

type ProcessesInterval = (query: Query<PendingProcesses, unknown, PendingProcesses, readonly unknown[]>) => number | false;

export const issueQueries = {
  resolutionForm: (accountId: string) => getGetResolutionFormDataQueryOptions(accountId),
  /**
   * User-input processes are always read fresh. The platform's process monitor is the one poller: it passes its
   * interval; every other reader follows that query's data.
   */
  pendingProcesses: (accountId: string, poll?: { enabled: boolean; refetchInterval: ProcessesInterval }) =>
    getGetPendingProcessesQueryOptions(accountId, { query: { staleTime: 0, ...poll } }),
};
