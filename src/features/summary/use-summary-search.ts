import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFuzzySearch } from '@/shared/search/use-fuzzy-search';
import {
  ISSUE_SEARCH_KEYS,
  applyIssueFilters,
  filtersFromSearch,
  searchFromFilters,
  summarySearchSchema,
  type IssueFilterValues,
} from './model/issue-filters';
import type { SummaryIssue } from '@/features/issues';

type Search = Record<string, unknown>;

/**
 * Search text and filters of the Security Issues panel, kept in the URL (q, severity, category, status, range) so a
 * filtered view survives reload and can be shared. Typing is local; the debounced text goes to the URL.
 */
export function useSummarySearch(allIssues: readonly SummaryIssue[]) {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Search;
  const parsed = summarySearchSchema.parse(raw);
  const urlQuery = parsed.q ?? '';
  const filtersKey = JSON.stringify([parsed.severity, parsed.category, parsed.status, parsed.range]);
  const filters = useMemo(() => {
    const [severity, category, status, range] = JSON.parse(filtersKey) as unknown[];
    return filtersFromSearch(summarySearchSchema.parse({ severity, category, status, range }));
  }, [filtersKey]);

  const [typed, setTyped] = useState(urlQuery);
  const search = useFuzzySearch(allIssues, ISSUE_SEARCH_KEYS, typed);

  const writeQuery = useCallback(
    (q: string) =>
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, q: q.trim() ? q : undefined }) }),
    [navigate],
  );
  // Debounced text → URL; a URL changed from outside (back, a shared link) → the box.
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

  const setFilters = useCallback(
    (values: IssueFilterValues) =>
      void navigate({ to: '.', search: (prev: Search) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );

  const rows = useMemo(() => applyIssueFilters(search.results, filters), [search.results, filters]);
  return { typed, setTyped, query: search.query, filters, setFilters, rows };
}
