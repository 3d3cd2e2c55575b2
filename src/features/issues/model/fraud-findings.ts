import type { Asset, AssetIssue, AssetRef, EmailData, Issue, IssueStatus, Recipient } from '@generated/model';
import { formatEmailTime } from '@/shared/format/dates';
import { severityRank, type CopyRemoval, type FraudDefenseIssue, type SummaryIssue } from './issue-model';

const STATUS_ORDER: readonly IssueStatus[] = ['open', 'in_review', 'resolved', 'approved'];

/**
 * One e-mail being built. Flat on purpose: the build runs once per load over up to 20,000 copies, mostly cold, and
 * every extra object per group (member lists, a recipients holder, candidate arrays) showed up as garbage-collector
 * time. Copies mostly agree, so severity and status are ranked as they arrive, only where they differ.
 */
interface Group {
  first: AssetIssue;
  emailData: EmailData;
  /** The sender's address in lower case, part of the group's identity. */
  sender: string;
  /** The next group with the same finding id (a short chain; ids are nearly unique). */
  next: Group | null;
  severity: AssetIssue['severity'];
  severityTop: number;
  status: string;
  statusRank: number;
  assets: AssetRef[];
  /** Recipients de-duplicated by lower-case address: a scan of the keys while short, a set once long (mass mailings). */
  recipients: Recipient[];
  recipientKeys: string[];
  recipientIndex: Set<string> | null;
  /** The copies' message ids (fraud_remediation_enabled: what a removal sends), one per copy that has one. */
  messageIds: string[];
  /** The removed (or removing, failed, restored) copies; null while none is (most e-mails: no array for them). */
  removals: CopyRemoval[] | null;
}

const NO_REMOVALS: readonly CopyRemoval[] = [];

function addRecipient(group: Group, emailAddress: string, name: string | null | undefined) {
  const address = emailAddress.trim();
  const key = address.toLowerCase();
  if (!key) return;
  const keys = group.recipientKeys;
  if (group.recipientIndex ? group.recipientIndex.has(key) : keys.includes(key)) return;
  keys.push(key);
  if (group.recipientIndex) group.recipientIndex.add(key);
  else if (keys.length > 16) group.recipientIndex = new Set(keys);
  group.recipients.push({ emailAddress: address, name: name ?? null });
}

function rankCopy(group: Group, issue: AssetIssue) {
  if (issue.severity !== group.severity) {
    const rank = severityRank(issue.severity);
    if (rank > group.severityTop) {
      group.severity = issue.severity;
      group.severityTop = rank;
    }
  }
  if (issue.status !== group.status) {
    group.status = issue.status;
    const rank = STATUS_ORDER.indexOf(issue.status);
    if (rank >= 0 && rank < group.statusRank) group.statusRank = rank;
  }
}

/**
 * Whether the group lists the asset, by id (a list may repeat an asset). An asset's copies are read one after another,
 * so one already listed is usually the last.
 */
function hasAsset(assets: readonly AssetRef[], ref: AssetRef): boolean {
  if (assets[assets.length - 1] === ref) return true;
  for (let i = 0; i < assets.length; i++) if (assets[i]!.id === ref.id) return true;
  return false;
}

const fullName = (asset: Asset) => [asset.first_name, asset.last_name].filter(Boolean).join(' ') || null;

/**
 * The group of a copy: the e-mail's send date, subject, finding id and sender (case-insensitive). Looked up by
 * finding id, then compared field by field: 20,000 copies would otherwise build and hash 20,000 long keys.
 */
function groupOf(groups: Map<string, Group>, all: Group[], issue: AssetIssue, email: EmailData): Group {
  const findingId = issue.finding_id ?? '';
  const head = groups.get(findingId);
  const sender = email.sender.email_address;
  let lowerSender: string | undefined;
  for (let group: Group | null | undefined = head; group; group = group.next) {
    const known = group.emailData;
    if (known.date_sent !== email.date_sent || known.subject !== email.subject) continue;
    if (known.sender.email_address === sender || group.sender === (lowerSender ??= sender.toLowerCase())) {
      rankCopy(group, issue);
      return group;
    }
  }
  const statusRank = STATUS_ORDER.indexOf(issue.status);
  const group: Group = {
    first: issue,
    emailData: email,
    sender: lowerSender ?? sender.toLowerCase(),
    next: head ?? null,
    severity: issue.severity,
    severityTop: severityRank(issue.severity),
    status: issue.status,
    statusRank: statusRank >= 0 ? statusRank : STATUS_ORDER.length,
    assets: [],
    recipients: [],
    recipientKeys: [],
    recipientIndex: null,
    messageIds: [],
    removals: null,
  };
  groups.set(findingId, group);
  all.push(group);
  return group;
}

