import { describe, expect, it } from 'vitest';
import type { FraudRemediation } from '@generated/model';
import type { FraudDefenseIssue } from '@/features/issues';
import { removalOutcome, removalQuestion, removalTarget } from '@/features/fraud-defense/model/removal';
import fraudExamples from '../../../openapi/examples/fraud.json';

const mail = (id: string, to: string, status = 'open', ids = [`msg-${id}`]) =>
  ({ id, status, message_ids: ids, recipients: [{ emailAddress: to }] }) as unknown as FraudDefenseIssue;

describe('removal (issue #29)', () => {
  it('sends the open copies only, and counts their mailboxes', () => {
    const target = removalTarget([
      mail('a', 'ana@clinic.example'),
      mail('b', 'ben@clinic.example'),
      mail('c', 'cy@clinic.example', 'resolved'),
      mail('d', 'di@clinic.example', 'open', []),
    ]);
    expect(target).toEqual({ messageIds: ['msg-a', 'msg-b'], mailboxes: 2 });
    expect(removalQuestion(target)).toBe('Remove 2 messages from 2 mailboxes?');
    expect(removalQuestion({ messageIds: ['msg-a'], mailboxes: 1 })).toBe('Remove 1 message from 1 mailbox?');
  });

  it('tells a completed removal, a partial one with the mailboxes that failed, and a failed one', () => {
    const partial = fraudExamples.remediationCampaignPartial.value as unknown as FraudRemediation;
    expect(removalOutcome(partial)).toEqual({
      tone: 'error',
      text: 'Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).',
    });
    const completed = fraudExamples.remediationCampaignCompleted.value as unknown as FraudRemediation;
    expect(removalOutcome(completed)).toEqual({ tone: 'success', text: 'Removed 20 messages from the mailboxes.' });
    expect(removalOutcome({ ...completed, status: 'failed' }).tone).toBe('error');
  });
});
