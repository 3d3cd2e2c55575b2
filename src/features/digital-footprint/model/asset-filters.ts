/** The assets page's filter (asset type, all on by default, §9), its column sort and their URL form. */
import { z } from 'zod/mini';
import type { FilterSection, FilterValues } from '@/shared/filters/filter-model';
import type { DataTableSort } from '@/shared/data-table/table-model';
import { listParam, textParam } from '@/shared/url/search-params';
import { ASSET_TYPES, assetTypeLabel, type AssetRow, type KnownAssetType } from './asset-model';

export const ASSET_FILTER_SECTIONS = [
  {
    kind: 'checkboxes',
    id: 'types',
    label: 'Asset type',
    options: ASSET_TYPES.map((value) => ({ value, label: assetTypeLabel(value) })),
  },
] as const satisfies readonly FilterSection[];

export type AssetFilterValues = FilterValues<typeof ASSET_FILTER_SECTIONS>;

export const DEFAULT_ASSET_FILTERS: AssetFilterValues = { types: [...ASSET_TYPES] };

/**
 * Keeps the rows whose type is checked. A type the console does not know yet (the contract's enum may grow) has no
 * checkbox, so it is shown while every known type is on and hidden once the user narrows the list.
 */
export function applyAssetFilters(rows: readonly AssetRow[], filters: AssetFilterValues): AssetRow[] {
  const checked = new Set<string>(filters.types);
  if (checked.size === ASSET_TYPES.length) return rows.slice();
  return rows.filter((row) => checked.has(row.asset.asset_type));
}

const ASSET_SORT_COLUMNS = ['severity', 'name', 'type', 'issues'] as const;
const SORT_PATTERN = new RegExp(`^(${ASSET_SORT_COLUMNS.join('|')}):(asc|desc)$`);

/** 'name:asc' ↔ { columnId: 'name', direction: 'asc' }; absent means the default order of §9. */
export function sortFromParam(value: string | undefined): DataTableSort | null {
  const match = value ? SORT_PATTERN.exec(value) : null;
  return match ? { columnId: match[1] as string, direction: match[2] as 'asc' | 'desc' } : null;
}

export function sortToParam(sort: DataTableSort | null): string | undefined {
  return sort ? `${sort.columnId}:${sort.direction}` : undefined;
}

/** Search params of /digital-footprint/assets: q, types, sort. Anything unreadable falls back to the default view. */
export const assetsSearchSchema = z.object({
  q: textParam(),
  // The URL's comma list (`types=subdomain,email`), as every list param of the console.
  types: listParam<KnownAssetType>(ASSET_TYPES),
  sort: z.catch(z.optional(z.string().check(z.regex(SORT_PATTERN))), undefined),
});

export type AssetsSearch = z.infer<typeof assetsSearchSchema>;

export function filtersFromSearch(search: AssetsSearch): AssetFilterValues {
  return { types: search.types ?? DEFAULT_ASSET_FILTERS.types };
}

/** Defaults are left out of the URL so shared links stay short. */
export function searchFromFilters(filters: AssetFilterValues): Pick<AssetsSearch, 'types'> {
  return { types: filters.types.length === ASSET_TYPES.length ? undefined : filters.types };
}
