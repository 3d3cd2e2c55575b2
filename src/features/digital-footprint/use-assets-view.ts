import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { sortRows, type DataTableSort } from '@/shared/data-table/table-model';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { assetColumns } from './components/AssetsTable';
import {
  applyAssetFilters,
  filtersFromSearch,
  searchFromFilters,
  sortFromParam,
  sortToParam,
  type AssetFilterValues,
} from './model/asset-filters';
import { ASSET_SEARCH_KEYS, sortAssetRows, type AssetRow } from './model/asset-model';

const assetsRoute = getRouteApi('/_app/digital-footprint/assets');

/**
 * The assets table's view, all of it in the URL (q, types, dispute, sort): search text (debounced), the asset-type and
 * dispute filters (the latter with asset_dispute_enabled) and the column sort. `rows` is the table order the drawer
 * steps through.
 */
export function useAssetsView(allRows: readonly AssetRow[], { history, disputes }: { history: boolean; disputes: boolean }) {
  // Only the table's own params: a drawer opening (its params are the root's) does not re-render the page.
  const {
    q,
    types,
    dispute,
    sort: sortParam,
  } = assetsRoute.useSearch({
    select: ({ q, types, dispute, sort }) => ({ q, types, dispute, sort }),
  });
  const navigate = assetsRoute.useNavigate();
  // Each URL change validates the search anew: key the filter by value so the table keeps its rows' identity.
  const filtersKey = JSON.stringify({ types, dispute });
  const filters = useMemo(() => filtersFromSearch(JSON.parse(filtersKey), disputes), [filtersKey, disputes]);
  const sort = useMemo(() => sortFromParam(sortParam), [sortParam]);

  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const ordered = useMemo(() => sortAssetRows(allRows), [allRows]);
  const search = useUrlSearch(ordered, ASSET_SEARCH_KEYS, { value: q, write: writeText });
  const rows = useMemo(
    () => sortRows(applyAssetFilters(search.results, filters), assetColumns(history), sort),
    [search.results, filters, sort, history],
  );

  const setFilters = useCallback(
    (values: AssetFilterValues) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );
  const setSort = useCallback(
    (next: DataTableSort | null) =>
      void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, sort: sortToParam(next) }) }),
    [navigate],
  );
  return { typed: search.typed, setTyped: search.setTyped, query: search.query, filters, setFilters, sort, setSort, rows };
}
