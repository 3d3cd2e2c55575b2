/** The open-issues table grouped by campaign (issue #29): a campaign's row, then its e-mails while it is expanded. */
import type { FraudDefenseIssue } from '@/features/issues';
import type { Campaign } from './campaigns';

export type FraudRow =
  | { kind: 'campaign'; id: string; campaign: Campaign; expanded: boolean }
  | { kind: 'message'; id: string; issue: FraudDefenseIssue; inCampaign: boolean };

/**
 * decision: a campaign of one e-mail is that e-mail's own row (nothing to expand); a campaign of several is one row
 * that expands to its e-mails, in table order, right under it. Row ids: the e-mail's id, or 'campaign:' and the
 * campaign's (first e-mail's) id.
 */
export function campaignRows(campaigns: readonly Campaign[], expanded: ReadonlySet<string>): FraudRow[] {
  const rows: FraudRow[] = [];
  for (const campaign of campaigns) {
    if (campaign.messages.length === 1) {
      rows.push(messageRow(campaign.messages[0]!, false));
      continue;
    }
    const open = expanded.has(campaign.id);
    rows.push({ kind: 'campaign', id: `campaign:${campaign.id}`, campaign, expanded: open });
    if (open) for (const issue of campaign.messages) rows.push(messageRow(issue, true));
  }
  return rows;
}

// An e-mail's row keeps its identity while the e-mail does (a keystroke regroups the rows): the table's memoized
// rows then render again only where something changed, as in the flat table.
const alone = new WeakMap<FraudDefenseIssue, FraudRow>();
const nested = new WeakMap<FraudDefenseIssue, FraudRow>();

function messageRow(issue: FraudDefenseIssue, inCampaign: boolean): FraudRow {
  const cache = inCampaign ? nested : alone;
  let row = cache.get(issue);
  if (!row) cache.set(issue, (row = { kind: 'message', id: issue.id, issue, inCampaign }));
  return row;
}

/** How many e-mails and mailboxes a campaign holds: '3 e-mails · 3 mailboxes'. */
export function campaignCounts(campaign: Pick<Campaign, 'messages' | 'mailboxes'>): string {
  const emails = campaign.messages.length;
  const boxes = campaign.mailboxes;
  return `${emails} ${emails === 1 ? 'e-mail' : 'e-mails'} · ${boxes} ${boxes === 1 ? 'mailbox' : 'mailboxes'}`;
}
