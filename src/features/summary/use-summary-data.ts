import { useCallback, useMemo } from 'react';
import { useGetIssues, useGetSecurityAssessment, useGetUserAssets } from '@generated/api/assets/assets';
import { useGetIntegrationRequests, useGetIntegrations } from '@generated/api/integrations/integrations';
import type { Session } from '@/features/platform';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';
import { buildFraudDefenseIssues, mergeSummaryIssues, sortIssues, type SummaryIssue } from '@/features/issues';
import { securityStatus } from './model/security-status';

const cached = { staleTime: Infinity } as const;

/** Everything the summary reads: issues merged with fraud-defense findings (table order), score and integrations. */
export function useSummaryData(session: Pick<Session, 'accountId' | 'flags' | 'account'>) {
  const { accountId, flags } = session;
  const withUserAssets = flags.is_user_asset_enabled;
  const issues = useGetIssues(accountId, { query: { ...cached, ...notReadyRetry(POLLING.assets) } });
  const users = useGetUserAssets(accountId, { query: { ...cached, enabled: withUserAssets } });
  const assessment = useGetSecurityAssessment(accountId, { query: { ...cached, ...notReadyRetry(POLLING.assets) } });
  const integrations = useGetIntegrations(accountId, { query: cached });
  const requests = useGetIntegrationRequests(accountId, { status: 'pending' }, { query: { staleTime: 30_000 } });

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
