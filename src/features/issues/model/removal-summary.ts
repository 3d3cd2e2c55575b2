/**
 * What the copies of e-mails say about their removal from the mailboxes (issue #29, fraud_remediation_enabled): the
 * rows' status and the Email Threat drawer's line read it, from each copy's own `remediation`.
 */
import type { CopyRemoval, FraudDefenseIssue } from './issue-model';

export interface RemovalSummary {
  /**
   * What the row says: 'removing' while a copy's removal runs, 'failed' while a copy could not be removed (it is
   * still in its mailbox), else 'removed'. Restored copies (an undo) count as never removed.
   */
  state: 'removing' | 'failed' | 'removed';
  /** The e-mails' copies (one per mailbox) and how many of them are removed. */
  copies: number;
  removed: number;
  /** The copies whose removal failed. */
  failed: readonly CopyRemoval[];
  /** Who removed the latest removed copy, and when (ISO); null when none is removed. */
  removedBy: string | null;
  removedAt: string | null;
  /** The removals (their ids) the failed copies and the removed copies belong to, each once. */
  failedIn: readonly string[];
  removedIn: readonly string[];
}

const addOnce = (list: string[], id: string) => {
  if (!list.includes(id)) list.push(id);
};

/** The removal state of these e-mails' copies (an e-mail's row, or a campaign's); null when no copy was removed. */
export function removalSummary(messages: readonly FraudDefenseIssue[]): RemovalSummary | null {
  let copies = 0;
  let removed = 0;
  let removing = false;
  let latest: CopyRemoval | null = null;
  const failed: CopyRemoval[] = [];
  const failedIn: string[] = [];
  const removedIn: string[] = [];
  for (const message of messages) {
    copies += message.message_ids.length;
    for (const copy of message.removals) {
      const { status, remediation_id: id, removed_at: at } = copy.remediation;
      if (status === 'pending') removing = true;
      else if (status === 'failed') {
        failed.push(copy);
        addOnce(failedIn, id);
      } else if (status === 'removed') {
        removed++;
        addOnce(removedIn, id);
        if (at && (!latest || at > (latest.remediation.removed_at ?? ''))) latest = copy;
      }
    }
  }
  if (!removing && failed.length === 0 && removed === 0) return null;
  return {
    state: removing ? 'removing' : failed.length > 0 ? 'failed' : 'removed',
    copies,
    removed,
    failed,
    removedBy: latest?.remediation.removed_by?.name ?? null,
    removedAt: latest?.remediation.removed_at ?? null,
    failedIn,
    removedIn,
  };
}

const mailboxes = (count: number) => `${count} ${count === 1 ? 'mailbox' : 'mailboxes'}`;

/**
 * The Email Threat drawer's lines: 'Removed from 2 mailboxes by Maya Okafor' (the time goes after it) and 'Could not
 * be removed from 1 mailbox.'; each null when it does not apply.
 */
export function removalLines(summary: RemovalSummary | null): { removed: string | null; failed: string | null } {
  if (!summary) return { removed: null, failed: null };
  const by = summary.removedBy ? ` by ${summary.removedBy}` : '';
  return {
    removed: summary.removed > 0 ? `Removed from ${mailboxes(summary.removed)}${by}` : null,
    failed: summary.failed.length > 0 ? `Could not be removed from ${mailboxes(summary.failed.length)}.` : null,
  };
}
