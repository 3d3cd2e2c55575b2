import type { EmailData, Issue, IssueStatus, MessageRemediation, Recipient } from '@generated/model';
import { severityTone, type SeverityTone } from '@/shared/theme/severity';
import { compareText } from '@/shared/format/compare-text';

/** A fraud-defense finding built from user assets' issues (console-platform.md §3). */
export interface FraudDefenseIssue extends Issue {
  issue_type: 'FRAUD_DEFENSE';
  finding_id: string | null;
  /** The finding's own name; `name` carries the send-date suffix. */
  issue_name: string;
  subject: string;
  sender: { name: string | null; emailAddress: string };
  /** When the e-mail was sent (ISO). */
  emailTime: string;
  email_data: EmailData;
  recipients: Recipient[];
  /** Its copies' message ids, one per mailbox (what a removal from the mailboxes sends); empty from a server without. */
  message_ids: string[];
  /** Its copies that someone removed from the mailboxes (their removal's state), in copy order; mostly none. */
  removals: readonly CopyRemoval[];
}

/** One copy's removal from its mailbox (fraud_remediation_enabled): the server's state of it. */
export interface CopyRemoval {
  message_id: string;
  mailbox: string;
  remediation: MessageRemediation;
}

export type SummaryIssue = Issue | FraudDefenseIssue;

export function isFraudDefenseIssue(issue: SummaryIssue): issue is FraudDefenseIssue {
  return issue.issue_type === 'FRAUD_DEFENSE' && 'issue_name' in issue;
}

/** console-platform.md §4: critical 4, important 3, moderate 2, low 1, informational 0 (high and medium are aliases). */
const RANK: Record<SeverityTone, number> = { critical: 4, important: 3, moderate: 2, clean: 1, low: 1, informational: 0 };

export function severityRank(severity: string | null | undefined): number {
  return RANK[severityTone(severity)];
}

const SEVERITY_LABELS: Record<SeverityTone, string> = {
  critical: 'Critical',
  important: 'Important',
  moderate: 'Moderate',
  low: 'Low',
  informational: 'Informational',
  clean: 'Clean',
};

export function severityLabel(severity: string | null | undefined): string {
  return SEVERITY_LABELS[severityTone(severity)];
}

/** console-mdr-summary.md §4; in_review is also the label of an unknown status. */
export const STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  in_review: 'Validating',
  resolved: 'Resolved',
  approved: 'Approved',
};

export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[status as IssueStatus] ?? STATUS_LABELS.in_review;
}

/** Underscores shown as spaces, first letter capitalised: 'network_exposures' → 'Network exposures'. */
export function categoryLabel(category: string | null | undefined): string {
  const text = (category ?? '').replaceAll('_', ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TYPE_LABELS: Record<string, string> = {
  EXPOSURE_SCANNER: 'Exposure Scanner',
  CLOUD_APP_SECURITY: 'Cloud App Security',
  FRAUD_DEFENSE: 'Fraud Defense',
  ENDPOINT: 'Endpoint',
};

export function issueTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? categoryLabel(type.toLowerCase());
}

const time = (value: string | null | undefined) => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
};

/** console-platform.md §9: severity descending, then name, then newest sent date. */
export function compareIssues(a: SummaryIssue, b: SummaryIssue): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) || compareText(a.name, b.name) || time(b.date_sent) - time(a.date_sent)
  );
}

export function sortIssues<T extends SummaryIssue>(issues: readonly T[]): T[] {
  return [...issues].sort(compareIssues);
}

export interface IssueCounts {
  total: number;
  open: number;
}

export function issueCounts(issues: readonly SummaryIssue[]): IssueCounts {
  return { total: issues.length, open: issues.filter((issue) => issue.status === 'open').length };
}

const NETWORK_ASSET_TYPES = new Set(['email', 'domain', 'subdomain']);

/**
 * The number in the Assets column: e-mail, domain and subdomain assets count as network assets; without any,
 * devices; without those either, whatever assets the issue lists (fraud-defense recipients, hosts).
 */
export function affectedAssetCount(issue: SummaryIssue): number {
  const assets = issue.assets ?? [];
  const network = assets.filter((asset) => NETWORK_ASSET_TYPES.has(asset.asset_type)).length;
  if (network > 0) return network;
  const devices = issue.devices?.length ?? 0;
  return devices > 0 ? devices : assets.length;
}

/** Feed titles: open issues plain; the others prefixed (console-platform.md §2.4). */
export function feedTitle(issue: Pick<Issue, 'name' | 'status'>): string {
  const prefix: Partial<Record<IssueStatus, string>> = {
    resolved: 'Resolved - ',
    approved: 'Approved - ',
    in_review: 'Validating - ',
  };
  return `${prefix[issue.status] ?? ''}${issue.name}`;
}

/** Feed list rows: measured height plus 10, or 180 before the card has been measured. */
export function feedCardSize(measuredHeight?: number): number {
  return measuredHeight && measuredHeight > 0 ? measuredHeight + 10 : 180;
}
