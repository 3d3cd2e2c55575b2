/** Domains this tab is removing (console-platform.md §3 inProcess), per account; outlives the account page. */
const marked = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

const key = (accountId: string, domainId: string) => `${accountId}\u0000${domainId}`;

export const domainStore = {
  setInProcess(accountId: string, domainId: string, value: boolean) {
    const k = key(accountId, domainId);
    if (value === marked.has(k)) return;
    if (value) marked.add(k);
    else marked.delete(k);
    snapshot = [...marked];
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => snapshot,
};
