import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getCreateFraudRemediationMutationKey,
  type CreateFraudRemediationMutationVariables,
  type RetryFraudRemediationMutationVariables,
} from '@generated/api/fraud-defense/fraud-defense';
import type { FraudRemediation } from '@generated/model';
import type { FraudDefenseIssue } from '@/features/issues';
import { usePermission } from '@/features/platform';
import { serverDetail } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { fraudRemediationMutations } from '@/shared/queries/fraud-remediation';
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
} from './model/removal';

export interface FraudRemoval {
  /** Message ids being removed now (from the mutation cache: also a removal started before a page change). */
  removing: ReadonlySet<string>;
  /** Asks to remove these e-mails' open copies; `trigger` gets focus back after the dialog. */
  ask: (messages: readonly FraudDefenseIssue[], trigger?: () => HTMLElement | null) => void;
}

type RemovalRun = RetryFraudRemediationMutationVariables;
const sameRemoval = (a: RemovalRun, b: RemovalRun) => a.remediationId === b.remediationId;

/** Sends 'Retry failed' or 'Undo' of a removal: the latest writes, also from a toast shown after the page changed. */
type Steps = Record<'retry' | 'undo', (run: RemovalRun) => void>;

/**
 * 'Remove from all mailboxes' (issue #29, fraud_remediation_enabled): the confirmation naming the count, then the
 * removal, followed until it ends while the rows say 'Removing…'; the outcome is a toast (also after the user has
 * left the page) with the next step: 'Retry failed' when copies failed, 'Undo' while the server allows it. Undefined
 * without the flag or for a role that may not remove (Viewer).
 */
export function useFraudRemoval(accountId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const denied = usePermission('removeFraudMessages').reason;

  // The toasts' buttons send through these (the writes below are defined after the feedback that offers them).
  const steps = useRef<Steps | null>(null);
  const tell = useCallback(
    ({ tone, text }: RemovalOutcome, removal: FraudRemediation) => {
      const step = nextStep(removal, Date.now());
      const run = { accountId, remediationId: removal.id };
      const action: ToastAction | undefined = step
        ? { label: step === 'retry' ? 'Retry failed' : 'Undo', onClick: () => steps.current?.[step](run) }
        : undefined;
      if (tone === 'success') notify.success(text, { action });
      else notify.error(text, { action });
    },
    [accountId],
  );

  const remove = useWrite(
    withFeedback(fraudRemediationMutations.remove(queryClient), {
      onSuccess: (removal) => tell(removalOutcome(removal), removal),
      onError: (error) => notify.error(roleRefusalMessage(error, 'remove messages') ?? serverDetail(error) ?? REMOVAL_FAILED),
    }),
  );
  const retry = useWrite(
    withFeedback(fraudRemediationMutations.retry(queryClient), {
      onSuccess: (removal) => tell(retryOutcome(removal), removal),
      // A 409 (nothing failed any more, or it runs) says why in the server's words.
      onError: (error) => notify.error(roleRefusalMessage(error, 'remove messages') ?? serverDetail(error) ?? REMOVAL_FAILED),
    }),
    sameRemoval,
  );
  const undo = useWrite(
    withFeedback(fraudRemediationMutations.undo(queryClient), {
      onSuccess: (removal) => {
        const { tone, text } = undoOutcome(removal);
        if (tone === 'success') notify.success(text);
        else notify.error(text);
      },
      // A 409 UNDO_EXPIRED names until when it was possible.
      onError: (error) => notify.error(roleRefusalMessage(error, 'undo a removal') ?? serverDetail(error) ?? UNDO_FAILED),
    }),
    sameRemoval,
  );
  const { mutate: sendRetry } = retry;
  const { mutate: sendUndo } = undo;
  useEffect(() => {
    steps.current = { retry: (run) => sendRetry(run), undo: (run) => sendUndo(run) };
  }, [sendRetry, sendUndo]);

  const pending = usePendingWrites<CreateFraudRemediationMutationVariables, string[]>(
    getCreateFraudRemediationMutationKey(),
    (variables) => variables.data.message_ids,
  );
  const pendingKey = pending.flat().join('\n');
  const removing = useMemo<ReadonlySet<string>>(() => new Set(pendingKey ? pendingKey.split('\n') : []), [pendingKey]);

  const [target, setTarget] = useState<{
    messages: readonly FraudDefenseIssue[];
    trigger?: () => HTMLElement | null;
  } | null>(null);
  const ask = useCallback<FraudRemoval['ask']>((messages, trigger) => setTarget({ messages, trigger }), []);
  const chosen = target ? removalTarget(target.messages) : null;

  const confirm = () => {
    if (!chosen || chosen.messageIds.length === 0) return;
    setTarget(null);
    remove.mutate({ accountId, data: { message_ids: chosen.messageIds } });
  };

  const allowed = enabled && !denied;
  const removal = useMemo<FraudRemoval | undefined>(() => (allowed ? { removing, ask } : undefined), [allowed, removing, ask]);
  const dialog = allowed ? (
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
  return { removal, dialog };
}
