import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  getCreateAssetDisputeMutationKey,
  getWithdrawAssetDisputeMutationKey,
  type CreateAssetDisputeMutationVariables,
  type WithdrawAssetDisputeMutationVariables,
} from '@generated/api/assets/assets';
import type { Asset } from '@generated/model';
import { serverDetail } from '@/api/errors';
import type { RowActions } from '@/shared/data-table/RowActions';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { useLatched } from '@/shared/overlay/use-latched';
import { assetMutations } from '@/shared/queries/assets';
import { usePendingWrites, useWrite } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { DISPUTE_MESSAGES, isDisputable, isDisputed } from '../model/asset-dispute';
import type { AssetRow } from '../model/asset-model';

const DisputeDialog = lazyPart(() => import('./DisputeDialog').then((m) => m.DisputeDialog));

const sameAsset = (a: { assetId: string }, b: { assetId: string }) => a.assetId === b.assetId;

/** What the drawer shows and offers about an asset's dispute. */
export interface AssetDisputeView {
  /** Disputed on the server or being disputed now. */
  disputed: boolean;
  /** A write about it is in flight. */
  pending: boolean;
  onDispute: () => void;
  onWithdraw: () => void;
}

interface Target {
  asset: Pick<Asset, 'id' | 'hostname'>;
  trigger?: () => HTMLElement | null;
}

/**
 * 'Not mine' on the assets page (issue #27, asset_dispute_enabled): the assets being disputed or withdrawn (from the
 * mutation cache), the dialog, the withdrawal, the row menu and the drawer's view of one asset.
 */
export function useAssetDisputes(accountId: string, enabled: boolean, openDetails: (row: AssetRow) => void) {
  const queryClient = useQueryClient();
  const disputingIds = usePendingWrites<CreateAssetDisputeMutationVariables, string>(
    getCreateAssetDisputeMutationKey(),
    (v) => v.assetId,
  );
  const withdrawingIds = usePendingWrites<WithdrawAssetDisputeMutationVariables, string>(
    getWithdrawAssetDisputeMutationKey(),
    (v) => v.assetId,
  );
  const disputingKey = disputingIds.join('\n');
  const withdrawingKey = withdrawingIds.join('\n');
  const disputing = useMemo(() => new Set(disputingKey ? disputingKey.split('\n') : []), [disputingKey]);
  const withdrawing = useMemo(() => new Set(withdrawingKey ? withdrawingKey.split('\n') : []), [withdrawingKey]);

  const [target, setTarget] = useState<Target | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const { mutate: sendWithdraw } = useWrite(assetMutations.withdraw(queryClient), sameAsset);

  const ask = useCallback((asset: Pick<Asset, 'id' | 'hostname'>, trigger?: () => HTMLElement | null) => {
    setTarget({ asset, trigger });
  }, []);
  const withdraw = useCallback(
    (asset: Pick<Asset, 'id' | 'hostname'>) =>
      sendWithdraw(
        { accountId, assetId: asset.id },
        {
          onSuccess: () => notify.success(DISPUTE_MESSAGES.withdrawn(asset.hostname)),
          onError: (error) => notify.error(serverDetail(error) ?? DISPUTE_MESSAGES.withdrawFailed),
        },
      ),
    [accountId, sendWithdraw],
  );

  const rowActions = useMemo<RowActions<AssetRow> | undefined>(
    () =>
      enabled
        ? {
            label: (row) => `Actions for ${row.asset.hostname}`,
            actions: [
              { value: 'open', label: 'Open details', onSelect: (row) => openDetails(row) },
              {
                value: 'dispute',
                label: DISPUTE_MESSAGES.action,
                shown: (row) => isDisputable(row.asset) && !row.disputed,
                onSelect: (row, trigger) => ask(row.asset, trigger),
              },
              {
                value: 'withdraw',
                label: DISPUTE_MESSAGES.withdraw,
                shown: (row) => row.disputed,
                // Withdrawn once the server has the dispute (not while it is still being sent).
                disabled: (row) => !row.asset.dispute || withdrawing.has(row.id),
                onSelect: (row) => withdraw(row.asset),
              },
            ],
          }
        : undefined,
    [enabled, openDetails, ask, withdraw, withdrawing],
  );

  /** The drawer's view of one asset; undefined when it cannot be disputed (or the flag is off). */
  const viewOf = useCallback(
    (asset: Asset): AssetDisputeView | undefined =>
      enabled && isDisputable(asset)
        ? {
            disputed: isDisputed(asset, disputing),
            pending: disputing.has(asset.id) || withdrawing.has(asset.id),
            onDispute: () => ask(asset),
            onWithdraw: () => withdraw(asset),
          }
        : undefined,
    [enabled, disputing, withdrawing, ask, withdraw],
  );

  // The dialog's code (and the form rules') loads when it first opens.
  const used = useLatched(target !== null);
  const dialog =
    enabled && used ? (
      <DisputeDialog accountId={accountId} asset={target?.asset ?? null} onClose={close} finalFocus={target?.trigger} />
    ) : null;

  return { disputing, rowActions, viewOf, dialog };
}
