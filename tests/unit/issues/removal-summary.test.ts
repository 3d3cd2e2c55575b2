import { describe, expect, it } from 'vitest';
import type { Asset } from '@generated/model';
import { buildFraudDefenseIssues, removalSummary } from '@/features/issues';
import { removalLines } from '@/features/issues/model/removal-summary';
import fraudExamples from '../../../openapi/examples/fraud.json';
import assetsExamples from '../../../openapi/examples/assets.json';

const REMOVED_USERS = fraudExamples.usersFraudCampaignRemoved.value as unknown as Asset[];
/** The campaign's 20 e-mails (the example's users also have the customer's other threats). */
const inCampaign = (issues: ReturnType<typeof buildFraudDefenseIssues>) =>
  issues.filter((issue) => issue.subject.startsWith('Complete with DocuSign: Q4 bonus letter'));
const removed = inCampaign(buildFraudDefenseIssues(REMOVED_USERS));
const byMailbox = (address: string) => removed.find((issue) => issue.recipients[0]?.emailAddress === address)!;

describe('removal summary (issue #29): what the copies say about their removal', () => {
  it('keeps each removed copy’s state on its e-mail; none on an e-mail nobody removed', () => {
    const okafor = byMailbox('maya.okafor@brightsmiledental.com');
    expect(okafor.removals).toEqual([
      {
        message_id: 'msg-3101-okafor',
        mailbox: 'maya.okafor@brightsmiledental.com',
        remediation: expect.objectContaining({ remediation_id: 'rem-8c2f47', status: 'removed' }),
      },
    ]);
    const untouched = inCampaign(buildFraudDefenseIssues(fraudExamples.usersFraudCampaign.value as unknown as Asset[]));
    expect(untouched).toHaveLength(20);
    expect(untouched.every((issue) => issue.removals.length === 0)).toBe(true);
    expect(removalSummary(untouched)).toBeNull();
  });

  it('an e-mail removed: who and when; the campaign of 20 with one failure says failed, with its removal', () => {
    expect(removalSummary([byMailbox('maya.okafor@brightsmiledental.com')])).toEqual({
      state: 'removed',
      copies: 1,
      removed: 1,
      failed: [],
      removedBy: 'Maya Okafor',
      removedAt: '2026-11-23T08:42:20Z',
      failedIn: [],
      removedIn: ['rem-8c2f47'],
    });
    const campaign = removalSummary(removed)!;
    expect(campaign.state).toBe('failed');
    expect([campaign.copies, campaign.removed]).toEqual([20, 19]);
    expect(campaign.failed.map((copy) => copy.mailbox)).toEqual(['hannah.brooks@brightsmiledental.com']);
    expect([campaign.failedIn, campaign.removedIn]).toEqual([['rem-8c2f47'], ['rem-8c2f47']]);
    // The latest removed copy names who and when (Leah Kim's, 08:42:58).
    expect([campaign.removedBy, campaign.removedAt]).toEqual(['Maya Okafor', '2026-11-23T08:42:58Z']);
  });

  it('a copy being removed wins over the others; restored copies count as never removed', () => {
    const [first, second] = removed;
    const pending = {
      ...first!,
      removals: [{ ...first!.removals[0]!, remediation: { ...first!.removals[0]!.remediation, status: 'pending' as const } }],
    };
    expect(removalSummary([pending, second!])?.state).toBe('removing');
    const payroll = buildFraudDefenseIssues(assetsExamples.users.value as unknown as Asset[]).find(
      (issue) => issue.id === 'iss-029',
    )!;
    expect(payroll.removals.map((copy) => copy.remediation.status)).toEqual(['restored', 'restored']);
    expect(removalSummary([payroll])).toBeNull();
  });

  it('the Email Threat drawer’s lines', () => {
    expect(removalLines(removalSummary([byMailbox('maya.okafor@brightsmiledental.com')]))).toEqual({
      removed: 'Removed from 1 mailbox by Maya Okafor',
      failed: null,
    });
    expect(removalLines(removalSummary(removed))).toEqual({
      removed: 'Removed from 19 mailboxes by Maya Okafor',
      failed: 'Could not be removed from 1 mailbox.',
    });
    expect(removalLines(null)).toEqual({ removed: null, failed: null });
  });
});
