import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { FraudDefenseIssue } from '@/features/issues';
import { useUrlSearch } from '@/shared/search/use-url-search';
import {
  FRAUD_SEARCH_KEYS,
  applyFraudFilters,
  filtersFromSearch,
  searchFromFilters,
  type FraudFilterValues,
} from './model/open-issues-view';

const openIssuesRoute = getRouteApi('/_app/fraud-defense/open-issues');

/**
 * The open-issues table's view, all of it in the URL (q, status, severity, group): the debounced search over the findings in
 * table order, then the filters. `rows` is the order the drawer steps through.
 */
export function useOpenIssuesView(all: readonly FraudDefenseIssue[]) {
  // Only the table's own params: a drawer opening does not re-render the page.
  const { q, status, severity, group } = openIssuesRoute.useSearch({
    select: ({ q, status, severity, group }) => ({ q, status, severity, group }),
  });
  const navigate = openIssuesRoute.useNavigate();
  // Each URL change validates the search anew: key the filters by value so the table keeps its rows' identity.
  const filtersKey = JSON.stringify([status ?? null, severity ?? null]);
  const filters = useMemo(() => {
    const [statusList, severityList] = JSON.parse(filtersKey) as [
      FraudFilterValues['status'] | null,
      FraudFilterValues['severity'] | null,
    ];
    return filtersFromSearch({ status: statusList ?? undefined, severity: severityList ?? undefined });
  }, [filtersKey]);

  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const search = useUrlSearch(all, FRAUD_SEARCH_KEYS, { value: q, write: writeText });
  const rows = useMemo(() => applyFraudFilters(search.results, filters), [search.results, filters]);

  const setFilters = useCallback(
    (values: FraudFilterValues) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );
  const setGrouped = useCallback(
    (grouped: boolean) =>
      void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, group: grouped ? 'campaign' : undefined }) }),
    [navigate],
  );
  return {
    typed: search.typed,
    setTyped: search.setTyped,
    query: search.query,
    filters,
    setFilters,
    rows,
    grouped: group === 'campaign',
    setGrouped,
  };
}
