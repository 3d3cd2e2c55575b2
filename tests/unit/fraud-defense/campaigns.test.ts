import { describe, expect, it } from 'vitest';
import type { FraudDefenseIssue } from '@/features/issues';
import { groupCampaigns, nearIdentical, subjectKey } from '@/features/fraud-defense/model/campaigns';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-18T09:00:00Z');

function mail(
  id: string,
  {
    from = 'billing@paypa1-secure.com',
    subject = 'Your invoice is overdue',
    hours = 0,
    to = `${id}@clinic.example`,
    severity = 'important',
  } = {},
): FraudDefenseIssue {
  return {
    id,
    subject,
    severity,
    sender: { name: null, emailAddress: from },
    emailTime: new Date(START + hours * HOUR).toISOString(),
    recipients: [{ emailAddress: to }],
  } as unknown as FraudDefenseIssue;
}

const ids = (campaigns: ReturnType<typeof groupCampaigns>) => campaigns.map((c) => c.messages.map((m) => m.id));

describe('subjects (issue #29)', () => {
  it('sets aside reply and forward prefixes, case, accents, spacing and numbers', () => {
    expect(subjectKey('RE: Fwd:  Invoice  4471 is OVERDUE')).toBe('invoice # is overdue');
    expect(subjectKey('Réinitialisez votre mot de passe')).toBe('reinitialisez votre mot de passe');
  });

  it('are near-identical within a fifth of their letters, and not beyond', () => {
    expect(nearIdentical('your invoice is overdue', 'your invoice is overdue!')).toBe(true);
    expect(nearIdentical('your invoice is overdue', 'your invoices are overdue')).toBe(true);
    expect(nearIdentical('your invoice is overdue', 'your parcel is waiting')).toBe(false);
    // A long tail on one side is not a near-identical subject.
    expect(nearIdentical('urgent', 'urgent: update your payroll details today')).toBe(false);
  });
});

describe('groupCampaigns (issue #29)', () => {
  it('groups one sender’s near-identical subjects within 72 hours, counting distinct mailboxes', () => {
    const campaigns = groupCampaigns([
      mail('a', { hours: 0, to: 'ana@clinic.example' }),
      mail('b', { hours: 5, subject: 'RE: Your invoice is overdue!', to: 'ben@clinic.example' }),
      mail('c', { hours: 70, to: 'ANA@clinic.example', severity: 'critical' }),
    ]);
    expect(ids(campaigns)).toEqual([['a', 'b', 'c']]);
    expect(campaigns[0]).toMatchObject({
      id: 'a',
      subject: 'Your invoice is overdue',
      mailboxes: 2,
      firstSeen: '2026-11-18T09:00:00.000Z',
      lastSeen: '2026-11-21T07:00:00.000Z',
      severity: 'critical',
    });
  });

  it('keeps the same subject from another sender apart', () => {
    expect(ids(groupCampaigns([mail('a'), mail('b', { from: 'billing@other-sender.com' })]))).toEqual([['a'], ['b']]);
  });

  it('treats the sender’s address without regard to case', () => {
    expect(ids(groupCampaigns([mail('a'), mail('b', { from: 'Billing@PayPa1-Secure.com' })]))).toEqual([['a', 'b']]);
  });

  it('starts a new campaign more than 72 hours after the first e-mail of one', () => {
    expect(ids(groupCampaigns([mail('a', { hours: 0 }), mail('b', { hours: 48 }), mail('c', { hours: 73 })]))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });

  it('keeps another subject of the same sender and day apart', () => {
    expect(ids(groupCampaigns([mail('a'), mail('b', { subject: 'Your parcel is waiting', hours: 1 })]))).toEqual([['a'], ['b']]);
  });

  it('makes a campaign of one of a single e-mail', () => {
    const [only] = groupCampaigns([mail('a', { to: 'ana@clinic.example' })]);
    expect(only).toMatchObject({ id: 'a', mailboxes: 1, firstSeen: only!.lastSeen });
    expect(only!.messages).toHaveLength(1);
  });

  it('keeps the order given: campaigns by their first listed e-mail, messages as listed', () => {
    // The table's order (most severe, newest first): a newer copy listed before the first one.
    const campaigns = groupCampaigns([
      mail('late', { hours: 10, severity: 'critical' }),
      mail('other', { subject: 'Parcel held at the depot', from: 'dhl@dhl-track.info' }),
      mail('early', { hours: 0 }),
    ]);
    expect(ids(campaigns)).toEqual([['late', 'early'], ['other']]);
    // Named after the oldest e-mail.
    expect(campaigns[0]!.id).toBe('early');
  });

  it('puts every e-mail in exactly one campaign', () => {
    const all = Array.from({ length: 200 }, (_, i) =>
      mail(`m${i}`, { hours: i * 7, from: `s${i % 3}@x.example`, subject: i % 2 ? 'Reset your password' : 'Invoice 55' }),
    );
    const grouped = groupCampaigns(all).flatMap((c) => c.messages.map((m) => m.id));
    expect(grouped.toSorted()).toEqual(all.map((m) => m.id).toSorted());
  });
});
