import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getCreateAssetDisputeMutationKey,
  getWithdrawAssetDisputeMutationKey,
  type CreateAssetDisputeMutationVariables,
  type WithdrawAssetDisputeMutationVariables,
} from '@generated/api/assets/assets';
import type { Asset } from '@generated/model';
import { usePermission } from '@/features/platform';
import type { RowActions } from '@/shared/data-table/RowActions';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { useLatched } from '@/shared/overlay/use-latched';
import { keptFormsStartingWith } from '@/shared/persistence/use-kept-form';
import { assetQueries } from '@/shared/queries/assets';
import { usePendingWrites } from '@/shared/queries/mutations';
import { DISPUTE_MESSAGES, disputesOffered, isDisputable, isDisputed } from '../model/asset-dispute';
import type { AssetRow } from '../model/asset-model';
import { disputeFormName, type DisputeTarget } from './dispute-form-name';

const DisputeDialogs = lazyPart(() => import('./DisputeDialog').then((m) => m.DisputeDialogs));

/** What the drawer shows and offers about an asset's dispute. */
export interface AssetDisputeView {
  /** Disputed on the server or being disputed now. */
  disputed: boolean;
  /** A write about it is in flight. */
  pending: boolean;
  onDispute: () => void;
  onWithdraw: () => void;
  /** The signed-in role may not dispute (a Viewer): the role needed, for the buttons' tooltip. */
  denied: string | undefined;
}

/**
 * 'Not mine' on the assets page (issue #27, asset_dispute_enabled): the assets being disputed or withdrawn (from the
 * mutation cache), the dialogs (dispute, withdrawal), the row menu and the drawer's view of one asset. `offered`: the
 * flag, unless the backend has no disputes (disputesOffered); the page's 'Disputed' filter follows it too.
 */
export function useAssetDisputes(
  accountId: string,
  flag: boolean,
  openDetails: (row: AssetRow) => void,
  assets: readonly Asset[],
) {
  const absent = useQuery(assetQueries.disputesAbsent(accountId)).data === true;
  const offered = disputesOffered(flag, absent, assets);
  // A role without it does not find 'Not mine' in the row menu; the drawer's button says which role it needs.
  const denied = usePermission('disputeAssets').reason;
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

  const [target, setTarget] = useState<DisputeTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const ask = useCallback((asset: Pick<Asset, 'id' | 'hostname'>, trigger?: () => HTMLElement | null) => {
    setTarget({ kind: 'dispute', asset, trigger });
  }, []);
  const withdraw = useCallback((asset: Pick<Asset, 'id' | 'hostname'>, trigger?: () => HTMLElement | null) => {
    setTarget({ kind: 'withdraw', asset, trigger });
  }, []);

  // A re-login while the dialog was open: it opens again for that asset, with the reason typed (useKeptForm).
  const reopened = useRef(false);
  useEffect(() => {
    if (!offered || reopened.current || assets.length === 0) return;
    reopened.current = true;
    const prefix = disputeFormName(accountId, '');
    const ids = new Set(keptFormsStartingWith(prefix).map((form) => form.slice(prefix.length)));
    const asset = ids.size > 0 ? assets.find((a) => ids.has(a.id) && isDisputable(a)) : undefined;
    if (asset) ask(asset);
  }, [offered, assets, accountId, ask]);

  const rowActions = useMemo<RowActions<AssetRow> | undefined>(
    () =>
      offered
        ? {
            label: (row) => `Actions for ${row.asset.hostname}`,
            actions: [
              { value: 'open', label: 'Open details', onSelect: (row) => openDetails(row) },
              {
                value: 'dispute',
                label: DISPUTE_MESSAGES.action,
                shown: (row) => !denied && isDisputable(row.asset) && !row.disputed,
                onSelect: (row, trigger) => ask(row.asset, trigger),
              },
              {
                value: 'withdraw',
                label: DISPUTE_MESSAGES.withdraw,
                shown: (row) => !denied && row.disputed,
                // Withdrawn once the server has the dispute (not while it is still being sent).
                disabled: (row) => !row.asset.dispute || withdrawing.has(row.id),
                onSelect: (row, trigger) => withdraw(row.asset, trigger),
              },
            ],
          }
        : undefined,
    [offered, openDetails, ask, withdraw, withdrawing, denied],
  );

  /** The drawer's view of one asset; undefined when it cannot be disputed (or the flag is off). */
  const viewOf = useCallback(
    (asset: Asset): AssetDisputeView | undefined =>
      offered && isDisputable(asset)
        ? {
            disputed: isDisputed(asset, disputing),
            pending: disputing.has(asset.id) || withdrawing.has(asset.id),
            onDispute: () => ask(asset),
            onWithdraw: () => withdraw(asset),
            denied,
          }
        : undefined,
    [offered, disputing, withdrawing, ask, withdraw, denied],
  );

  // The dialogs' code (and the form rules' and the withdrawal's) loads when one first opens. They stay mounted once
  // disputes are no longer offered, to close as usual.
  const used = useLatched(target !== null);
  const dialog = used ? <DisputeDialogs accountId={accountId} target={offered ? target : null} onClose={close} /> : null;

  return { offered, disputing, rowActions, viewOf, dialog };
}
