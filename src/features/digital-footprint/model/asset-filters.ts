/** The assets page's filter (asset type, all on by default, §9), its column sort and their URL form. */
import { z } from 'zod/mini';
import type { FilterSection, FilterValues } from '@/shared/filters/filter-model';
import type { DataTableSort } from '@/shared/data-table/table-model';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { listParam, textParam } from '@/shared/url/search-params';
import { ASSET_TYPES, DISPUTED, assetTypeLabel, type AssetRow, type KnownAssetType } from './asset-model';

const TYPE_SECTION = {
  kind: 'checkboxes',
  id: 'types',
  label: 'Asset type',
  options: ASSET_TYPES.map((value) => ({ value, label: assetTypeLabel(value) })),
} as const satisfies FilterSection;

const DISPUTE_STATES = ['not_disputed', 'disputed'] as const;
type DisputeState = (typeof DISPUTE_STATES)[number];

/** asset_dispute_enabled: 'Disputed' alone shows the assets marked 'Not mine' (both on by default). */
const DISPUTE_SECTION = {
  kind: 'checkboxes',
  id: 'dispute',
  label: 'Dispute',
  options: [
    { value: 'not_disputed', label: 'Not disputed' },
    { value: 'disputed', label: DISPUTED },
  ],
} as const satisfies FilterSection;

export const ASSET_FILTER_SECTIONS = [TYPE_SECTION, DISPUTE_SECTION] as const satisfies readonly FilterSection[];

export type AssetFilterValues = FilterValues<typeof ASSET_FILTER_SECTIONS>;

/** The popup's sections: the dispute section only with asset_dispute_enabled (its values stay at the default then). */
export function assetFilterSections(disputes: boolean): typeof ASSET_FILTER_SECTIONS {
  return disputes ? ASSET_FILTER_SECTIONS : ([TYPE_SECTION] as unknown as typeof ASSET_FILTER_SECTIONS);
}

export const DEFAULT_ASSET_FILTERS: AssetFilterValues = { types: [...ASSET_TYPES], dispute: [...DISPUTE_STATES] };

/**
 * Keeps the rows whose type is checked. A type the console does not know yet (the contract's enum may grow) has no
 * checkbox, so it is shown while every known type is on and hidden once the user narrows the list. Then the dispute
 * states checked.
 */
export function applyAssetFilters(rows: readonly AssetRow[], filters: AssetFilterValues): AssetRow[] {
  const checked = new Set<string>(filters.types);
  const states = new Set<DisputeState>(filters.dispute);
  const allTypes = checked.size === ASSET_TYPES.length;
  const allStates = states.size === DISPUTE_STATES.length;
  if (allTypes && allStates) return rows.slice();
  return rows.filter(
    (row) =>
      (allTypes || checked.has(row.asset.asset_type)) && (allStates || states.has(row.disputed ? 'disputed' : 'not_disputed')),
  );
}

/** The assets table's column ids in display order (AssetsTable): what `sort` and `cols` may name. */
export const ASSET_COLUMN_IDS = ['severity', 'name', 'type', 'first_seen', 'last_seen', 'issues'] as const;
const SORT_PATTERN = new RegExp(`^(${ASSET_COLUMN_IDS.join('|')}):(asc|desc)$`);

/** 'name:asc' ↔ { columnId: 'name', direction: 'asc' }; absent means the default order of §9. */
export function sortFromParam(value: string | undefined): DataTableSort | null {
  const match = value ? SORT_PATTERN.exec(value) : null;
  return match ? { columnId: match[1] as string, direction: match[2] as 'asc' | 'desc' } : null;
}

export function sortToParam(sort: DataTableSort | null): string | undefined {
  return sort ? `${sort.columnId}:${sort.direction}` : undefined;
}

/** Search params of /digital-footprint/assets: q, types, dispute, sort, cols. Anything unreadable falls back to the default view. */
export const assetsSearchSchema = z.object({
  q: textParam(),
  // The URL's comma list (`types=subdomain,email`), as every list param of the console.
  types: listParam<KnownAssetType>(ASSET_TYPES),
  dispute: listParam<DisputeState>(DISPUTE_STATES),
  sort: z.catch(z.optional(z.string().check(z.regex(SORT_PATTERN))), undefined),
  // The visible columns (the 'Columns' menu; absent: the defaults), read with `visibleColumnIds`.
  cols: listParam(ASSET_COLUMN_IDS),
});

export type AssetsSearch = z.infer<typeof assetsSearchSchema>;

/** The assets list's params a saved view holds (issue #27). */
export const ASSET_VIEWS: ListViewSpec = { list: 'assets', filters: { types: 'list', dispute: 'list' }, sort: 'pair' };

/** Without asset_dispute_enabled a shared link's dispute filter is ignored (the section is not shown). */
export function filtersFromSearch(search: AssetsSearch, disputes = true): AssetFilterValues {
  return {
    types: search.types ?? DEFAULT_ASSET_FILTERS.types,
    dispute: (disputes ? search.dispute : undefined) ?? DEFAULT_ASSET_FILTERS.dispute,
  };
}

/** Defaults are left out of the URL so shared links stay short. */
export function searchFromFilters(filters: AssetFilterValues): Pick<AssetsSearch, 'types' | 'dispute'> {
  return {
    types: filters.types.length === ASSET_TYPES.length ? undefined : filters.types,
    dispute: filters.dispute.length === DISPUTE_STATES.length ? undefined : filters.dispute,
  };
}
