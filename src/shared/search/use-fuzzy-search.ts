/**
 * Shared search hook: `useFuzzySearch(items, keys, query)` → `{ results, query, isDebouncing }`, with
 * `keys: FuzzyKey[]` ({ name, threshold, get? }) declared at module level.
 */
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, createFuzzyIndex, type FuzzyKey } from './fuzzy-search';

/** `value`, once it has stopped changing for `delayMs`. */
function useDebouncedValue<V>(value: V, delayMs: number): V {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface FuzzySearchResult<T> {
  /** Matching items in their original (the table's) order. */
  results: T[];
  /** The query the results are for (the typed text, 300 ms later). */
  query: string;
  /** True while typed text is waiting for the debounce. */
  isDebouncing: boolean;
}

/**
 * The one search of the console: `items` filtered by `query` with a per-key Fuse threshold
 * (see createFuzzyIndex), debounced 300 ms. Pass module-level `keys` so the index is built once per `items`.
 */
export function useFuzzySearch<T>(
  items: readonly T[],
  keys: readonly FuzzyKey<T>[],
  query: string,
  debounceMs: number = SEARCH_DEBOUNCE_MS,
): FuzzySearchResult<T> {
  const debounced = useDebouncedValue(query, debounceMs);
  const index = useMemo(() => createFuzzyIndex(items, keys), [items, keys]);
  // Build the index while the browser is idle, a slice per idle period, so that neither the first keystroke nor
  // anything the user does meanwhile waits for it (50,000 MDR alerts take ~0.6 s to prepare: issue #30).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    let id = 0;
    const work = (deadline: IdleDeadline) => {
      if (!index.warm(() => deadline.timeRemaining() > 1)) id = requestIdleCallback(work);
    };
    id = requestIdleCallback(work);
    return () => cancelIdleCallback(id);
  }, [index]);
  const results = useMemo(() => index.search(debounced), [index, debounced]);
  return { results, query: debounced, isDebouncing: debounced !== query };
}