/**
 * Fraud-defense issues from user assets' issues (console-platform.md §3): one per e-mail, grouped by send date,
 * subject, finding id and sender; the users who received it become its assets and recipients (de-duplicated).
 * The name carries the send date. Descriptions and labels come from the issues list when it knows the issue.
 * Of several copies, the most open status and the highest severity win. Devices, technologies, ports and hosts
 * are left out (the contract makes them optional): an e-mail has none.
 */
export function buildFraudDefenseIssues(
  userAssets: readonly Asset[],
  issues: readonly Issue[] = [],
  formatDate: (iso: string) => string = formatEmailTime,
): FraudDefenseIssue[] {
  const groups = new Map<string, Group>();
  const all: Group[] = [];
  // Indexed loops: this runs once per load, mostly before the engine has optimised it, where for-of costs more.
  for (let a = 0; a < userAssets.length; a++) {
    const asset = userAssets[a]!;
    const assetIssues = asset.issues;
    let name: string | null | undefined;
    let ref: AssetRef | undefined;
    for (let i = 0; i < assetIssues.length; i++) {
      const issue = assetIssues[i]!;
      const email = issue.email_data;
      if (!email || (issue.issue_type && issue.issue_type !== 'FRAUD_DEFENSE')) continue;
      const group = groupOf(groups, all, issue, email);
      const messageId = issue.message_id;
      if (messageId && !group.messageIds.includes(messageId)) {
        group.messageIds.push(messageId);
        const remediation = issue.remediation;
        if (remediation)
          (group.removals ??= []).push({ message_id: messageId, mailbox: issue.mailbox ?? asset.hostname, remediation });
      }
      ref ??= { id: asset.id, asset_type: asset.asset_type, hostname: asset.hostname };
      if (!hasAsset(group.assets, ref)) group.assets.push(ref);
      const to = email.to_recipients;
      for (let r = 0; r < to.length; r++) addRecipient(group, to[r]!.email_address, to[r]!.name);
      if (name === undefined) name = fullName(asset);
      addRecipient(group, asset.hostname, name);
    }
  }

  const known = issues.length > 0 ? new Map(issues.map((issue) => [issue.id, issue])) : null;
  const usedIds = new Set<string>();
  return all.map((group) => {
    const first = group.first;
    const email = group.emailData;
    const listed = known?.get(first.id);
    let id = first.id;
    for (let n = 2; usedIds.has(id); n++) id = `${first.id}-${n}`;
    usedIds.add(id);
    const recipients = group.recipients;
    return {
      id,
      name: `${first.name} - ${formatDate(email.date_sent)}`,
      issue_name: first.name,
      short_description: listed?.short_description ?? email.subject,
      long_description: listed?.long_description ?? null,
      severity: group.severity,
      severity_score: first.severity_score,
      issue_category: first.issue_category ?? 'email_threats',
      issue_type: 'FRAUD_DEFENSE',
      status: STATUS_ORDER[group.statusRank] ?? first.status,
      date_sent: email.date_sent,
      assets: group.assets,
      email_addresses: recipients.map((r) => r.emailAddress),
      labels: listed?.labels ?? [],
      resolution_url: first.resolution_url ?? listed?.resolution_url ?? null,
      email_data: email,
      recipients,
      finding_id: first.finding_id ?? null,
      subject: email.subject,
      sender: { name: email.sender.name ?? null, emailAddress: email.sender.email_address },
      emailTime: email.date_sent,
      message_ids: group.messageIds,
      removals: group.removals ?? NO_REMOVALS,
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
