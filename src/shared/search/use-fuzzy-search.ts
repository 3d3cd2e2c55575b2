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
  // Build the index while the browser is idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const id = requestIdleCallback(() => index.warm(), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [index]);
  const results = useMemo(() => index.search(debounced), [index, debounced]);
  return { results, query: debounced, isDebouncing: debounced !== query };
}
