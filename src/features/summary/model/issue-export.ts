import {
  affectedAssetCount,
  categoryLabel,
  issueTypeLabel,
  severityLabel,
  statusLabel,
  type SummaryIssue,
} from '@/features/issues';
import type { ExportColumn } from '@/shared/export/table-export';

/**
 * The Security Issues table's export (issue #27, 'Export N rows'): its columns in its order, 'Type' included whether
 * or not the user shows it, and the status as the table shows it ('Validating' while a resolution is in process).
 * 'Download Report' beside it is the specification's PDF report.
 */
export function issueExportColumns(inProcess: ReadonlySet<string>): ExportColumn<SummaryIssue>[] {
  return [
    { header: 'Severity', value: (issue) => severityLabel(issue.severity) },
    { header: 'Category', value: (issue) => categoryLabel(issue.issue_category) },
    { header: 'Issue', value: (issue) => issue.name },
    { header: 'Type', value: (issue) => issueTypeLabel(issue.issue_type) },
    { header: 'Assets', value: (issue) => affectedAssetCount(issue) },
    { header: 'Status', value: (issue) => (inProcess.has(issue.id) ? statusLabel('in_review') : statusLabel(issue.status)) },
  ];
}
