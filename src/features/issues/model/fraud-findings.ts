import type { Asset, AssetIssue, AssetRef, EmailData, Issue, IssueStatus, Recipient } from '@generated/model';
import { formatEmailTime } from '@/shared/format/dates';
import { severityRank, type FraudDefenseIssue, type SummaryIssue } from './issue-model';

interface Group {
  members: AssetIssue[];
  emailData: EmailData;
  /** The sender's address in lower case, part of the group's identity. */
  sender: string;
  assets: AssetRef[];
  recipients: Recipients;
}

const STATUS_ORDER: readonly IssueStatus[] = ['open', 'in_review', 'resolved', 'approved'];

/**
 * Recipients de-duplicated by lower-case address. A list while short (an e-mail reaches a few users; a scan of a
 * few beats hashing), a map once it grows (a mass mailing to thousands).
 */
class Recipients {
  private readonly keys: string[] = [];
  readonly list: Recipient[] = [];
  private index: Set<string> | null = null;

  add(emailAddress: string, name: string | null | undefined) {
    const address = emailAddress.trim();
    const key = address.toLowerCase();
    if (!key || (this.index ? this.index.has(key) : this.keys.includes(key))) return;
    this.keys.push(key);
    this.index?.add(key);
    if (!this.index && this.keys.length > 16) this.index = new Set(this.keys);
    this.list.push({ emailAddress: address, name: name ?? null });
  }
}

const fullName = (asset: Asset) => [asset.first_name, asset.last_name].filter(Boolean).join(' ') || null;

/**
 * The group of a copy: the e-mail's send date, subject, finding id and sender (case-insensitive). Looked up by
 * finding id, then compared field by field: 20,000 copies would otherwise build and hash 20,000 long keys.
 */
function groupOf(groups: Map<string, Group[]>, all: Group[], issue: AssetIssue, email: EmailData): Group {
  const findingId = issue.finding_id ?? '';
  let candidates = groups.get(findingId);
  if (!candidates) groups.set(findingId, (candidates = []));
  const sender = email.sender.email_address;
  let lowerSender: string | undefined;
  for (const group of candidates) {
    const known = group.emailData;
    if (known.date_sent !== email.date_sent || known.subject !== email.subject) continue;
    if (known.sender.email_address === sender || group.sender === (lowerSender ??= sender.toLowerCase())) return group;
  }
  const group: Group = {
    members: [],
    emailData: email,
    sender: lowerSender ?? sender.toLowerCase(),
    assets: [],
    recipients: new Recipients(),
  };
  candidates.push(group);
  all.push(group);
  return group;
}

/**
 * Fraud-defense issues from user assets' issues (console-platform.md §3): one per e-mail, grouped by send date,
 * subject, finding id and sender; the users who received it become its assets and recipients (de-duplicated).
 * The name carries the send date. Descriptions and labels come from the issues list when it knows the issue.
 * Of several copies, the most open status and the highest severity win.
 */
export function buildFraudDefenseIssues(
  userAssets: readonly Asset[],
  issues: readonly Issue[] = [],
  formatDate: (iso: string) => string = formatEmailTime,
): FraudDefenseIssue[] {
  const groups = new Map<string, Group[]>();
  const all: Group[] = [];
  for (const asset of userAssets) {
    let name: string | null | undefined;
    let ref: AssetRef | undefined;
    for (const issue of asset.issues) {
      const email = issue.email_data;
      if (!email || (issue.issue_type && issue.issue_type !== 'FRAUD_DEFENSE')) continue;
      const group = groupOf(groups, all, issue, email);
      group.members.push(issue);
      ref ??= { id: asset.id, asset_type: asset.asset_type, hostname: asset.hostname };
      if (!group.assets.some((known) => known.id === asset.id)) group.assets.push(ref);
      for (const to of email.to_recipients) group.recipients.add(to.email_address, to.name);
      if (name === undefined) name = fullName(asset);
      group.recipients.add(asset.hostname, name);
    }
  }

  const known = issues.length > 0 ? new Map(issues.map((issue) => [issue.id, issue])) : null;
  const usedIds = new Set<string>();
  return all.map((group) => {
    const first = group.members[0]!;
    let severity = first.severity;
    let severityTop = severityRank(severity);
    let statusRank = STATUS_ORDER.length;
    let status = '';
    for (const member of group.members) {
      // Copies mostly agree: rank only what differs.
      if (member.severity !== severity) {
        const rank = severityRank(member.severity);
        if (rank > severityTop) [severity, severityTop] = [member.severity, rank];
      }
      if (member.status !== status) {
        status = member.status;
        const rank = STATUS_ORDER.indexOf(member.status);
        if (rank >= 0 && rank < statusRank) statusRank = rank;
      }
    }
    const email = group.emailData;
    const listed = known?.get(first.id);
    let id = first.id;
    for (let n = 2; usedIds.has(id); n++) id = `${first.id}-${n}`;
    usedIds.add(id);
    const recipients = group.recipients.list;
    return {
      id,
      name: `${first.name} - ${formatDate(email.date_sent)}`,
      issue_name: first.name,
      short_description: listed?.short_description ?? email.subject,
      long_description: listed?.long_description ?? null,
      severity,
      severity_score: first.severity_score,
      issue_category: first.issue_category ?? 'email_threats',
      issue_type: 'FRAUD_DEFENSE',
      status: STATUS_ORDER[statusRank] ?? first.status,
      date_sent: email.date_sent,
      assets: group.assets,
      devices: [],
      technologies: [],
      ports: [],
      email_addresses: recipients.map((r) => r.emailAddress),
      hosts: [],
      labels: listed?.labels ?? [],
      resolution_url: first.resolution_url ?? listed?.resolution_url ?? null,
      email_data: email,
      recipients,
      finding_id: first.finding_id ?? null,
      subject: email.subject,
      sender: { name: email.sender.name ?? null, emailAddress: email.sender.email_address },
      emailTime: email.date_sent,
    } satisfies FraudDefenseIssue;
  });
}

/**
 * The summary's list: the issues list without its own fraud-defense entries, plus the ones built from user
 * assets when those are enabled (without is_user_asset_enabled fraud-defense issues are hidden).
 */
export function mergeSummaryIssues(issues: readonly Issue[], fraudDefense: readonly FraudDefenseIssue[] | null): SummaryIssue[] {
  const others: SummaryIssue[] = issues.filter((issue) => issue.issue_type !== 'FRAUD_DEFENSE');
  return fraudDefense ? [...others, ...fraudDefense] : others;
}
