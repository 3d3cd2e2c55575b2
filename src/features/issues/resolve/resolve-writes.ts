/**
 * What the mark-as-resolved writes tell the screens, read from TanStack Query's caches (no store of our own): which
 * issues are in process, and what the user typed for a request that failed.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getResolveIssueMutationKey, type ResolveIssueMutationVariables } from '@generated/api/issues/issues';
import { issueQueries } from '@/shared/queries/issues';
import { useFailedWrite, usePendingWrites } from '@/shared/queries/mutations';
import type { ResolveFormValues } from './resolve-rules';

/** A resolve request with the form's values it was built from (the request alone loses them: groups, spaces). */
export type ResolveWrite = ResolveIssueMutationVariables & { typed: ResolveFormValues };

/** Writes to the same issue: a second one while the first is in flight is dropped. */
export const sameIssue = (a: ResolveIssueMutationVariables, b: ResolveIssueMutationVariables) =>
  a.accountId === b.accountId && a.issueId === b.issueId;

/**
 * Ids of the account's issues in process (console-platform.md §3 inProcess): a resolve request on its way, or an
 * issue the user-input processes still list, which the platform's process monitor polls (so a reload keeps showing
 * 'Validating...').
 */
export function useInProcessIssueIds(accountId: string): ReadonlySet<string> {
  const sending = usePendingWrites<ResolveIssueMutationVariables, string | null>(getResolveIssueMutationKey(), (write) =>
    write.accountId === accountId ? write.issueId : null,
  );
  // Reads the monitor's cache entry without starting requests of its own. After a failed read its last data is
  // stale: the marks go (console-platform.md §4) rather than showing 'Validating...' for ever.
  const monitor = useQuery({ ...issueQueries.pendingProcesses(accountId), enabled: false });
  const listed = monitor.isError ? undefined : monitor.data?.resolved_issues;
  return useMemo(() => new Set([...sending.filter((id): id is string => id !== null), ...(listed ?? [])]), [sending, listed]);
}

/** What the user typed for the issue's last resolve request, when that request failed. */
export function useFailedResolveValues(accountId: string, issueId: string): ResolveFormValues | undefined {
  return useFailedWrite<ResolveWrite>(
    getResolveIssueMutationKey(),
    (write) => write.accountId === accountId && write.issueId === issueId,
  )?.typed;
}
