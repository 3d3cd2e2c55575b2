import { memo } from 'react';
import { DataTable } from '@/shared/data-table/DataTable';
import { CellText } from '@/shared/data-table/cells';
import type { DataTableColumn, DataTableSort } from '@/shared/data-table/table-model';
import { ASSET_DRAWER } from '../model/asset-details';
import { assetTypeLabel, type AssetRow } from '../model/asset-model';
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
    cell: (row) => <HighestSeverity tone={row.highest} />,
    // Highest severity, then open-issue count, as the default order.
    sortValue: (row) => row.rank * 100_000 + row.openCount,
  },
  {
    id: 'name',
    header: 'Asset Name',
    width: '42%',
    phone: 'title',
    cell: (row) => (
      <CellText icon={<AssetTypeIcon type={row.asset.asset_type} />} weight="medium" title={row.asset.hostname}>
        {row.asset.hostname}
      </CellText>
    ),
    sortValue: (row) => row.asset.hostname,
  },
  {
    id: 'type',
    header: 'Asset Type',
    width: '16%',
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
}

const ASSET_DRAWERS = [ASSET_DRAWER];

/** The assets table: the shared DataTable with Highest-Severity, Asset Name, Asset Type and Issues. */
export const AssetsTable = memo(function AssetsTable(props: AssetsTableProps) {
  return (
    <DataTable
      label="Assets"
      rows={props.rows}
      columns={ASSET_COLUMNS}
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
    />
  );
});
