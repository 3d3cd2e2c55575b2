import { describe, expect, it } from 'vitest';
import type { FraudRemediation } from '@generated/model';
import type { FraudDefenseIssue } from '@/features/issues';
import {
  nextStep,
  removalOutcome,
  removalQuestion,
  removalTarget,
  retryOutcome,
  undoOpen,
  undoOutcome,
} from '@/features/fraud-defense/model/removal';
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

  const partial = fraudExamples.remediationCampaignPartial.value as unknown as FraudRemediation;
  const completed = fraudExamples.remediationCampaignCompleted.value as unknown as FraudRemediation;
  const restored = fraudExamples.remediationCampaignRestored.value as unknown as FraudRemediation;
  const at = (iso: string) => Date.parse(iso);

  it('tells a retry that removed the rest, one still failing (where), and one that removed nothing', () => {
    expect(retryOutcome(completed)).toEqual({ tone: 'success', text: 'All 20 messages are now removed from the mailboxes.' });
    expect(retryOutcome(partial)).toEqual({
      tone: 'error',
      text: '1 of 20 messages still could not be removed (hannah.brooks@brightsmiledental.com).',
    });
    expect(retryOutcome({ ...partial, status: 'failed' })).toEqual({
      tone: 'error',
      text: 'The messages could not be removed. Please try again later.',
    });
  });

  it('tells an undo that put the messages back, and one that ended otherwise', () => {
    expect(undoOutcome(restored)).toEqual({ tone: 'success', text: 'Put 20 messages back in the mailboxes.' });
    expect(undoOutcome({ ...restored, counts: { ...restored.counts, restored: 1 } }).text).toBe(
      'Put 1 message back in the mailboxes.',
    );
    expect(undoOutcome(completed)).toEqual({ tone: 'error', text: 'The removal could not be undone. Please try again later.' });
  });

  it('offers Retry failed after failures, Undo only until undo_until, nothing after an undo or without a window', () => {
    // Partly failed: retry first, even while an undo would be possible.
    expect(nextStep(partial, at('2026-11-23T09:00:00Z'))).toBe('retry');
    expect(nextStep({ ...partial, status: 'failed', counts: { ...partial.counts, removed: 0, failed: 20 } }, 0)).toBe('retry');
    expect(nextStep(completed, at('2026-11-23T09:00:00Z'))).toBe('undo');
    // undo_until is the last moment: at it, and after it, no undo.
    expect(nextStep(completed, at('2026-11-24T08:47:20Z') - 1)).toBe('undo');
    expect(nextStep(completed, at('2026-11-24T08:47:20Z'))).toBeNull();
    expect(nextStep({ ...completed, undo_until: null }, 0)).toBeNull();
    expect(nextStep(restored, 0)).toBeNull();
    expect(undoOpen({ undo_until: 'not a date' }, 0)).toBe(false);
  });
});
