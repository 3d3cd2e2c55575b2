import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { sortRows, visibleColumns, type DataTableSort } from '@/shared/data-table/table-model';
import { narrowingCount } from '@/shared/filters/filter-model';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { assetColumns } from './components/AssetsTable';
import {
  ASSET_FILTER_SECTIONS,
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
 * The assets table's view, all of it in the URL (q, types, dispute, sort, cols): search text (debounced), the asset-type
 * and dispute filters (the latter with asset_dispute_enabled), the column sort and the visible columns. `rows` is the
 * table order the drawer steps through.
 */
export function useAssetsView(allRows: readonly AssetRow[], { history, disputes }: { history: boolean; disputes: boolean }) {
  // Only the table's own params: a drawer opening (its params are the root's) does not re-render the page.
  const {
    q,
    types,
    dispute,
    sort: sortParam,
    cols,
  } = assetsRoute.useSearch({
    // The column list as text: the same choice keeps the same columns (and the rows' memo) across URL changes.
    select: ({ q, types, dispute, sort, cols }) => ({ q, types, dispute, sort, cols: cols?.join(',') }),
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
  const allColumns = assetColumns(history);
  const rows = useMemo(
    () => sortRows(applyAssetFilters(search.results, filters), allColumns, sort),
    [search.results, filters, sort, allColumns],
  );
  const columns = useMemo(() => visibleColumns(allColumns, cols), [allColumns, cols]);

  const setFilters = useCallback(
    (values: AssetFilterValues) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );
  const setSort = useCallback(
    (next: DataTableSort | null) =>
      void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, sort: sortToParam(next) }) }),
    [navigate],
  );
  // Hiding the column the rows are sorted by goes back to the default order: no sort the user cannot see.
  const setCols = useCallback(
    (next: string[] | undefined) =>
      void navigate({
        to: '.',
        replace: true,
        search: (prev) => {
          const sorted = sortFromParam(prev.sort)?.columnId;
          const hidden = sorted !== undefined && !visibleColumns(allColumns, next).some((c) => c.id === sorted);
          return { ...prev, cols: next as typeof prev.cols, sort: hidden ? undefined : prev.sort };
        },
      }),
    [navigate, allColumns],
  );
  const narrowed = search.query.trim() !== '' || narrowingCount(ASSET_FILTER_SECTIONS, filters) > 0;
  return {
    typed: search.typed,
    setTyped: search.setTyped,
    query: search.query,
    filters,
    setFilters,
    sort,
    setSort,
    rows,
    allColumns,
    columns,
    cols,
    setCols,
    narrowed,
  };
}
