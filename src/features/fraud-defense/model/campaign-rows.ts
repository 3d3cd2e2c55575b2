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
      const issue = campaign.messages[0]!;
      rows.push({ kind: 'message', id: issue.id, issue, inCampaign: false });
      continue;
    }
    const open = expanded.has(campaign.id);
    rows.push({ kind: 'campaign', id: `campaign:${campaign.id}`, campaign, expanded: open });
    if (open) for (const issue of campaign.messages) rows.push({ kind: 'message', id: issue.id, issue, inCampaign: true });
  }
  return rows;
}

/** How many e-mails and mailboxes a campaign holds: '3 e-mails · 3 mailboxes'. */
export function campaignCounts(campaign: Pick<Campaign, 'messages' | 'mailboxes'>): string {
  const emails = campaign.messages.length;
  const boxes = campaign.mailboxes;
  return `${emails} ${emails === 1 ? 'e-mail' : 'e-mails'} · ${boxes} ${boxes === 1 ? 'mailbox' : 'mailboxes'}`;
}
