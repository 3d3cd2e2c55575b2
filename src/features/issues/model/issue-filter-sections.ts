/**
 * The issue domain's filter sections, shared by every issue list (summary's security issues, fraud defense's open
 * issues), so a severity or status label is named once. console-mdr-summary.md §4 (labels), console-platform.md §9.
 */
import type { IssueStatus } from '@generated/model';
import type { FilterSection } from '@/shared/filters/filter-model';
import { STATUS_LABELS, severityLabel } from './issue-model';

/** The filterable severities, most severe first (high and medium are aliases folded into important and moderate). */
export const ISSUE_SEVERITIES = ['critical', 'important', 'moderate', 'low', 'informational'] as const;
export const ISSUE_STATUSES = ['open', 'in_review', 'resolved', 'approved'] as const satisfies readonly IssueStatus[];

export const SEVERITY_FILTER_SECTION = {
  kind: 'checkboxes',
  id: 'severity',
  label: 'Severity',
  options: ISSUE_SEVERITIES.map((value) => ({ value, label: severityLabel(value) })),
} as const satisfies FilterSection;

export const STATUS_FILTER_SECTION = {
  kind: 'checkboxes',
  id: 'status',
  label: 'Status',
  options: ISSUE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
} as const satisfies FilterSection;
