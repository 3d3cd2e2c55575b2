import { severityLabel } from '@/features/issues';
import { exportDate, type ExportColumn } from '@/shared/export/table-export';
import { assetTypeLabel, type AssetRow } from './asset-model';

const NO_OPEN_ISSUES = 'No open issues';

const SEVERITY: ExportColumn<AssetRow> = {
  header: 'Highest-Severity',
  value: (row) => (row.highest === null ? NO_OPEN_ISSUES : severityLabel(row.highest)),
};
const NAME: ExportColumn<AssetRow> = { header: 'Asset Name', value: (row) => row.asset.hostname };
const TYPE: ExportColumn<AssetRow> = { header: 'Asset Type', value: (row) => assetTypeLabel(row.asset.asset_type) };
const DISPUTED: ExportColumn<AssetRow> = { header: 'Disputed', value: (row) => row.disputed };
const FIRST_SEEN: ExportColumn<AssetRow> = { header: 'First seen', value: (row) => exportDate(row.asset.first_seen) };
const LAST_SEEN: ExportColumn<AssetRow> = { header: 'Last seen', value: (row) => exportDate(row.asset.last_seen) };
// The Issues column's three counts, one column each, and their sum (the column's sort).
const ISSUES: readonly ExportColumn<AssetRow>[] = [
  { header: 'Open Issues', value: (row) => row.openCount },
  { header: 'Critical', value: (row) => row.counts.critical },
  { header: 'Important', value: (row) => row.counts.important },
  { header: 'Moderate', value: (row) => row.counts.moderate },
];

/**
 * The assets list's export (issue #27, 'Export N rows'): the table's columns in its order, 'First seen' included
 * whether or not the user shows it, the Disputed badge as a column of its own (asset_dispute_enabled), the Issues
 * column's counts one per column. 'Download Report' is the other file of this page: the specification's workbook of
 * every asset (export/assets-workbook.ts), whatever the search and filters.
 */
export function assetExportColumns({ history, disputes }: { history: boolean; disputes: boolean }): ExportColumn<AssetRow>[] {
  return [SEVERITY, NAME, TYPE, ...(disputes ? [DISPUTED] : []), ...(history ? [FIRST_SEEN, LAST_SEEN] : []), ...ISSUES];
}
