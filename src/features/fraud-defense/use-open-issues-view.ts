import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { FraudDefenseIssue } from '@/features/issues';
import { useUrlSearch } from '@/shared/search/use-url-search';
import {
  FRAUD_SEARCH_KEYS,
  applyFraudFilters,
  filtersFromSearch,
  openIssuesSearchSchema,
  searchFromFilters,
  type FraudFilterValues,
} from './model/open-issues-view';

type Search = Record<string, unknown>;

/**
 * The open-issues table's view, all of it in the URL (q, status, severity): the debounced search over the findings in
 * table order, then the filters. `rows` is the order the drawer steps through.
 */
export function useOpenIssuesView(all: readonly FraudDefenseIssue[]) {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Search;
  const parsed = openIssuesSearchSchema.parse({ status: raw.status, severity: raw.severity });
  const filtersKey = JSON.stringify([parsed.status ?? null, parsed.severity ?? null]);
  const filters = useMemo(() => {
    const [status, severity] = JSON.parse(filtersKey) as [
      FraudFilterValues['status'] | null,
      FraudFilterValues['severity'] | null,
    ];
    return filtersFromSearch({ status: status ?? undefined, severity: severity ?? undefined });
  }, [filtersKey]);

  const q = typeof raw.q === 'string' ? raw.q : undefined;
  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const search = useUrlSearch(all, FRAUD_SEARCH_KEYS, { value: q, write: writeText });
  const rows = useMemo(() => applyFraudFilters(search.results, filters), [search.results, filters]);

  const setFilters = useCallback(
    (values: FraudFilterValues) =>
      void navigate({ to: '.', search: (prev: Search) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );
  return { typed: search.typed, setTyped: search.setTyped, query: search.query, filters, setFilters, rows };
}
