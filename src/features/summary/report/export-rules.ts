import { appConfig } from '@/config/app-config';
import { formatFileDate } from '@/shared/format/dates';

/** console-mdr-summary.md §4: the export control is idle or loading one of the two reports. */
export type ExportState = 'idle' | 'loadingAll' | 'loadingFiltered';
export type ReportKind = 'all' | 'filtered';

export interface ExportAvailabilityInput {
  state: ExportState;
  scanInProgress: boolean;
  totalCount: number;
  filterActive: boolean;
  filteredCount: number;
}

export interface ExportAvailability {
  all: boolean;
  filtered: boolean;
  /** Why the menu is unavailable, for its tooltip. */
  blockedReason: string | null;
}

/** console-mdr-summary.md §5: 'All Issues' needs an issue; 'Filtered Issues' an active filter with results; neither during a scan or another export. */
export function exportAvailability({
  state,
  scanInProgress,
  totalCount,
  filterActive,
  filteredCount,
}: ExportAvailabilityInput): ExportAvailability {
  const blockedReason = scanInProgress
    ? 'Available when the scan in progress has finished'
    : state !== 'idle'
      ? 'A report is being prepared'
      : null;
  const open = blockedReason === null;
  return { all: open && totalCount > 0, filtered: open && filterActive && filteredCount > 0, blockedReason };
}

/** `Stance_issues_21_11_2026.pdf` / `Stance_filtered_issues_21_11_2026.pdf`, with the configured product name. */
export function reportFileName(kind: ReportKind, date: Date, productName: string = appConfig.productName): string {
  const product = productName.trim().replace(/[^A-Za-z0-9-]+/g, '_') || 'Stance';
  return `${product}_${kind === 'filtered' ? 'filtered_issues' : 'issues'}_${formatFileDate(date)}.pdf`;
}
