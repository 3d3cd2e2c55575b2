import { severityLabel, statusLabel, type FraudDefenseIssue } from '@/features/issues';
import { exportDate, type ExportColumn } from '@/shared/export/table-export';

/**
 * The open issues' export (issue #27): the table's columns, with what the table shortens written out (the finding
 * under the subject, the sender's address under the name, every recipient instead of the first and a count).
 */
export const FRAUD_EXPORT_COLUMNS: readonly ExportColumn<FraudDefenseIssue>[] = [
  { header: 'Severity', value: (issue) => severityLabel(issue.severity) },
  { header: 'Subject', value: (issue) => issue.subject },
  { header: 'Finding', value: (issue) => issue.issue_name },
  { header: 'Sender', value: (issue) => issue.sender.name ?? '' },
  { header: 'Sender Email', value: (issue) => issue.sender.emailAddress },
  { header: 'Recipients', value: (issue) => issue.recipients.map((r) => r.emailAddress).join('; ') },
  { header: 'Date', value: (issue) => exportDate(issue.emailTime) },
  { header: 'Status', value: (issue) => statusLabel(issue.status) },
];
