import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useUrlSearch } from '@/shared/search/use-url-search';
import type { SummaryIssue } from '@/features/issues';
import {
  ISSUE_SEARCH_KEYS,
  applyIssueFilters,
  filtersFromSearch,
  searchFromFilters,
  type IssueFilterValues,
  type SummarySearch,
} from './model/issue-filters';

const summaryRoute = getRouteApi('/_app/');

/**
 * Search text, filters and visible columns of the Security Issues panel, kept in the URL (q, severity, category,
 * status, range, cols) so a
 * filtered view survives reload and can be shared; the text through the shared `useUrlSearch`.
 */
export function useSummarySearch(allIssues: readonly SummaryIssue[]) {
  // Only the panel's own params: a drawer opening (its params are the root's) does not re-render the panel.
  const { q, severity, category, status, range, cols } = summaryRoute.useSearch({
    // The column list as text: the same choice keeps the same columns across URL changes.
    select: ({ q, severity, category, status, range, cols }) => ({ q, severity, category, status, range, cols: cols?.join(',') }),
  });
  const navigate = summaryRoute.useNavigate();
  // Each URL change validates the search anew: key the filters by value so the table keeps its rows' identity.
  const filtersKey = JSON.stringify({ severity, category, status, range });
  const filters = useMemo(() => filtersFromSearch(JSON.parse(filtersKey) as SummarySearch), [filtersKey]);

  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const search = useUrlSearch(allIssues, ISSUE_SEARCH_KEYS, { value: q, write: writeText });

  const setFilters = useCallback(
    (values: IssueFilterValues) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );

  const setCols = useCallback(
    (next: string[] | undefined) =>
      void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, cols: next as typeof prev.cols }) }),
    [navigate],
  );

  const rows = useMemo(() => applyIssueFilters(search.results, filters), [search.results, filters]);
  return { typed: search.typed, setTyped: search.setTyped, query: search.query, filters, setFilters, rows, cols, setCols };
}
