import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResolveIssueRequest } from '@generated/model';
import { useSession } from '@/features/platform';
import { appConfig } from '@/config/app-config';
import { track } from '@/shared/monitoring/analytics';
import { localStore } from '@/shared/persistence/local-store';
import { domainQueries } from '@/shared/queries/domains';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { PageHeader } from '@/shared/ui/PageHeader';
import { EmptyDomainsDialog } from './components/EmptyDomainsDialog';
import { ExportMenu } from './components/ExportMenu';
import { SecurityIssuesPanel } from './components/SecurityIssuesPanel';
import { SecurityStatusPanel } from './components/SecurityStatusPanel';
import { issueCounts, useInProcessIssueIds, useIssueDrawers, useResolveIssueFlow, type SummaryIssue } from '@/features/issues';
import { describeFilters, isFilterActive, type IssueFilterValues } from './model/issue-filters';
import { riskLevel } from './model/risk-level';
import { SUMMARY_EVENTS, emptyDomainsSeenKey, shouldOfferDomains } from './model/summary-events';
import { exportAvailability, type ReportKind } from './report/export-rules';
import { useIssuesExport } from './report/use-issues-export';
import { useSummaryData } from './use-summary-data';
import { useSummarySearch } from './use-summary-search';

/** The summary page (console-mdr-summary.md §2.8): Security Status and Security Issues. */
export function SummaryPage() {
  const session = useSession();
  const { accountId, flags, account } = session;
  const navigate = useNavigate();
  const scanInProgress = useScanInProgress();
  const data = useSummaryData(session);
  const { typed, setTyped, query, filters, setFilters, rows } = useSummarySearch(data.allIssues);
  const inProcess = useInProcessIssueIds(accountId);
  const startResolve = useResolveIssueFlow(accountId);
  const exporter = useIssuesExport();

  useEffect(() => track(SUMMARY_EVENTS.viewed, { isMdrActive: account.is_mdr }), [account.is_mdr]);

  const onResolve = useCallback(
    (issue: SummaryIssue, request: ResolveIssueRequest) => void startResolve(issue, request),
    [startResolve],
  );
  const { openIssue, openDrawer } = useIssueDrawers({
    accountId,
    flags,
    allIssues: data.allIssues,
    rows,
    inProcess,
    pending: data.issuesPending,
    error: data.issuesError,
    onResolve,
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

  // Security Status.
  const level = useMemo(() => riskLevel(data.score, data.allIssues), [data.score, data.allIssues]);
  const panelFlags = useMemo(
    () => ({ fraud_defense_enabled: flags.fraud_defense_enabled, centaur_mdr_is_enabled: flags.centaur_mdr_is_enabled }),
    [flags.fraud_defense_enabled, flags.centaur_mdr_is_enabled],
  );
  const onNavigate = useCallback(
    (destination: string) => track(SUMMARY_EVENTS.navigated, { destination, isMdrActive: account.is_mdr }),
    [account.is_mdr],
  );

  // Security Issues: counts, filters and the report.
  const counts = useMemo(() => issueCounts(data.allIssues), [data.allIssues]);
  const onApplyFilters = useCallback(
    (values: IssueFilterValues) => {
      track(SUMMARY_EVENTS.filtersApplied, {
        severity: values.severity.join(','),
        category: values.category.join(','),
        status: values.status.join(','),
        range: values.range,
      });
      setFilters(values);
    },
    [setFilters],
  );
  const { run: runExport } = exporter;
  const onExport = useCallback(
    (kind: ReportKind) =>
      void runExport({
        kind,
        issues: kind === 'all' ? data.allIssues : rows,
        productName: appConfig.productName,
        companyName: account.company_name,
        generatedAt: new Date(),
        risk: level,
        score: data.score,
        filterSummary: kind === 'filtered' ? describeFilters(query, filters) : undefined,
      }),
    [runExport, data.allIssues, rows, account.company_name, level, data.score, query, filters],
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

  // Empty-domains dialog: once per account, when the flag is on and the account has no domains.
  const domains = useQuery({ ...domainQueries.domains(accountId), enabled: flags.no_domains_dialog_enabled });
  const [domainsDialog, setDomainsDialog] = useState(false);
  useEffect(() => {
    const key = emptyDomainsSeenKey(accountId);
    const seenBefore = localStore.get(key) !== null;
    if (!shouldOfferDomains({ flagEnabled: flags.no_domains_dialog_enabled, domains: domains.data, seenBefore })) return;
    localStore.set(key, new Date().toISOString());
    setDomainsDialog(true);
  }, [accountId, flags.no_domains_dialog_enabled, domains.data]);
  const closeDomainsDialog = useCallback(() => setDomainsDialog(false), []);
  const addDomains = useCallback(() => {
    track(SUMMARY_EVENTS.emptyDomainsAddClicked);
    setDomainsDialog(false);
    void navigate({ to: '/digital-footprint/assets', search: { panel: 'digitalFootprint' } });
  }, [navigate]);

  return (
    <>
      <PageHeader title="Summary" description={`Security status and open issues of ${account.company_name}`} />
      <Stack gap="6">
        <SecurityStatusPanel
          level={level}
          score={data.score}
          scorePending={data.scorePending || data.issuesPending}
          scoreError={data.scoreError}
          onRetryScore={data.refetchScore}
          status={data.status}
          flags={panelFlags}
          contactUrl={appConfig.links.scheduleCall}
          onNavigate={onNavigate}
        />
        <SecurityIssuesPanel
          counts={counts}
          query={typed}
          onQueryChange={setTyped}
          filters={filters}
          onApplyFilters={onApplyFilters}
          rows={rows}
          inProcess={inProcess}
          selectedId={openIssue?.id}
          onOpen={onOpen}
          isPending={data.issuesPending}
          error={data.issuesError}
          onRetry={data.refetchIssues}
          notice={data.userAssetsError ? 'Fraud Defense findings could not be loaded; the other issues are shown.' : null}
          exportMenu={
            exporter.failed ? null : (
              <ExportMenu
                state={exporter.state}
                allCount={data.allIssues.length}
                filteredCount={rows.length}
                availability={availability}
                onExport={onExport}
              />
            )
          }
        />
      </Stack>
      <EmptyDomainsDialog
        open={domainsDialog}
        productName={appConfig.productName}
        onClose={closeDomainsDialog}
        onAddDomains={addDomains}
      />
    </>
  );
}
