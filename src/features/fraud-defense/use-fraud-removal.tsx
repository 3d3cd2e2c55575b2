import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  getCreateFraudRemediationMutationKey,
  type CreateFraudRemediationMutationVariables,
} from '@generated/api/fraud-defense/fraud-defense';
import type { FraudDefenseIssue } from '@/features/issues';
import { usePermission } from '@/features/platform';
import { serverDetail } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { fraudRemediationMutations } from '@/shared/queries/fraud-remediation';
import { usePendingWrites, useWrite, withFeedback } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { removalOutcome, removalQuestion, removalTarget } from './model/removal';

const REMOVAL_FAILED = 'The messages could not be removed. Please try again later.';

export interface FraudRemoval {
  /** Message ids being removed now (from the mutation cache: also a removal started before a page change). */
  removing: ReadonlySet<string>;
  /** Asks to remove these e-mails' open copies; `trigger` gets focus back after the dialog. */
  ask: (messages: readonly FraudDefenseIssue[], trigger?: () => HTMLElement | null) => void;
}

/**
 * 'Remove from all mailboxes' (issue #29, fraud_remediation_enabled): the confirmation naming the count, then the
 * removal, followed until it ends while the rows say 'Removing…'; the outcome is a toast (also after the user has
 * left the page). Undefined without the flag or for a role that may not remove (Viewer).
 */
export function useFraudRemoval(accountId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const denied = usePermission('removeFraudMessages').reason;
  const remove = useWrite(
    withFeedback(fraudRemediationMutations.remove(queryClient), {
      onSuccess: (removal) => {
        const outcome = removalOutcome(removal);
        if (outcome.tone === 'success') notify.success(outcome.text);
        else notify.error(outcome.text);
      },
      onError: (error) => notify.error(roleRefusalMessage(error, 'remove messages') ?? serverDetail(error) ?? REMOVAL_FAILED),
    }),
  );
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
