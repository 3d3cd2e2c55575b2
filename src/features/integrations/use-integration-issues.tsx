import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IntegrationType } from '@generated/model';
import {
  IssueFeedCard,
  buildFraudDefenseIssues,
  mergeSummaryIssues,
  useInProcessIssueIds,
  useIssueDrawers,
  type SummaryIssue,
} from '@/features/issues';
import { useSession } from '@/features/platform';
import { assetQueries } from '@/shared/queries/assets';
import { QueryState } from '@/shared/ui/QueryState';
import { issuesForIntegration } from './model/integration-issues';
import type { IntegrationView } from './use-integrations';

const ISSUES_FOUND = 'Issues found';

/**
 * The issues found for each integration, listed in its drawer with the shared feed card; each opens the issue
 * details drawer, whose prev/next steps through that integration's issues.
 */
export function useIntegrationIssues(views: readonly IntegrationView[]) {
  const { accountId, flags } = useSession();
  const withUserAssets = flags.is_user_asset_enabled;
  const issues = useQuery(assetQueries.issues(accountId));
  const users = useQuery({ ...assetQueries.userAssets(accountId), enabled: withUserAssets });
  const inProcess = useInProcessIssueIds(accountId);
  const [source, setSource] = useState<IntegrationType | null>(null);

  const allIssues = useMemo<SummaryIssue[]>(() => {
    if (!issues.data) return [];
    const fraudDefense = withUserAssets ? buildFraudDefenseIssues(users.data ?? [], issues.data) : null;
    return mergeSummaryIssues(issues.data, fraudDefense);
  }, [issues.data, users.data, withUserAssets]);

  const byType = useMemo(
    () =>
      new Map(
        views.map((view) => [
          view.integration.type,
          issuesForIntegration({ ...view.integration, status: view.status }, allIssues),
        ]),
      ),
    [views, allIssues],
  );
  const rows = useMemo(() => {
    if (source) return byType.get(source) ?? [];
    const seen = new Map<string, SummaryIssue>();
    for (const list of byType.values()) for (const issue of list) seen.set(issue.id, issue);
    return [...seen.values()];
  }, [byType, source]);

  const { openDrawer } = useIssueDrawers({
    accountId,
    flags,
    allIssues,
    rows,
    inProcess,
    pending: issues.isPending,
    error: issues.error,
  });

  const renderIssues = useCallback(
    (view: IntegrationView) => {
      if (view.status === 'inactive') return null;
      const list = byType.get(view.integration.type) ?? [];
      return (
        <Stack as="section" gap="3" aria-label={ISSUES_FOUND} data-testid="integration-issues">
          <Heading as="h3" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            {ISSUES_FOUND} ({list.length})
          </Heading>
          <QueryState isPending={issues.isPending} error={issues.error} loadingLabel="Loading issues…">
            {list.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                No open issues.
              </Text>
            ) : (
              list.map((issue) => (
                <IssueFeedCard
                  key={issue.id}
                  issue={issue}
                  inProcess={inProcess.has(issue.id)}
                  onLearnMore={(chosen) => {
                    setSource(view.integration.type);
                    openDrawer(chosen);
                  }}
                />
              ))
            )}
          </QueryState>
        </Stack>
      );
    },
    [byType, issues.isPending, issues.error, inProcess, openDrawer],
  );
  return renderIssues;
}
