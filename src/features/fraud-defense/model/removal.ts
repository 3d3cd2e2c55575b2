/**
 * Removing fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): what a row removes, the question
 * asked first, what the finished removal, its retry and its undo say, and the next step each offers. decision: only the copies still open are sent (a resolved or
 * approved e-mail is left alone); the removal runs on after the confirmation closes, its rows saying 'Removing…'.
 */
import type { FraudRemediation } from '@generated/model';
import type { FraudDefenseIssue } from '@/features/issues';

export interface RemovalTarget {
  messageIds: string[];
  /** Distinct mailboxes the copies are in. */
  mailboxes: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The open e-mails' copies: their message ids, one per mailbox (the contract's copy is one message in one mailbox). */
export function removalTarget(messages: readonly FraudDefenseIssue[]): RemovalTarget {
  const messageIds = new Set<string>();
  for (const message of messages) if (message.status === 'open') for (const id of message.message_ids) messageIds.add(id);
  return { messageIds: [...messageIds], mailboxes: messageIds.size };
}

/** 'Remove 20 messages from 20 mailboxes?' (the contract's wording). */
export function removalQuestion({ messageIds, mailboxes }: RemovalTarget): string {
  return `Remove ${plural(messageIds.length, 'message', 'messages')} from ${plural(mailboxes, 'mailbox', 'mailboxes')}?`;
}

export interface RemovalOutcome {
  tone: 'success' | 'error';
  text: string;
}

/** A removal (or its retry) that removed nothing, or could not be sent or followed, when the server gave no reason. */
export const REMOVAL_FAILED = 'The messages could not be removed. Please try again later.';

/** The mailboxes whose copies failed, as the removal lists them. */
const failedMailboxes = (removal: Pick<FraudRemediation, 'items'>) =>
  removal.items.filter((item) => item.status === 'failed').map((item) => item.mailbox);

/** What a finished removal tells: all removed, some failed (with the mailboxes), or none removed. */
export function removalOutcome(removal: Pick<FraudRemediation, 'status' | 'counts' | 'items'>): RemovalOutcome {
  const { removed, failed, total } = removal.counts;
  if (removal.status === 'completed') {
    return { tone: 'success', text: `Removed ${plural(removed, 'message', 'messages')} from the mailboxes.` };
  }
  if (removal.status === 'partially_failed') {
    return {
      tone: 'error',
      text: `Removed ${removed} of ${plural(total, 'message', 'messages')}; ${failed} could not be removed (${failedMailboxes(removal).join(', ')}).`,
    };
  }
  return { tone: 'error', text: REMOVAL_FAILED };
}

/** What a finished 'Retry failed' tells: every message now removed, some still failing (where), or none removed. */
export function retryOutcome(removal: Pick<FraudRemediation, 'status' | 'counts' | 'items'>): RemovalOutcome {
  const { failed, total } = removal.counts;
  if (removal.status === 'completed') {
    return { tone: 'success', text: `All ${plural(total, 'message', 'messages')} are now removed from the mailboxes.` };
  }
  if (removal.status === 'partially_failed') {
    return {
      tone: 'error',
      text: `${failed} of ${plural(total, 'message', 'messages')} still could not be removed (${failedMailboxes(removal).join(', ')}).`,
    };
  }
  return { tone: 'error', text: REMOVAL_FAILED };
}

/** What a finished 'Undo' tells: the messages are back, or the undo did not happen (the removal ended otherwise). */
export function undoOutcome(removal: Pick<FraudRemediation, 'status' | 'counts'>): RemovalOutcome {
  if (removal.status === 'restored') {
    return { tone: 'success', text: `Put ${plural(removal.counts.restored, 'message', 'messages')} back in the mailboxes.` };
  }
  return { tone: 'error', text: UNDO_FAILED };
}

/** An undo that did not happen, or could not be sent or followed, when the server gave no reason. */
export const UNDO_FAILED = 'The removal could not be undone. Please try again later.';

/** Whether the server still allows an undo at `now`: only until its undo_until (null: no undo). */
export const undoOpen = (removal: Pick<FraudRemediation, 'undo_until'>, now: number) =>
  removal.undo_until !== null && Date.parse(removal.undo_until) > now;

/**
 * The next step a finished removal (or retry) offers in its toast: 'Retry failed' when copies failed, else 'Undo'
 * while the server allows it.
 */
export function nextStep(
  removal: Pick<FraudRemediation, 'status' | 'counts' | 'undo_until'>,
  now: number,
): 'retry' | 'undo' | null {
  if ((removal.status === 'partially_failed' || removal.status === 'failed') && removal.counts.failed > 0) return 'retry';
  if (removal.status === 'completed' && undoOpen(removal, now)) return 'undo';
  return null;
}
