import { describe, expect, it } from 'vitest';
import type { Asset, FraudRemediation, MessageRemediation } from '@generated/model';
import { buildFraudDefenseIssues, removalSummary, type FraudDefenseIssue } from '@/features/issues';
import {
  failureReason,
  failureText,
  nextStep,
  removalRuns,
  removalStatus,
  removalOutcome,
  removalQuestion,
  removalTarget,
  retryOutcome,
  undoOpen,
  undoOutcome,
} from '@/features/fraud-defense/model/removal';
import fraudExamples from '../../../openapi/examples/fraud.json';

const mail = (id: string, to: string, status = 'open', ids = [`msg-${id}`], removals: unknown[] = []) =>
  ({ id, status, message_ids: ids, recipients: [{ emailAddress: to }], removals }) as unknown as FraudDefenseIssue;
const copy = (messageId: string, status: MessageRemediation['status']) => ({
  message_id: messageId,
  mailbox: 'x@clinic.example',
  remediation: { remediation_id: 'rem-1', status, updated_at: '', removed_at: null, removed_by: null },
});

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

  it('leaves out copies removed or being removed (the server would refuse them); failed and restored ones go again', () => {
    const copies = ['msg-1', 'msg-2', 'msg-3', 'msg-4'];
    const target = removalTarget([
      mail('a', 'ana@clinic.example', 'open', copies, [
        copy('msg-1', 'removed'),
        copy('msg-2', 'pending'),
        copy('msg-3', 'failed'),
        copy('msg-4', 'restored'),
      ]),
    ]);
    expect(target).toEqual({ messageIds: ['msg-3', 'msg-4'], mailboxes: 2 });
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

describe('what the rows say and offer (issue #29)', () => {
  const partial = fraudExamples.remediationCampaignPartial.value as unknown as FraudRemediation;
  const completed = fraudExamples.remediationCampaignCompleted.value as unknown as FraudRemediation;
  const older = (fraudExamples.remediations.value as unknown as FraudRemediation[])[1]!;
  const campaign = buildFraudDefenseIssues(fraudExamples.usersFraudCampaignRemoved.value as unknown as Asset[]).filter((issue) =>
    issue.subject.startsWith('Complete with DocuSign: Q4 bonus letter'),
  );
  const brooks = campaign.filter((issue) => issue.recipients[0]?.emailAddress.startsWith('hannah.brooks'));
  const okafor = campaign.filter((issue) => issue.recipients[0]?.emailAddress.startsWith('maya.okafor'));
  const idle = { removing: new Set<string>(), retrying: new Set<string>(), undoing: new Set<string>() };
  const listed = (...removals: FraudRemediation[]) => new Map(removals.map((removal) => [removal.id, removal]));
  const now = Date.parse('2026-11-23T09:00:00Z');

  it('says each failure reason in words; another reason in the server’s words', () => {
    expect(failureText({ failure_reason: 'rate_limited', failure_detail: 'Microsoft Graph throttled…' })).toBe(
      'Throttled by the provider',
    );
    expect(failureText({ failure_reason: 'message_not_found', failure_detail: null })).toBe('Already deleted or moved');
    expect(failureText({ failure_reason: 'mailbox_not_found', failure_detail: null })).toBe('Mailbox not found');
    expect(failureText({ failure_reason: 'permission_denied', failure_detail: null })).toBe('No permission for this mailbox');
    expect(failureText({ failure_reason: 'provider_error', failure_detail: null })).toBe('Provider error');
    expect(failureText({ failure_reason: 'journaling_hold', failure_detail: 'The mailbox is on litigation hold.' })).toBe(
      'The mailbox is on litigation hold.',
    );
    expect(failureText({ failure_reason: 'journaling_hold', failure_detail: null })).toBe('The reason is unknown');
    // The failed copy's reason from its removal; none without the removals read.
    expect(failureReason(removalSummary(brooks)!.failed, listed(partial))).toBe('Throttled by the provider');
    expect(failureReason(removalSummary(brooks)!.failed, null)).toBeNull();
  });

  it('a row’s status: failed with its reason, removed with who and when, or on its way', () => {
    expect(removalStatus(brooks, removalSummary(brooks), idle, listed(partial))).toEqual({
      kind: 'failed',
      reason: 'Throttled by the provider',
    });
    expect(removalStatus(okafor, removalSummary(okafor), idle, null)).toEqual({
      kind: 'removed',
      text: 'Removed',
      by: 'Maya Okafor',
      at: '2026-11-23T08:42:20Z',
    });
    // The campaign: the failure comes first.
    expect(removalStatus(campaign, removalSummary(campaign), idle, null)).toEqual({ kind: 'failed', reason: null });
    // Part of the copies removed.
    const others = campaign.filter((issue) => !issue.recipients[0]?.emailAddress.startsWith('hannah.brooks'));
    const withUntouched = [...others, { ...brooks[0]!, removals: [] }];
    expect(removalStatus(withUntouched, removalSummary(withUntouched), idle, null)).toMatchObject({
      kind: 'removed',
      text: 'Removed 19 of 20',
    });
    // On its way: a removal sent, a retry of its removal, an undo of it.
    const sent = { ...idle, removing: new Set(['msg-3112-brooks']) };
    expect(removalStatus(brooks, removalSummary(brooks), sent, null)).toEqual({ kind: 'busy', text: 'Removing…' });
    const retried = { ...idle, retrying: new Set(['rem-8c2f47']) };
    expect(removalStatus(brooks, removalSummary(brooks), retried, null)).toEqual({ kind: 'busy', text: 'Removing…' });
    const undone = { ...idle, undoing: new Set(['rem-8c2f47']) };
    expect(removalStatus(okafor, removalSummary(okafor), undone, null)).toEqual({ kind: 'busy', text: 'Restoring…' });
    // Nothing removed: the usual status.
    const plain = mail('a', 'ana@clinic.example');
    expect(removalStatus([plain], removalSummary([plain]), idle, null)).toBeNull();
  });

  it('offers Retry failed and Undo removal only for a listed removal that allows them now', () => {
    expect(removalRuns(removalSummary(brooks), listed(partial), now)).toEqual({ retry: 'rem-8c2f47', undo: null });
    expect(removalRuns(removalSummary(okafor), listed(partial), now)).toEqual({ retry: null, undo: 'rem-8c2f47' });
    expect(removalRuns(removalSummary(campaign), listed(partial), now)).toEqual({ retry: 'rem-8c2f47', undo: 'rem-8c2f47' });
    // After the retry: nothing to retry; undo until undo_until, not at it.
    expect(removalRuns(removalSummary(okafor), listed(completed), Date.parse(completed.undo_until!))).toEqual({
      retry: null,
      undo: null,
    });
    // Running (a retry on its way), restored, unlisted (no list: 404/501), or no undo window: nothing.
    expect(removalRuns(removalSummary(campaign), listed({ ...partial, status: 'running' }), now)).toEqual({
      retry: null,
      undo: null,
    });
    expect(removalRuns(removalSummary(campaign), listed(older), now)).toEqual({ retry: null, undo: null });
    expect(removalRuns(removalSummary(campaign), null, now)).toEqual({ retry: null, undo: null });
    expect(removalRuns(removalSummary(okafor), listed({ ...completed, undo_until: null }), now)).toEqual({
      retry: null,
      undo: null,
    });
    expect(removalRuns(null, listed(partial), now)).toEqual({ retry: null, undo: null });
  });

  it('of several removals of a row’s copies, acts on the newest that applies (the list is newest first)', () => {
    const first = { ...completed, id: 'rem-old' };
    const twoRemovals = okafor.map((issue) => ({
      ...issue,
      removals: [
        ...issue.removals,
        {
          ...issue.removals[0]!,
          message_id: 'msg-x',
          remediation: { ...issue.removals[0]!.remediation, remediation_id: 'rem-old' },
        },
      ],
    }));
    const runs = removalRuns(removalSummary(twoRemovals), listed({ ...completed }, first), now);
    expect(runs.undo).toBe('rem-8c2f47');
  });
});
