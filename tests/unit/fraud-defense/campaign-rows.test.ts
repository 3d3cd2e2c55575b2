import { describe, expect, it } from 'vitest';
import type { FraudDefenseIssue } from '@/features/issues';
import { campaignCounts, campaignRows } from '@/features/fraud-defense/model/campaign-rows';
import type { Campaign } from '@/features/fraud-defense/model/campaigns';

const issue = (id: string) => ({ id }) as FraudDefenseIssue;
const campaign = (id: string, ...ids: string[]) =>
  ({ id, messages: ids.map(issue), mailboxes: ids.length }) as unknown as Campaign;

const shape = (rows: ReturnType<typeof campaignRows>) =>
  rows.map((row) =>
    row.kind === 'campaign' ? `${row.id}${row.expanded ? ' ▾' : ' ▸'}` : `${row.id}${row.inCampaign ? ' (in)' : ''}`,
  );

describe('campaignRows (issue #29)', () => {
  const campaigns = [campaign('a', 'a', 'b', 'c'), campaign('d', 'd'), campaign('e', 'e', 'f')];

  it('gives a campaign of several one row, and a single e-mail its own row', () => {
    expect(shape(campaignRows(campaigns, new Set()))).toEqual(['campaign:a ▸', 'd', 'campaign:e ▸']);
  });

  it('lists an expanded campaign’s e-mails right under it, in order', () => {
    expect(shape(campaignRows(campaigns, new Set(['e'])))).toEqual(['campaign:a ▸', 'd', 'campaign:e ▾', 'e (in)', 'f (in)']);
  });

  it('says how many e-mails and mailboxes', () => {
    expect(campaignCounts(campaign('a', 'a', 'b', 'c'))).toBe('3 e-mails · 3 mailboxes');
    expect(campaignCounts({ messages: [issue('a')], mailboxes: 1 })).toBe('1 e-mail · 1 mailbox');
  });
});

describe('campaignRows identity', () => {
  it('keeps an e-mail’s row object across regroupings, so the table renders only what changed', () => {
    const a = issue('a');
    const first = campaignRows([{ id: 'a', messages: [a], mailboxes: 1 } as unknown as Campaign], new Set());
    const again = campaignRows([{ id: 'a', messages: [a], mailboxes: 1 } as unknown as Campaign], new Set());
    expect(again[0]).toBe(first[0]);
  });
});
