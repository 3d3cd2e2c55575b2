import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@/features/platform';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';
import { buildFraudDefenseIssues, mergeSummaryIssues, sortIssues, type SummaryIssue } from '@/features/issues';
import { securityStatus } from './model/security-status';

export type SummaryData = ReturnType<typeof useSummaryData>;

/** Everything the summary reads: issues merged with fraud-defense findings (table order), score and integrations. */
export function useSummaryData(session: Pick<Session, 'accountId' | 'flags' | 'account'>) {
  const { accountId, flags } = session;
  const withUserAssets = flags.is_user_asset_enabled;
  const issues = useQuery(assetQueries.issues(accountId));
  const users = useQuery({ ...assetQueries.userAssets(accountId), enabled: withUserAssets });
  const assessment = useQuery(assetQueries.securityAssessment(accountId));
  const integrations = useQuery(integrationQueries.integrations(accountId));
  const requests = useQuery(integrationQueries.pendingRequests(accountId));

  const allIssues = useMemo<SummaryIssue[]>(() => {
    if (!issues.data) return [];
    const fraudDefense = withUserAssets ? buildFraudDefenseIssues(users.data ?? [], issues.data) : null;
    return sortIssues(mergeSummaryIssues(issues.data, fraudDefense));
  }, [issues.data, users.data, withUserAssets]);

  const status = useMemo(
    () =>
      securityStatus({
        integrations: integrations.data,
        integrationsLoading: integrations.isPending,
        pendingRequests: requests.data,
        isMdr: session.account.is_mdr,
      }),
    [integrations.data, integrations.isPending, requests.data, session.account.is_mdr],
  );

  const { refetch: refetchIssueList } = issues;
  const { refetch: refetchAssessment } = assessment;
  const refetchIssues = useCallback(() => void refetchIssueList(), [refetchIssueList]);
  const refetchScore = useCallback(() => void refetchAssessment(), [refetchAssessment]);

  return {
    allIssues,
    issuesPending: issues.isPending || (withUserAssets && users.isPending),
    issuesError: issues.error,
    refetchIssues,
    userAssetsError: withUserAssets ? users.error : null,
    score: assessment.data?.security_score ?? null,
    scorePending: assessment.isPending,
    scoreError: assessment.error,
    refetchScore,
    status,
  };
}
