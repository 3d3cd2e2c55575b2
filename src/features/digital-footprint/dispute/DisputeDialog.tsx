import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { useRef, useState, type FormEvent } from 'react';
import type { Asset } from '@generated/model';
import { serverDetail } from '@/api/errors';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { assetMutations } from '@/shared/queries/assets';
import { isAbsentCapability } from '@/shared/queries/capability';
import { useWrite } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_RULE } from '@/shared/validation/form-rules';
import { DISPUTE_MESSAGES as SHARED_MESSAGES } from '../model/asset-dispute';
import { disputeFormName, type DisputeTarget } from './dispute-form-name';

interface DisputeDialogProps {
  accountId: string;
  /** The asset to dispute; the dialog is open while it is set. */
  asset: Pick<Asset, 'id' | 'hostname'> | null;
  onClose: () => void;
  finalFocus?: () => HTMLElement | null;
}

/** The dialog's texts (issue #27). */
const DISPUTE_MESSAGES = {
  confirm: 'Dispute asset',
  placeholder: 'Why is this asset not yours? For example: a former vendor runs it.',
  explain: (hostname: string) =>
    `Tell us why ${hostname} is not yours. It is marked 'Disputed' at once and leaves your open issues when we confirm; you can withdraw the dispute later.`,
  disputed: (hostname: string) => `${hostname} is marked as disputed`,
  failed: 'The asset could not be disputed. Please try again.',
  withdrawBody: (hostname: string) =>
    `${hostname} counts as yours again: it is back in the score from the next assessment and its issues are open again.`,
  withdrawn: (hostname: string) => `The dispute of ${hostname} was withdrawn`,
  withdrawFailed: 'The dispute could not be withdrawn. Please try again.',
  /** The write answered 404/501: the backend has no disputes (the contract's decision); a note, not an error. */
  unavailable: 'Disputing assets is not available.',
} as const;

const sameAsset = (a: { assetId: string }, b: { assetId: string }) => a.assetId === b.assetId;

function DisputeForm({
  accountId,
  asset,
  onClose,
}: Omit<DisputeDialogProps, 'asset' | 'finalFocus'> & { asset: Pick<Asset, 'id' | 'hostname'> }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const write = useWrite(assetMutations.dispute(queryClient), sameAsset);
  const dirty = reason.trim() !== '';
  const guard = useDiscardGuard(dirty && !write.isPending);
  // A re-login (401/403/417) keeps the reason; it comes back when this asset's dialog opens again.
  useKeptForm({
    form: disputeFormName(accountId, asset.id),
    values: { reason },
    dirty,
    restore: (kept) => setReason(kept.reason ?? ''),
  });
  const problem = checked ? DISPUTE_REASON_RULE(reason) : undefined;
  // A backend without disputes is no failure to show: the dialog closes (below) and 'Not mine' goes away.
  const failure =
    write.isError && !isAbsentCapability(write.error)
      ? (roleRefusalMessage(write.error, 'dispute assets') ?? serverDetail(write.error) ?? DISPUTE_MESSAGES.failed)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (DISPUTE_REASON_RULE(reason) || write.isPending) return;
    write.mutate(
      { accountId, assetId: asset.id, data: { reason: reason.trim() } },
      {
        onSuccess: () => {
          guard.release();
          notify.success(DISPUTE_MESSAGES.disputed(asset.hostname));
          onClose();
        },
        onError: (error) => {
          if (!isAbsentCapability(error)) return;
          guard.release();
          notify.info(DISPUTE_MESSAGES.unavailable);
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {DISPUTE_MESSAGES.explain(asset.hostname)}
        </Text>
        <Field.Root invalid={Boolean(problem)} required>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            data-autofocus
            size="sm"
            rows={4}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={DISPUTE_MESSAGES.placeholder}
          />
          <HStack justify="space-between" w="full">
            <Field.ErrorText>{problem}</Field.ErrorText>
            <Text
              textStyle="xs"
              color={reason.trim().length > DISPUTE_REASON_MAX ? 'fg.error' : 'fg.muted'}
              className="tabular-nums"
              ms="auto"
            >
              {reason.trim().length}/{DISPUTE_REASON_MAX}
            </Text>
          </HStack>
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" variant="subtle" size="sm" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" colorPalette="gray" size="sm" onClick={guard.requestClose} disabled={write.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" loading={write.isPending} loadingText={DISPUTE_MESSAGES.confirm}>
            {DISPUTE_MESSAGES.confirm}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * 'Not mine' (issue #27, asset_dispute_enabled): a reason (the contract's 10-500 characters) and the confirmation.
 * The asset shows 'Disputed' while the write is pending; a failure keeps the dialog open with the text and the
 * server's reason.
 */
function DisputeDialog({ accountId, asset, onClose, finalFocus }: DisputeDialogProps) {
  // The title stays while the dialog animates closed.
  const last = useRef(asset);
  if (asset) last.current = asset;
  const shown = asset ?? last.current;
  return (
    <AppDialog open={asset !== null} title="Not mine" onClose={onClose} finalFocus={finalFocus} testId="dispute-dialog">
      {shown ? <DisputeForm key={shown.id} accountId={accountId} asset={shown} onClose={onClose} /> : null}
    </AppDialog>
  );
}

/** 'Withdraw dispute', confirmed: the asset counts again once the server answers; a failure says why. */
function WithdrawDialog({ accountId, asset, onClose, finalFocus }: DisputeDialogProps) {
  const queryClient = useQueryClient();
  const last = useRef(asset);
  if (asset) last.current = asset;
  const shown = asset ?? last.current;
  const write = useWrite(assetMutations.withdraw(queryClient), sameAsset);
  const confirm = () => {
    if (!shown) return;
    write.mutate(
      { accountId, assetId: shown.id },
      {
        onSuccess: () => {
          notify.success(DISPUTE_MESSAGES.withdrawn(shown.hostname));
          onClose();
        },
        onError: (error) => {
          if (isAbsentCapability(error)) notify.info(DISPUTE_MESSAGES.unavailable);
          else
            notify.error(
              roleRefusalMessage(error, 'withdraw disputes') ?? serverDetail(error) ?? DISPUTE_MESSAGES.withdrawFailed,
            );
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={asset !== null}
      title="Withdraw dispute"
      body={shown ? DISPUTE_MESSAGES.withdrawBody(shown.hostname) : ''}
      confirmLabel={SHARED_MESSAGES.withdraw}
      busy={write.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      finalFocus={finalFocus}
    />
  );
}

/** The page's 'Not mine' dialogs (loaded when one first opens). */
export function DisputeDialogs({
  accountId,
  target,
  onClose,
}: {
  accountId: string;
  target: DisputeTarget | null;
  onClose: () => void;
}) {
  const asset = (kind: DisputeTarget['kind']) => (target?.kind === kind ? target.asset : null);
  return (
    <>
      <DisputeDialog accountId={accountId} asset={asset('dispute')} onClose={onClose} finalFocus={target?.trigger} />
      <WithdrawDialog accountId={accountId} asset={asset('withdraw')} onClose={onClose} finalFocus={target?.trigger} />
    </>
  );
}
