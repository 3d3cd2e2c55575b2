import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { sortRows, type DataTableSort } from '@/shared/data-table/table-model';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { ASSET_COLUMNS } from './components/AssetsTable';
import {
  applyAssetFilters,
  assetsSearchSchema,
  filtersFromSearch,
  searchFromFilters,
  sortFromParam,
  sortToParam,
  type AssetFilterValues,
} from './model/asset-filters';
import { ASSET_SEARCH_KEYS, sortAssetRows, type AssetRow } from './model/asset-model';

type Search = Record<string, unknown>;

/**
 * The assets table's view, all of it in the URL (q, types, sort): search text (debounced), the asset-type filter and
 * the column sort. `rows` is the table order the drawer steps through.
 */
export function useAssetsView(allRows: readonly AssetRow[]) {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Search;
  const parsed = assetsSearchSchema.parse({ types: raw.types, sort: raw.sort });
  const typesKey = JSON.stringify(parsed.types ?? null);
  const filters = useMemo(() => filtersFromSearch({ types: JSON.parse(typesKey) ?? undefined }), [typesKey]);
  const sort = useMemo(() => sortFromParam(parsed.sort), [parsed.sort]);

  const ordered = useMemo(() => sortAssetRows(allRows), [allRows]);
  const search = useUrlSearch(ordered, ASSET_SEARCH_KEYS);
  const rows = useMemo(
    () => sortRows(applyAssetFilters(search.results, filters), ASSET_COLUMNS, sort),
    [search.results, filters, sort],
  );

  const setFilters = useCallback(
    (values: AssetFilterValues) =>
      void navigate({ to: '.', search: (prev: Search) => ({ ...prev, ...searchFromFilters(values) }) }),
    [navigate],
  );
  const setSort = useCallback(
    (next: DataTableSort | null) =>
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, sort: sortToParam(next) }) }),
    [navigate],
  );
  return { typed: search.typed, setTyped: search.setTyped, query: search.query, filters, setFilters, sort, setSort, rows };
}
