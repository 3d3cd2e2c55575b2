import { Button } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Layers } from 'lucide-react';
import { useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { useInProcessIssueIds, useIssueDrawers } from '@/features/issues';
import { ListExport } from '@/shared/export/ListExport';
import { ListCount, ListToolbar } from '@/shared/ui/ListToolbar';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import { FraudIssuesTable } from './components/FraudIssuesTable';
import { useFraudDefense } from './fraud-defense-context';
import { FRAUD_EXPORT_COLUMNS } from './model/fraud-export';
import { ERROR_PREFIX } from './model/landing';
import { DEFAULT_FRAUD_FILTERS, FRAUD_FILTER_SECTIONS, FRAUD_VIEWS, isFraudFilterActive } from './model/open-issues-view';
import { useFraudFindings } from './use-fraud-findings';
import { useFraudRemoval } from './use-fraud-removal';
import { useOpenIssuesView } from './use-open-issues-view';

const openIssuesRoute = getRouteApi('/_app/fraud-defense/open-issues');

const CampaignView = lazy(() => import('./components/CampaignView'));
const NO_ROWS: never[] = [];

const EMPTY_TEXT = 'No open issues.';
const NO_MATCH_TEXT = 'No results found';

/**
 * /fraud-defense/open-issues (console-platform.md §2.8): the e-mail threats found through the active integration,
 * searchable and filterable (both in the URL); a row opens the Email Threat drawer, which steps in table order.
 */
export function FraudDefenseOpenIssuesPage() {
  const { accountId, flags } = useSession();
  const { active } = useFraudDefense();
  const findings = useFraudFindings(accountId, flags.is_user_asset_enabled);
  const view = useOpenIssuesView(findings.all);
  const inProcess = useInProcessIssueIds(accountId);
  const { openDrawer } = useIssueDrawers({
    accountId,
    flags,
    allIssues: findings.all,
    rows: view.rows,
    inProcess,
    pending: findings.isPending,
    error: findings.error,
  });

  const removal = useFraudRemoval(accountId, flags.fraud_remediation_enabled, view.rows);

  const filtered = isFraudFilterActive(view.query, view.filters);
  const ready = !findings.isPending && !findings.error;
  const grouped = flags.fraud_campaigns_enabled && view.grouped;
  const tableProps = {
    inProcess,
    emptyText: filtered && findings.all.length > 0 ? NO_MATCH_TEXT : EMPTY_TEXT,
    onOpen: openDrawer,
    isPending: findings.isPending,
    removal: removal.view,
  };

  return (
    <Panel as="section" aria-labelledby="fraud-issues-title" data-integration={active.integration.type}>
      <ListToolbar
        title="Open issues"
        titleId="fraud-issues-title"
        count={ready ? <ListCount shown={view.rows.length} total={findings.all.length} testId="fraud-issue-count" /> : null}
        search={{
          value: view.typed,
          onChange: view.setTyped,
          placeholder: 'Search Issues...',
          width: { base: 'full', sm: '72' },
        }}
        filters={{
          sections: FRAUD_FILTER_SECTIONS,
          values: view.filters,
          defaults: DEFAULT_FRAUD_FILTERS,
          onApply: view.setFilters,
        }}
        actions={
          <>
            {flags.fraud_campaigns_enabled ? (
              <Button
                size="sm"
                variant={grouped ? 'subtle' : 'outline'}
                colorPalette="gray"
                aria-pressed={grouped}
                onClick={() => view.setGrouped(!grouped)}
              >
                <Layers aria-hidden="true" />
                Group by campaign
              </Button>
            ) : null}
            <SavedViewsMenu spec={FRAUD_VIEWS} route={openIssuesRoute} />
            {ready ? (
              <ListExport list="Fraud defense issues" rows={view.rows} columns={FRAUD_EXPORT_COLUMNS} filtered={filtered} />
            ) : null}
          </>
        }
        mb="4"
      />
      {/* The table shows its own loading state (its rows' place, 'Loading fraud defense data...'). */}
      <QueryState isPending={false} error={findings.error} onRetry={() => void findings.refetch()} errorPrefix={ERROR_PREFIX}>
        {grouped ? (
          // The flat table with its loading rows while the grouped view's code arrives.
          <Suspense fallback={<FraudIssuesTable rows={NO_ROWS} {...tableProps} isPending />}>
            <CampaignView issues={view.rows} {...tableProps} />
          </Suspense>
        ) : (
          <FraudIssuesTable rows={view.rows} {...tableProps} />
        )}
      </QueryState>
      {removal.part}
    </Panel>
  );
}
