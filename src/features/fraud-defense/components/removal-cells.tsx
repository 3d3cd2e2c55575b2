/** How the open issues' rows show and act on removal from the mailboxes (issue #29): part of the removal layer. */
import { removalSummary, type FraudDefenseIssue } from '@/features/issues';
import type { RowActions } from '@/shared/data-table/RowActions';
import { CellBadge, CellLines, CellText } from '@/shared/data-table/cells';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import {
  removalRuns,
  removalStatus,
  removalTarget,
  rowProgress,
  type RemovalProgress,
  type RemovalStatus,
  type RemovalsById,
} from '../model/removal';

/** What the rows read: what is on its way now, and the removals read (null: not read, or 404/501). */
export type RemovalRows = RemovalProgress & { removals: RemovalsById | null };

/** The rows' removal actions, for a role that may remove (Member, Admin). */
export interface RemovalActs {
  /** Asks to remove these e-mails' open copies; `trigger` gets focus back after the confirmation. */
  ask: (messages: readonly FraudDefenseIssue[], trigger?: () => HTMLElement | null) => void;
  /** 'Retry failed' and 'Undo removal' of one removal, at once (the removal was confirmed before). */
  retry: (remediationId: string) => void;
  undo: (remediationId: string) => void;
}

/** These e-mails' removal status for their row; null when nothing of theirs was removed or is on its way. */
export const rowRemovalStatus = (messages: readonly FraudDefenseIssue[], rows: RemovalRows): RemovalStatus | null =>
  removalStatus(messages, removalSummary(messages), rows, rows.removals);

/** The status cell of a row with a removal: on its way, 'Removal failed' and why, or 'Removed' with who and when. */
export function RemovalStatusCell({ status }: { status: RemovalStatus }) {
  if (status.kind === 'busy') return <CellText tone="muted">{status.text}</CellText>;
  if (status.kind === 'failed') {
    return (
      <CellLines>
        <span>
          <CellBadge palette="red">Removal failed</CellBadge>
        </span>
        {status.reason ? (
          <CellText size="xs" tone="muted" title={status.reason}>
            {status.reason}
          </CellText>
        ) : null}
      </CellLines>
    );
  }
  // 'Removed' and when on the first line, who on the second: each fits the column whole.
  return (
    <CellLines>
      <span data-cell-icon-text="">
        <CellBadge palette="green">{status.text}</CellBadge>
        {status.at ? (
          <CellText size="xs" tone="muted" numeric>
            <RelativeTime at={status.at} />
          </CellText>
        ) : null}
      </span>
      {status.by ? (
        <CellText size="xs" tone="muted" title={`Removed by ${status.by}`}>
          {`by ${status.by}`}
        </CellText>
      ) : null}
    </CellLines>
  );
}

/**
 * A row's removal actions: 'Remove from all mailboxes' (an e-mail in one mailbox: 'Remove from mailbox') of its open
 * copies, 'Retry failed' and 'Undo removal' when its removal allows them now (removalRuns); disabled while its
 * removal is on its way.
 */
export function removalRowActions<T>(
  view: RemovalRows,
  act: RemovalActs,
  messagesOf: (row: T) => readonly FraudDefenseIssue[],
  label: (row: T) => string,
): RowActions<T> {
  const copies = (row: T) => removalTarget(messagesOf(row)).messageIds.length;
  const busy = (row: T) => rowProgress(messagesOf(row), removalSummary(messagesOf(row)), view) !== null;
  const runs = (row: T) => removalRuns(removalSummary(messagesOf(row)), view.removals, Date.now());
  const remove = (row: T, trigger: () => HTMLElement | null) => act.ask(messagesOf(row), trigger);
  return {
    label,
    actions: [
      {
        value: 'remove-all',
        label: 'Remove from all mailboxes',
        danger: true,
        shown: (row) => copies(row) !== 1,
        disabled: (row) => copies(row) === 0 || busy(row),
        onSelect: remove,
      },
      {
        value: 'remove-one',
        label: 'Remove from mailbox',
        danger: true,
        shown: (row) => copies(row) === 1,
        disabled: busy,
        onSelect: remove,
      },
      {
        value: 'retry',
        label: 'Retry failed',
        shown: (row) => runs(row).retry !== null,
        disabled: busy,
        onSelect: (row) => {
          const id = runs(row).retry;
          if (id) act.retry(id);
        },
      },
      {
        value: 'undo',
        label: 'Undo removal',
        shown: (row) => runs(row).undo !== null,
        disabled: busy,
        onSelect: (row) => {
          const id = runs(row).undo;
          if (id) act.undo(id);
        },
      },
    ],
  };
}
