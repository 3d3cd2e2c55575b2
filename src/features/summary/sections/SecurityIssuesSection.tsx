import { useCallback, useMemo } from 'react';
import { issueCounts, useInProcessIssueIds, useIssueDrawers, type SummaryIssue } from '@/features/issues';
import { useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { getRouteApi } from '@tanstack/react-router';
import { track } from '@/shared/monitoring/analytics';
import { ColumnsMenu } from '@/shared/data-table/ColumnsMenu';
import { ListExport } from '@/shared/export/ListExport';
import { issueColumns } from '../components/IssuesTable';
import { SecurityIssuesPanel } from '../components/SecurityIssuesPanel';
import { issueExportColumns } from '../model/issue-export';
import { ISSUE_VIEWS, isFilterActive, type IssueFilterValues } from '../model/issue-filters';
import type { RiskLevel } from '../model/risk-level';
import { SUMMARY_EVENTS } from '../model/summary-events';
import type { SummaryData } from '../use-summary-data';
import { useSummarySearch } from '../use-summary-search';
import { SummaryExportMenu } from './SummaryExportMenu';

const summaryRoute = getRouteApi('/_app/');

const USER_ASSETS_NOTICE = 'Fraud Defense findings could not be loaded; the other issues are shown.';

/**
 * Security Issues: the table with its search and filters (kept in the URL), the issue drawers over the rows in
 * table order, mark-as-resolved, and the report menu.
 */
export function SecurityIssuesSection({ data, level }: { data: SummaryData; level: RiskLevel }) {
  const { accountId, flags } = useSession();
  const { typed, setTyped, query, filters, setFilters, rows, cols, setCols } = useSummarySearch(data.allIssues);
  const inProcess = useInProcessIssueIds(accountId);
  const allColumns = useMemo(() => issueColumns(inProcess), [inProcess]);
  const exportColumns = useMemo(() => issueExportColumns(inProcess), [inProcess]);
  const { openDrawer } = useIssueDrawers({
    accountId,
    flags,
    allIssues: data.allIssues,
    rows,
    inProcess,
    pending: data.issuesPending,
    error: data.issuesError,
  });

  const onOpen = useCallback(
    (issue: SummaryIssue, index: number) => {
      track(SUMMARY_EVENTS.issueClicked, {
        issueId: issue.id,
        severity: issue.severity,
        issueType: issue.issue_type,
        position: index + 1,
      });
      openDrawer(issue);
    },
    [openDrawer],
  );
  const onApplyFilters = useCallback(
    (values: IssueFilterValues) => {
      const { severity, category, status, range } = values;
      track(SUMMARY_EVENTS.filtersApplied, {
        severity: severity.join(','),
        category: category.join(','),
        status: status.join(','),
        range,
      });
      setFilters(values);
    },
    [setFilters],
  );
  const counts = useMemo(() => issueCounts(data.allIssues), [data.allIssues]);

  return (
    <SecurityIssuesPanel
      counts={counts}
      query={typed}
      onQueryChange={setTyped}
      filters={filters}
      onApplyFilters={onApplyFilters}
      rows={rows}
      inProcess={inProcess}
      onOpen={onOpen}
      isPending={data.issuesPending}
      error={data.issuesError}
      onRetry={data.refetchIssues}
      notice={data.userAssetsError ? USER_ASSETS_NOTICE : null}
      cols={cols}
      actions={
        <>
          <SavedViewsMenu spec={ISSUE_VIEWS} route={summaryRoute} />
          {/* The view (its columns, its rows as CSV or Excel), then the specification's PDF report. */}
          <ColumnsMenu columns={allColumns} cols={cols} onChange={setCols} />
          {data.issuesPending || data.issuesError ? null : (
            <ListExport list="Security issues" rows={rows} columns={exportColumns} filtered={isFilterActive(query, filters)} />
          )}
          <SummaryExportMenu data={data} level={level} rows={rows} query={query} filters={filters} />
        </>
      }
    />
  );
}
