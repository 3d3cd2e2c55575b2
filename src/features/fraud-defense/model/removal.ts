/**
 * Removing fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): what a row removes, the question
 * asked first, what the finished removal, its retry and its undo say, and the next step each offers. decision: only the copies still open are sent (a resolved or
 * approved e-mail is left alone); the removal runs on after the confirmation closes, its rows saying 'Removing…'.
 */
import type { FraudRemediation, FraudRemediationItem } from '@generated/model';
import type { FraudDefenseIssue, RemovalSummary } from '@/features/issues';

export interface RemovalTarget {
  messageIds: string[];
  /** Distinct mailboxes the copies are in. */
  mailboxes: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The open e-mails' copies still in their mailboxes: their message ids, one per mailbox (the contract's copy is one
 * message in one mailbox). A copy removed or being removed is left out (the server would refuse it: 409); a failed or
 * restored one goes again.
 */
export function removalTarget(messages: readonly FraudDefenseIssue[]): RemovalTarget {
  const messageIds = new Set<string>();
  for (const message of messages) {
    if (message.status !== 'open') continue;
    for (const id of message.message_ids) messageIds.add(id);
    for (const { message_id: id, remediation } of message.removals) {
      if (remediation.status === 'removed' || remediation.status === 'pending') messageIds.delete(id);
    }
  }
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

/**
 * A failed copy's reason in words (getFraudRemediation's failure_reason values), short enough for the status column;
 * another value: the server's detail.
 */
const FAILURE_WORDS: Record<string, string> = {
  message_not_found: 'Already deleted or moved',
  mailbox_not_found: 'Mailbox not found',
  permission_denied: 'No permission for this mailbox',
  rate_limited: 'Throttled by the provider',
  provider_error: 'Provider error',
};

export function failureText(item: Pick<FraudRemediationItem, 'failure_reason' | 'failure_detail'>): string {
  return (item.failure_reason && FAILURE_WORDS[item.failure_reason]) || item.failure_detail || 'The reason is unknown';
}

/** The removals read (getFraudRemediations), by id. */
export type RemovalsById = ReadonlyMap<string, FraudRemediation>;

/**
 * Why the failed copies failed, from their removals' items: each distinct reason once ('; '); null when the removals
 * are not read (or do not list them).
 */
export function failureReason(failed: RemovalSummary['failed'], removals: RemovalsById | null): string | null {
  const reasons: string[] = [];
  for (const copy of failed) {
    const item = removals?.get(copy.remediation.remediation_id)?.items.find((i) => i.message_id === copy.message_id);
    if (!item) continue;
    const text = failureText(item);
    if (!reasons.includes(text)) reasons.push(text);
  }
  return reasons.length > 0 ? reasons.join('; ') : null;
}

/** What a row's status says about its removal; null: its status as usual. */
export type RemovalStatus =
  | { kind: 'busy'; text: 'Removing…' | 'Restoring…' }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'removed'; text: string; by: string | null; at: string | null };

/** The removals and copies on their way now (the mutation cache), which the rows say before the server does. */
export interface RemovalProgress {
  /** Message ids being removed. */
  removing: ReadonlySet<string>;
  /** Removals (ids) being retried, and being undone. */
  retrying: ReadonlySet<string>;
  undoing: ReadonlySet<string>;
}

/** Whether the rows' copies are being removed (or their failed copies retried), or put back. */
export function rowProgress(
  messages: readonly FraudDefenseIssue[],
  summary: RemovalSummary | null,
  { removing, retrying, undoing }: RemovalProgress,
): 'Removing…' | 'Restoring…' | null {
  if (summary?.state === 'removing') return 'Removing…';
  if (removing.size > 0 && messages.some((message) => message.message_ids.some((id) => removing.has(id)))) return 'Removing…';
  if (summary && summary.failedIn.some((id) => retrying.has(id))) return 'Removing…';
  if (summary && summary.removedIn.some((id) => undoing.has(id))) return 'Restoring…';
  return null;
}

/**
 * A row's removal status: on its way ('Removing…', 'Restoring…'), 'Removal failed' with the reason, or 'Removed'
 * (every copy; else 'Removed 19 of 20') with who and when. Null when nothing was removed.
 */
export function removalStatus(
  messages: readonly FraudDefenseIssue[],
  summary: RemovalSummary | null,
  progress: RemovalProgress,
  removals: RemovalsById | null,
): RemovalStatus | null {
  const busy = rowProgress(messages, summary, progress);
  if (busy) return { kind: 'busy', text: busy };
  if (!summary) return null;
  if (summary.state === 'failed') return { kind: 'failed', reason: failureReason(summary.failed, removals) };
  const text = summary.removed >= summary.copies ? 'Removed' : `Removed ${summary.removed} of ${summary.copies}`;
  return { kind: 'removed', text, by: summary.removedBy, at: summary.removedAt };
}

/**
 * What a row's menu may do to the removals its copies belong to, at `now`: 'Retry failed' of a finished removal with
 * failed copies, 'Undo removal' of one whose undo_until is still ahead. Only removals the list has (a server without
 * the list, 404/501: neither). decision: one request per click, so a row whose copies belong to several removals acts
 * on the newest that applies (the list is newest first).
 */
export function removalRuns(
  summary: RemovalSummary | null,
  removals: RemovalsById | null,
  now: number,
): { retry: string | null; undo: string | null } {
  if (!summary || !removals) return { retry: null, undo: null };
  let retry: string | null = null;
  let undo: string | null = null;
  for (const [id, removal] of removals) {
    if (!retry && summary.failedIn.includes(id) && nextStep(removal, now) === 'retry') retry = id;
    const finished = removal.status === 'completed' || removal.status === 'partially_failed';
    if (!undo && summary.removedIn.includes(id) && finished && undoOpen(removal, now)) undo = id;
  }
  return { retry, undo };
}
