/**
 * `useUrlSearch(items, keys, param?)` → `{ typed, setTyped, query, results }`: the shared fuzzy search with its text
 * kept in a URL search param ('q'), so a reload or a shared link restores it. Typing is local; the debounced text is
 * written to the URL (replace), and a URL changed from outside (back, a link) goes back into the box.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FuzzyKey } from './fuzzy-search';
import { useFuzzySearch } from './use-fuzzy-search';

type Search = Record<string, unknown>;

export function useUrlSearch<T>(items: readonly T[], keys: readonly FuzzyKey<T>[], param = 'q') {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Search;
  const urlQuery = typeof raw[param] === 'string' ? raw[param] : '';
  const [typed, setTyped] = useState(urlQuery);
  const search = useFuzzySearch(items, keys, typed);

  const writeQuery = useCallback(
    (q: string) =>
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, [param]: q.trim() ? q : undefined }) }),
    [navigate, param],
  );
  const synced = useRef(urlQuery);
  useEffect(() => {
    if (search.query !== synced.current) {
      synced.current = search.query;
      if (search.query !== urlQuery) writeQuery(search.query);
    } else if (urlQuery !== synced.current) {
      synced.current = urlQuery;
      setTyped(urlQuery);
    }
  }, [search.query, urlQuery, writeQuery]);

  return { typed, setTyped, query: search.query, results: search.results, isDebouncing: search.isDebouncing };
}
