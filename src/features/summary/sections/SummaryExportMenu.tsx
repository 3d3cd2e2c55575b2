import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { SummaryIssue } from '@/features/issues';
import { useSession } from '@/features/platform';
import { appConfig } from '@/config/app-config';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { ExportMenu } from '../components/ExportMenu';
import { describeFilters, isFilterActive, type IssueFilterValues } from '../model/issue-filters';
import type { RiskLevel } from '../model/risk-level';
import { exportAvailability, type ReportKind } from '../report/export-rules';
import { useIssuesExport } from '../report/use-issues-export';
import type { SummaryData } from '../use-summary-data';

interface SummaryExportMenuProps {
  data: SummaryData;
  level: RiskLevel;
  /** The table's rows: the filtered report. */
  rows: readonly SummaryIssue[];
  query: string;
  filters: IssueFilterValues;
}

const summaryRoute = getRouteApi('/_app/');

/**
 * 'Download Report': all issues or the filtered ones as a PDF; gone for good once the PDF library failed to load.
 * With score_history_enabled the cover also shows the score's trend of the card's range (report/score-trend.ts).
 */
export function SummaryExportMenu({ data, level, rows, query, filters }: SummaryExportMenuProps) {
  const { account, accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const historyRange = summaryRoute.useSearch({ select: (search) => search.history });
  const withTrend = flags.score_history_enabled;
  const scanInProgress = useScanInProgress();
  const exporter = useIssuesExport();
  const { run } = exporter;

  const onExport = useCallback(
    (kind: ReportKind) =>
      void (async () => {
        const trend = withTrend
          ? (await import('../report/score-trend')).cachedScoreTrend(queryClient, accountId, historyRange, new Date())
          : null;
        await run({
          kind,
          issues: kind === 'all' ? data.allIssues : rows,
          productName: appConfig.productName,
          companyName: account.company_name,
          generatedAt: new Date(),
          risk: level,
          score: data.score,
          filterSummary: kind === 'filtered' ? describeFilters(query, filters) : undefined,
          trend,
        });
      })(),
    [
      run,
      data.allIssues,
      rows,
      account.company_name,
      level,
      data.score,
      query,
      filters,
      withTrend,
      queryClient,
      accountId,
      historyRange,
    ],
  );
  const filterActive = isFilterActive(query, filters);
  const availability = useMemo(
    () =>
      exportAvailability({
        state: exporter.state,
        scanInProgress,
        totalCount: data.allIssues.length,
        filterActive,
        filteredCount: rows.length,
      }),
    [exporter.state, scanInProgress, data.allIssues.length, filterActive, rows.length],
  );

  if (exporter.failed) return null;
  return (
    <ExportMenu
      state={exporter.state}
      allCount={data.allIssues.length}
      filteredCount={rows.length}
      availability={availability}
      onExport={onExport}
    />
  );
}
