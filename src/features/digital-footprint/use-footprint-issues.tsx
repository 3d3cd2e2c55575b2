import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Asset, FeatureFlags } from '@generated/model';
import {
  buildFraudDefenseIssues,
  mergeSummaryIssues,
  sortIssues,
  useInProcessIssueIds,
  useIssueDrawers,
  type SummaryIssue,
} from '@/features/issues';
import { assetQueries } from '@/shared/queries/assets';
import { AssetIssues } from './drawers/AssetIssues';
import { resolveAssetIssues } from './model/asset-issues';

type Flags = Pick<
  Required<FeatureFlags>,
  'is_user_asset_enabled' | 'mark_as_resolved_enabled' | 'technologies_issues_mark_as_resolved_enabled'
>;

/**
 * The issue drawers on the assets page: the asset drawer's cards open the issue details (or e-mail threat) drawer,
 * whose ←/→ step through that asset's open issues. Returns how the asset drawer renders its issues.
 */
export function useFootprintIssues(accountId: string, flags: Flags, users: readonly Asset[] | undefined) {
  const issues = useQuery(assetQueries.issues(accountId));
  const allIssues = useMemo<SummaryIssue[]>(() => {
    if (!issues.data) return [];
    const findings = flags.is_user_asset_enabled ? buildFraudDefenseIssues(users ?? [], issues.data) : null;
    return sortIssues(mergeSummaryIssues(issues.data, findings));
  }, [issues.data, users, flags.is_user_asset_enabled]);
  const inProcess = useInProcessIssueIds(accountId);
  // The list the issue drawer steps through: the asset's issues once a card was opened, every issue on a shared link.
  const [stepList, setStepList] = useState<readonly SummaryIssue[] | null>(null);
  const { openDrawer } = useIssueDrawers({
    accountId,
    flags,
    allIssues,
    rows: stepList ?? allIssues,
    inProcess,
    pending: issues.isPending,
    error: issues.error,
  });
  const onOpen = useCallback(
    (issue: SummaryIssue, list: readonly SummaryIssue[]) => {
      setStepList(list);
      openDrawer(issue);
    },
    [openDrawer],
  );
  const renderIssues = useCallback(
    (asset: Asset) => <AssetIssues issues={resolveAssetIssues(asset, allIssues)} inProcess={inProcess} onOpen={onOpen} />,
    [allIssues, inProcess, onOpen],
  );
  return { renderIssues };
}
