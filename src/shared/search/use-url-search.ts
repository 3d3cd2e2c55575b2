/**
 * `useUrlSearch(items, keys, url)` → `{ typed, setTyped, query, results }`: the shared fuzzy search with its text
 * kept in a URL search param, so a reload or a shared link restores it. The page owns the param: it passes the value
 * its route validated and a (stable) writer through its route's typed API. Typing is local; the debounced text is
 * written to the URL (replace), and a URL changed from outside (back, a link) goes back into the box.
 */
import { useEffect, useRef, useState } from 'react';
import type { FuzzyKey } from './fuzzy-search';
import { useFuzzySearch } from './use-fuzzy-search';

export interface UrlText {
  /** The text in the URL, as the route validated it. */
  value: string | undefined;
  /** Writes the text to the URL (replace); undefined takes the param out. Keep it stable (useCallback). */
  write: (text: string | undefined) => void;
}

export function useUrlSearch<T>(items: readonly T[], keys: readonly FuzzyKey<T>[], url: UrlText) {
  const urlQuery = url.value ?? '';
  const { write } = url;
  const [typed, setTyped] = useState(urlQuery);
  const search = useFuzzySearch(items, keys, typed);

  const synced = useRef(urlQuery);
  useEffect(() => {
    if (search.query !== synced.current) {
      synced.current = search.query;
      if (search.query !== urlQuery) write(search.query.trim() ? search.query : undefined);
    } else if (urlQuery !== synced.current) {
      synced.current = urlQuery;
      setTyped(urlQuery);
    }
  }, [search.query, urlQuery, write]);

  return { typed, setTyped, query: search.query, results: search.results, isDebouncing: search.isDebouncing };
}
