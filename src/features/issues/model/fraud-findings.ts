import type { Asset, AssetIssue, AssetRef, EmailData, Issue, Recipient } from '@generated/model';
import { formatEmailTime } from '@/shared/format/dates';
import { severityRank, type FraudDefenseIssue, type SummaryIssue } from './issue-model';

interface Group {
  key: string;
  members: AssetIssue[];
  emailData: EmailData;
  assets: Map<string, AssetRef>;
  recipients: Map<string, Recipient>;
}

const STATUS_ORDER = ['open', 'in_review', 'resolved', 'approved'] as const;

// One string per copy (20,000 copies for 5,000 e-mails): a template literal, no intermediate array.
const groupKey = (issue: AssetIssue, email: EmailData): string =>
  `${email.date_sent}\u0000${email.subject}\u0000${issue.finding_id ?? ''}\u0000${email.sender.email_address.toLowerCase()}`;

function addRecipient(recipients: Map<string, Recipient>, emailAddress: string, name: string | null | undefined) {
  const key = emailAddress.trim().toLowerCase();
  if (key && !recipients.has(key)) recipients.set(key, { emailAddress: emailAddress.trim(), name: name ?? null });
}

const fullName = (asset: Asset) => [asset.first_name, asset.last_name].filter(Boolean).join(' ') || null;

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
  const groups = new Map<string, Group>();
  for (const asset of userAssets) {
    let name: string | null | undefined;
    for (const issue of asset.issues) {
      const email = issue.email_data;
      if (!email || (issue.issue_type && issue.issue_type !== 'FRAUD_DEFENSE')) continue;
      const key = groupKey(issue, email);
      let group = groups.get(key);
      if (!group) {
        group = { key, members: [], emailData: email, assets: new Map(), recipients: new Map() };
        groups.set(key, group);
      }
      group.members.push(issue);
      group.assets.set(asset.id, { id: asset.id, asset_type: asset.asset_type, hostname: asset.hostname });
      for (const to of email.to_recipients) addRecipient(group.recipients, to.email_address, to.name);
      if (name === undefined) name = fullName(asset);
      addRecipient(group.recipients, asset.hostname, name);
    }
  }

  const known = new Map(issues.map((issue) => [issue.id, issue]));
  const usedIds = new Set<string>();
  return [...groups.values()].map((group) => {
    const first = group.members[0]!;
    const severity = group.members.reduce(
      (top, m) => (severityRank(m.severity) > severityRank(top) ? m.severity : top),
      first.severity,
    );
    const status = STATUS_ORDER.find((s) => group.members.some((m) => m.status === s)) ?? first.status;
    const email = group.emailData;
    const listed = known.get(first.id);
    let id = first.id;
    for (let n = 2; usedIds.has(id); n++) id = `${first.id}-${n}`;
    usedIds.add(id);
    const recipients = [...group.recipients.values()];
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
      status,
      date_sent: email.date_sent,
      assets: [...group.assets.values()],
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
