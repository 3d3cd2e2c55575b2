import { memo } from 'react';
import { DataTable } from '@/shared/data-table/DataTable';
import { CellBadge, CellText } from '@/shared/data-table/cells';
import type { RowActions } from '@/shared/data-table/RowActions';
import type { DataTableColumn, DataTableSort } from '@/shared/data-table/table-model';
import { formatLongDate } from '@/shared/format/dates';
import { ASSET_DRAWER } from '../model/asset-details';
import { DISPUTED, assetTypeLabel, type AssetRow } from '../model/asset-model';
import { AssetTypeIcon } from './AssetTypeIcon';
import { HighestSeverity } from './HighestSeverity';
import { SeverityCounts } from './SeverityCounts';

/** console-platform.md §9: table height 700. */
const ASSETS_TABLE_HEIGHT = 700;
const ASSETS_TABLE_EMPTY_HEIGHT = 320;
export const NO_MATCHING_ASSETS = 'No assets available for the current search and filter settings';
export const NO_DOMAINS = 'No Domain found, please add a domain';

export const ASSET_COLUMNS: readonly DataTableColumn<AssetRow>[] = [
  {
    id: 'severity',
    header: 'Highest-Severity',
    width: '18%',
    // The header on one line with its sort arrow (it broke at the hyphen with 'Last seen' shown at 1440 px).
    minWidth: '184px',
    cell: (row) => <HighestSeverity tone={row.highest} />,
    // Highest severity, then open-issue count, as the default order.
    sortValue: (row) => row.rank * 100_000 + row.openCount,
  },
  {
    id: 'name',
    header: 'Asset Name',
    width: '42%',
    phone: 'title',
    cell: (row) => {
      const name = (
        <CellText icon={<AssetTypeIcon type={row.asset.asset_type} />} weight="medium" title={row.asset.hostname}>
          {row.asset.hostname}
        </CellText>
      );
      return row.disputed ? (
        <span data-cell-icon-text="">
          {name}
          <CellBadge palette="gray">{DISPUTED}</CellBadge>
        </span>
      ) : (
        name
      );
    },
    sortValue: (row) => row.asset.hostname,
  },
  {
    id: 'type',
    header: 'Asset Type',
    width: '16%',
    minWidth: '136px',
    cell: (row) => <CellText tone="muted">{assetTypeLabel(row.asset.asset_type)}</CellText>,
    sortValue: (row) => assetTypeLabel(row.asset.asset_type),
  },
  {
    id: 'issues',
    header: 'Issues',
    width: '24%',
    cell: (row) => <SeverityCounts counts={row.counts} />,
    sortValue: (row) => row.openCount,
  },
];

const seenColumn = (id: 'first_seen' | 'last_seen', header: string, optional: 'shown' | 'hidden'): DataTableColumn<AssetRow> => ({
  id,
  header,
  width: '14%',
  minWidth: '120px',
  optional,
  cell: (row) => (
    <CellText tone="muted" numeric>
      {row.asset[id] ? formatLongDate(row.asset[id]) : '—'}
    </CellText>
  ),
  // Unseen assets sort first ascending.
  sortValue: (row) => (row.asset[id] ? Date.parse(row.asset[id]) || 0 : 0),
});

/** asset_history_enabled (issue #27): 'First seen' and 'Last seen', optional columns; only 'Last seen' by default. */
const HISTORY_COLUMNS: readonly DataTableColumn<AssetRow>[] = [
  ...ASSET_COLUMNS.slice(0, 3),
  seenColumn('first_seen', 'First seen', 'hidden'),
  seenColumn('last_seen', 'Last seen', 'shown'),
  ...ASSET_COLUMNS.slice(3),
];

/** Every column the table has: the seen dates with asset_history_enabled (the page shows those `cols` chooses). */
export const assetColumns = (history: boolean) => (history ? HISTORY_COLUMNS : ASSET_COLUMNS);

export interface AssetsTableProps {
  /** Rows in table order. */
  rows: readonly AssetRow[];
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: AssetRow) => void;
  emptyText: string;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** Assets the console could not read. */
  leftOut?: number;
  /** The columns shown (`visibleColumns` of `assetColumns`); a stable array. */
  columns: readonly DataTableColumn<AssetRow>[];
  /** The row menu ('Not mine'); a stable object. */
  rowActions?: RowActions<AssetRow>;
}

const ASSET_DRAWERS = [ASSET_DRAWER];

/** The assets table: the shared DataTable with Highest-Severity, Asset Name, Asset Type, (First seen, Last seen) and Issues. */
export const AssetsTable = memo(function AssetsTable(props: AssetsTableProps) {
  return (
    <DataTable
      label="Assets"
      rows={props.rows}
      columns={props.columns}
      getRowId={(row) => row.id}
      height={ASSETS_TABLE_HEIGHT}
      emptyHeight={ASSETS_TABLE_EMPTY_HEIGHT}
      emptyText={props.emptyText}
      onRowClick={props.onOpen}
      drawerTypes={ASSET_DRAWERS}
      isPending={props.isPending}
      error={props.error}
      onRetry={props.onRetry}
      loadingLabel="Loading assets…"
      sort={props.sort}
      onSortChange={props.onSortChange}
      leftOut={{ count: props.leftOut ?? 0, noun: ['asset', 'assets'] }}
      rowActions={props.rowActions}
    />
  );
});
