import { Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { Asset } from '@generated/model';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { QueryState } from '@/shared/ui/QueryState';
import { ASSET_DETAILS_TITLE, ASSET_DRAWER } from '../model/asset-details';
import type { AssetDisputeView } from '../dispute/use-asset-disputes';
import type { AssetRow } from '../model/asset-model';

// What the drawer shows loads when it first opens (or after the first input, shared/overlay/interaction-parts.ts).
const AssetDetails = lazyPart(() => import('./AssetDetails').then((m) => m.AssetDetails));
const AssetHistory = lazyPart(() => import('../history/AssetHistory').then((m) => m.AssetHistory));

export interface AssetDrawerInput {
  /** Every asset, so a shared link opens an asset the filters hide. */
  all: readonly Asset[];
  /** The table's rows in order: ←/→ and 'N of M' follow them. */
  rows: readonly AssetRow[];
  pending: boolean;
  error: unknown;
  renderIssues: (asset: Asset) => ReactNode;
  /** fraud_defense_enabled: without it the fraud defense routes do not exist, and nothing leads there. */
  fraudDefense: boolean;
  accountId: string;
  /** asset_history_enabled: 'First seen', 'Last seen' and the 'History' section. */
  history: boolean;
  /** asset_dispute_enabled: the asset's dispute and its actions, for a disputable asset. */
  disputeOf: (asset: Asset) => AssetDisputeView | undefined;
}

/** Registers the asset details drawer over the table's rows (opened with `useDrawerActions().open(ASSET_DRAWER, id)`). */
export function useAssetDrawer({
  all,
  rows,
  pending,
  error,
  renderIssues,
  fraudDefense,
  accountId,
  history,
  disputeOf,
}: AssetDrawerInput) {
  const navigate = useNavigate();
  const byId = useMemo(() => new Map(all.map((asset) => [asset.id, asset])), [all]);
  const items = useMemo(() => rows.map((row) => row.id), [rows]);

  const viewFraudDefense = useCallback(() => void navigate({ to: '/fraud-defense/open-issues', search: {} }), [navigate]);
  const render = useCallback(
    (item: string | undefined) => {
      const asset = item ? byId.get(item) : undefined;
      if (!asset) {
        return (
          <QueryState isPending={pending} error={error} loadingLabel="Loading the asset…">
            <Text color="fg.muted" textStyle="sm">
              This asset is not available any more.
            </Text>
          </QueryState>
        );
      }
      return (
        <AssetDetails
          key={asset.id}
          asset={asset}
          issues={renderIssues(asset)}
          onViewFraudDefense={fraudDefense && asset.asset_type === 'user' ? viewFraudDefense : undefined}
          seen={history}
          history={<AssetHistory accountId={accountId} assetId={asset.id} enabled={history} />}
          dispute={disputeOf(asset)}
        />
      );
    },
    [byId, pending, error, renderIssues, viewFraudDefense, fraudDefense, accountId, history, disputeOf],
  );
  const content = useMemo(() => ({ title: ASSET_DETAILS_TITLE, width: DRAWER_WIDTH.standard, items, render }), [items, render]);
  useDrawerContent(ASSET_DRAWER, content);
}
