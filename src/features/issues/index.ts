/**
 * The issue domain's public entry: other features import issues only from here (console-platform.md §2.4, §4).
 * Add to it; do not rename what is here, other areas build on it.
 */
export {
  type FraudDefenseIssue,
  type IssueCounts,
  type SummaryIssue,
  STATUS_LABELS,
  affectedAssetCount,
  categoryLabel,
  compareIssues,
  feedCardSize,
  feedTitle,
  isFraudDefenseIssue,
  issueCounts,
  issueTypeLabel,
  severityLabel,
  severityRank,
  sortIssues,
  statusLabel,
} from './model/issue-model';
export { ISSUE_SEVERITIES, ISSUE_STATUSES, SEVERITY_FILTER_SECTION, STATUS_FILTER_SECTION } from './model/issue-filter-sections';
export { buildFraudDefenseIssues, mergeSummaryIssues } from './model/fraud-findings';
export { removalSummary, type RemovalSummary } from './model/removal-summary';
export { IssueFeedCard, type IssueFeedCardProps } from './components/IssueFeedCard';
export { SeverityBadge } from './components/SeverityBadge';
export { StatusBadge } from './components/StatusBadge';
export {
  EMAIL_THREAT_TITLE,
  ISSUE_DETAILS_TITLE,
  ISSUE_DRAWER_TYPES,
  drawerTypeFor,
  useIssueDrawers,
  type IssueDrawersInput,
} from './drawers/use-issue-drawers';
export { useInProcessIssueIds } from './resolve/resolve-writes';
