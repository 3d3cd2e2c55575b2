/**
 * Removing fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): what a row removes, the question
 * asked first, and what the finished removal says. decision: only the copies still open are sent (a resolved or
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

/** What a finished removal tells: all removed, some failed (with the mailboxes), or none removed. */
export function removalOutcome(removal: Pick<FraudRemediation, 'status' | 'counts' | 'items'>): RemovalOutcome {
  const { removed, failed, total } = removal.counts;
  if (removal.status === 'completed') {
    return { tone: 'success', text: `Removed ${plural(removed, 'message', 'messages')} from the mailboxes.` };
  }
  if (removal.status === 'partially_failed') {
    const where = removal.items.filter((item) => item.status === 'failed').map((item) => item.mailbox);
    return {
      tone: 'error',
      text: `Removed ${removed} of ${plural(total, 'message', 'messages')}; ${failed} could not be removed (${where.join(', ')}).`,
    };
  }
  return { tone: 'error', text: 'The messages could not be removed. Please try again later.' };
}
