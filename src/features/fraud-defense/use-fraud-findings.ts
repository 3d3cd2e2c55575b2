import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildFraudDefenseIssues, type FraudDefenseIssue } from '@/features/issues';
import { assetQueries } from '@/shared/queries/assets';
import { sortFraudIssues } from './model/open-issues-view';

const NONE: FraudDefenseIssue[] = [];

/**
 * The fraud defense findings in table order, built from the user assets' issues (the issues list, when loaded, adds
 * descriptions and labels). Without is_user_asset_enabled they are hidden: nothing is read and the list is empty.
 */
export function useFraudFindings(accountId: string, withUserAssets: boolean) {
  const users = useQuery({ ...assetQueries.userAssets(accountId), enabled: withUserAssets });
  const issues = useQuery(assetQueries.issues(accountId));
  const all = useMemo(
    () => (withUserAssets && users.data ? sortFraudIssues(buildFraudDefenseIssues(users.data, issues.data ?? [])) : NONE),
    [withUserAssets, users.data, issues.data],
  );
  return {
    all,
    isPending: withUserAssets && users.isPending,
    error: withUserAssets ? users.error : null,
    refetch: users.refetch,
  };
}
