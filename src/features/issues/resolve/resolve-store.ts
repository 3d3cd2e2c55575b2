import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { ResolveFormValues } from './resolve-rules';
import { issueQueries } from '@/shared/queries/issues';

/**
 * Issues marked in process by this tab (console-platform.md §3 inProcess), and what the user typed into each
 * issue's form, kept until the request is accepted so a failed attempt can be retried without retyping.
 */
const inProcess = new Set<string>();
const drafts = new Map<string, ResolveFormValues>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

const key = (accountId: string, issueId: string) => `${accountId}\u0000${issueId}`;

function emit() {
  snapshot = [...inProcess];
  for (const listener of listeners) listener();
}

export const resolveStore = {
  setInProcess(accountId: string, issueId: string, value: boolean) {
    const k = key(accountId, issueId);
    if (value === inProcess.has(k)) return;
    if (value) inProcess.add(k);
    else inProcess.delete(k);
    emit();
  },
  draft: (accountId: string, issueId: string) => drafts.get(key(accountId, issueId)),
  saveDraft: (accountId: string, issueId: string, values: ResolveFormValues) => void drafts.set(key(accountId, issueId), values),
  clearDraft: (accountId: string, issueId: string) => void drafts.delete(key(accountId, issueId)),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => snapshot,
};

/**
 * Ids of the account's issues in process: marked here, or still listed by the user-input processes that the
 * platform's process monitor polls (so a reload keeps showing 'Validating...').
 */
export function useInProcessIssueIds(accountId: string): ReadonlySet<string> {
  const marked = useSyncExternalStore(resolveStore.subscribe, resolveStore.snapshot, resolveStore.snapshot);
  // Reads the monitor's cache entry without starting requests of its own. After a failed read its last data is
  // stale: the marks go (console-platform.md §4) rather than showing 'Validating...' for ever.
  const monitor = useQuery({ ...issueQueries.pendingProcesses(accountId), enabled: false });
  const pending = monitor.isError ? undefined : monitor.data;
  return useMemo(() => {
    const prefix = `${accountId}\u0000`;
    const ids = new Set(marked.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
    for (const id of pending?.resolved_issues ?? []) ids.add(id);
    return ids;
  }, [marked, pending, accountId]);
}
