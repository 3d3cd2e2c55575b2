/**
 * Removal from the mailboxes (issue #29, fraud_remediation_enabled), loaded after the user's first input or when a
 * shown row has a removal to tell: the removals read once, what is on its way (the mutation cache: also a removal
 * started before a page change), the rows' status and menu, the writes (remove, 'Retry failed', 'Undo', each followed
 * until its run ends), the confirmation naming the count, and the outcomes' toasts with the next step.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getCreateFraudRemediationMutationKey,
  getRetryFraudRemediationMutationKey,
  getUndoFraudRemediationMutationKey,
  type CreateFraudRemediationMutationVariables,
  type RetryFraudRemediationMutationVariables,
} from '@generated/api/fraud-defense/fraud-defense';
import type { FraudRemediation } from '@generated/model';
import type { FraudDefenseIssue } from '@/features/issues';
import { serverDetail } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { useCapabilityQuery } from '@/shared/queries/capability';
import { fraudRemediationMutations, fraudRemediationQueries } from '@/shared/queries/fraud-remediation';
import { usePendingWrites, useWrite, withFeedback } from '@/shared/queries/mutations';
import { notify, type ToastAction } from '@/shared/toast/toaster';
import {
  REMOVAL_FAILED,
  UNDO_FAILED,
  nextStep,
  removalOutcome,
  removalQuestion,
  removalTarget,
  retryOutcome,
  undoOutcome,
  type RemovalOutcome,
  type RemovalProgress,
  type RemovalsById,
} from '../model/removal';
import type { RemovalView } from '../use-fraud-removal';
import { RemovalStatusCell, removalRowActions, rowRemovalStatus, type RemovalActs } from './removal-cells';

type RemovalRun = RetryFraudRemediationMutationVariables;
const sameRemoval = (a: RemovalRun, b: RemovalRun) => a.remediationId === b.remediationId;
const byRemoval = (variables: RemovalRun) => variables.remediationId;

/** Sends 'Retry failed' or 'Undo' of a removal: the latest writes, also from a toast shown after the page changed. */
type Steps = Record<'retry' | 'undo', (run: RemovalRun) => void>;

const show = ({ tone, text }: RemovalOutcome, action?: ToastAction) =>
  tone === 'success' ? notify.success(text, { action }) : notify.error(text, { action });

/** Ids as a set that keeps its identity while the ids stay the same (the mutation cache gives new arrays). */
function useIdSet(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join('\n');
  return useMemo(() => new Set(key ? key.split('\n') : []), [key]);
}

/** What is on its way now, from the mutation cache. */
function useRemovalProgress(): RemovalProgress {
  const removing = useIdSet(
    usePendingWrites<CreateFraudRemediationMutationVariables, string[]>(
      getCreateFraudRemediationMutationKey(),
      (variables) => variables.data.message_ids,
    ).flat(),
  );
  const retrying = useIdSet(usePendingWrites(getRetryFraudRemediationMutationKey(), byRemoval));
  const undoing = useIdSet(usePendingWrites(getUndoFraudRemediationMutationKey(), byRemoval));
  return useMemo(() => ({ removing, retrying, undoing }), [removing, retrying, undoing]);
}

/** The writes and their toasts; `retry` and `undo` go at once (the removal was confirmed before). */
function useRemovalWrites(accountId: string) {
  const queryClient = useQueryClient();
  // The toasts' buttons send through these (the writes below are defined after the feedback that offers them).
  const steps = useRef<Steps | null>(null);
  const tell = useCallback(
    (outcome: RemovalOutcome, removal: FraudRemediation) => {
      const step = nextStep(removal, Date.now());
      const run = { accountId, remediationId: removal.id };
      show(
        outcome,
        step ? { label: step === 'retry' ? 'Retry failed' : 'Undo', onClick: () => steps.current?.[step](run) } : undefined,
      );
    },
    [accountId],
  );
  const { mutate: remove } = useWrite(
    withFeedback(fraudRemediationMutations.remove(queryClient), {
      onSuccess: (removal) => tell(removalOutcome(removal), removal),
      onError: (error) => notify.error(roleRefusalMessage(error, 'remove messages') ?? serverDetail(error) ?? REMOVAL_FAILED),
    }),
  );
  const { mutate: retry } = useWrite(
    withFeedback(fraudRemediationMutations.retry(queryClient), {
      onSuccess: (removal) => tell(retryOutcome(removal), removal),
      // A 409 (nothing failed any more, or it runs) says why in the server's words.
      onError: (error) => notify.error(roleRefusalMessage(error, 'remove messages') ?? serverDetail(error) ?? REMOVAL_FAILED),
    }),
    sameRemoval,
  );
  const { mutate: undo } = useWrite(
    withFeedback(fraudRemediationMutations.undo(queryClient), {
      onSuccess: (removal) => show(undoOutcome(removal)),
      // A 409 UNDO_EXPIRED names until when it was possible.
      onError: (error) => notify.error(roleRefusalMessage(error, 'undo a removal') ?? serverDetail(error) ?? UNDO_FAILED),
    }),
    sameRemoval,
  );
  useEffect(() => {
    steps.current = { retry: (run) => retry(run), undo: (run) => undo(run) };
  }, [retry, undo]);
  return { remove, retry, undo };
}

interface RemovalLayerProps {
  accountId: string;
  /** A role that may remove (Member, Admin): the rows get their menu. */
  allowed: boolean;
  /** Takes the tables' view, each time it changes. */
  onView: (view: RemovalView) => void;
}

export default function RemovalLayer({ accountId, allowed, onView }: RemovalLayerProps) {
  const list = useCapabilityQuery(true, fraudRemediationQueries.removals(accountId));
  const listed = list.state === 'ready' ? list.data : null;
  const removals = useMemo<RemovalsById | null>(
    () => (listed ? new Map(listed.map((removal) => [removal.id, removal])) : null),
    [listed],
  );
  const progress = useRemovalProgress();
  const writes = useRemovalWrites(accountId);
  const { retry, undo } = writes;

  const [target, setTarget] = useState<{
    messages: readonly FraudDefenseIssue[];
    trigger?: () => HTMLElement | null;
  } | null>(null);
  const act = useMemo<RemovalActs | undefined>(
    () =>
      allowed
        ? {
            ask: (messages, trigger) => setTarget({ messages, trigger }),
            retry: (remediationId) => retry({ accountId, remediationId }),
            undo: (remediationId) => undo({ accountId, remediationId }),
          }
        : undefined,
    [allowed, accountId, retry, undo],
  );

  useEffect(() => {
    const rows = { ...progress, removals };
    onView({
      status: (messages) => {
        const status = rowRemovalStatus(messages, rows);
        return status ? <RemovalStatusCell status={status} /> : null;
      },
      actions: act && ((messagesOf, label) => removalRowActions(rows, act, messagesOf, label)),
    });
  }, [onView, progress, removals, act]);

  const chosen = target ? removalTarget(target.messages) : null;
  const confirm = () => {
    if (!chosen || chosen.messageIds.length === 0) return;
    setTarget(null);
    writes.remove({ accountId, data: { message_ids: chosen.messageIds } });
  };
  return allowed ? (
    <ConfirmDialog
      open={target !== null}
      title={chosen && chosen.mailboxes === 1 ? 'Remove from mailbox' : 'Remove from all mailboxes'}
      body={chosen ? removalQuestion(chosen) : ''}
      confirmLabel="Remove"
      tone="danger"
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
      finalFocus={target?.trigger}
    />
  ) : null;
}
