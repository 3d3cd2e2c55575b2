/** Collapsed lists of the asset drawer (console-platform.md §2.6). */

/** Ports, IPs and logins show 2 items before the toggle; every other list 5. */
const SHORT_LIST_LIMIT = 2;
const LIST_LIMIT = 5;

export type ListKind = 'ports' | 'ips' | 'logins' | 'other';

export function collapseLimit(kind: ListKind): number {
  return kind === 'other' ? LIST_LIMIT : SHORT_LIST_LIMIT;
}

export interface CollapsedList<T> {
  shown: readonly T[];
  /** The toggle's text, or null when every item fits. */
  toggle: string | null;
}

/** The items shown and the toggle: 'Show all (N)' with N the whole list, 'Show less' once expanded. */
export function collapseList<T>(items: readonly T[], kind: ListKind, expanded: boolean): CollapsedList<T> {
  const limit = collapseLimit(kind);
  if (items.length <= limit) return { shown: items, toggle: null };
  return expanded
    ? { shown: items, toggle: 'Show less' }
    : { shown: items.slice(0, limit), toggle: `Show all (${items.length})` };
}
