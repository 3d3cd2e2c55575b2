import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetDomains } from '@generated/api/domains/domains';
import { useSession } from '@/features/platform/session/session';
import { appConfig } from '@/config/app-config';
import type { DrawerType } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { track } from '@/shared/monitoring/analytics';
import { localStore } from '@/shared/persistence/local-store';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { PageHeader } from '@/shared/ui/PageHeader';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyDomainsDialog } from './components/EmptyDomainsDialog';
import { ExportMenu } from './components/ExportMenu';
import { SecurityIssuesPanel } from './components/SecurityIssuesPanel';
import { SecurityStatusPanel } from './components/SecurityStatusPanel';
import { EMAIL_THREAT_TITLE, EmailThreatDetails } from './drawers/EmailThreatDetails';
import { IssueDetails } from './drawers/IssueDetails';
import { describeFilters, isFilterActive, type IssueFilterValues } from './model/issue-filters';
import { issueCounts, isFraudDefenseIssue, type SummaryIssue } from './model/issue-model';
import { riskLevel } from './model/risk-level';
import { SUMMARY_EVENTS, emptyDomainsSeenKey, shouldOfferDomains } from './model/summary-events';
import { exportAvailability, type ReportKind } from './report/export-rules';
import { useIssuesExport } from './report/use-issues-export';
import { ResolvePanel } from './resolve/ResolvePanel';
import { resolveEligibility } from './resolve/resolve-rules';
import { useInProcessIssueIds } from './resolve/resolve-store';
import { useResolveIssueFlow } from './resolve/use-resolve-flow';
import { useSummaryData } from './use-summary-data';
import { useSummarySearch } from './use-summary-search';

const ISSUE_DRAWERS: ReadonlySet<DrawerType> = new Set(['issueDetails', 'fdIssueDetails']);
const drawerTypeFor = (issue: SummaryIssue): DrawerType => (isFraudDefenseIssue(issue) ? 'fdIssueDetails' : 'issueDetails');

/** The summary page (console-mdr-summary.md §2.8): Security Status and Security Issues. */
export function SummaryPage() {
  const session = useSession();
  const { accountId, flags, account } = session;
  const navigate = useNavigate();
  const drawer = useDrawer();
  const scanInProgress = useScanInProgress();
  const data = useSummaryData(session);
  const { typed, setTyped, query, filters, setFilters, rows } = useSummarySearch(data.allIssues);
  const inProcess = useInProcessIssueIds(accountId);
  const startResolve = useResolveIssueFlow(accountId);
  const exporter = useIssuesExport();

  useEffect(() => track(SUMMARY_EVENTS.viewed, { isMdrActive: account.is_mdr }), [account.is_mdr]);

  const level = useMemo(() => riskLevel(data.score, data.allIssues), [data.score, data.allIssues]);
  const panelFlags = useMemo(
    () => ({ fraud_defense_enabled: flags.fraud_defense_enabled, centaur_mdr_is_enabled: flags.centaur_mdr_is_enabled }),
    [flags.fraud_defense_enabled, flags.centaur_mdr_is_enabled],
  );
  const onNavigate = useCallback(
    (destination: string) => track(SUMMARY_EVENTS.navigated, { destination, isMdrActive: account.is_mdr }),
    [account.is_mdr],
  );
  const counts = useMemo(() => issueCounts(data.allIssues), [data.allIssues]);
  const filterActive = isFilterActive(query, filters);
  const byId = useMemo(() => new Map(data.allIssues.map((issue) => [issue.id, issue])), [data.allIssues]);
  const items = useMemo(() => rows.map((issue) => issue.id), [rows]);

  // Drawers: both step through the table's rows; the page keeps the drawer type in line with the row's kind.
  const renderIssue = useCallback(
    (item: string | undefined) => {
      const issue = item ? byId.get(item) : undefined;
      if (!issue) {
        return (
          <QueryState isPending={data.issuesPending} error={data.issuesError} loadingLabel="Loading the issue…">
            <Text color="fg.muted" textStyle="sm">
              This issue is not available any more.
            </Text>
          </QueryState>
        );
      }
      const busy = inProcess.has(issue.id);
      if (isFraudDefenseIssue(issue)) {
        return <EmailThreatDetails key={issue.id} issue={issue} inProcess={busy} guideUrl={appConfig.links.emailThreatGuide} />;
      }
      const eligible = resolveEligibility(issue, flags).allowed;
      return (
        <IssueDetails
          key={issue.id}
          issue={issue}
          inProcess={busy}
          resolveForm={
            eligible ? (
              <ResolvePanel
                accountId={accountId}
                issue={issue}
                inProcess={busy}
                withTechnologies={flags.technologies_issues_mark_as_resolved_enabled}
                onResolve={(target, request) => void startResolve(target, request)}
              />
            ) : undefined
          }
        />
      );
    },
    [byId, data.issuesPending, data.issuesError, inProcess, flags, accountId, startResolve],
  );
  const issueDrawer = useMemo(() => ({ title: 'Issue details', items, render: renderIssue }), [items, renderIssue]);
  const threatDrawer = useMemo(() => ({ title: EMAIL_THREAT_TITLE, items, render: renderIssue }), [items, renderIssue]);
  useDrawerContent('issueDetails', issueDrawer);
  useDrawerContent('fdIssueDetails', threatDrawer);

  const openIssue = drawer.panel && ISSUE_DRAWERS.has(drawer.panel) && drawer.item ? byId.get(drawer.item) : undefined;
  useEffect(() => {
    if (!openIssue || drawerTypeFor(openIssue) === drawer.panel) return;
    void navigate({
      to: '.',
      replace: true,
      search: (prev: Record<string, unknown>) => ({ ...prev, panel: drawerTypeFor(openIssue) }),
    });
  }, [openIssue, drawer.panel, navigate]);

  const onOpen = (issue: SummaryIssue, index: number) => {
    track(SUMMARY_EVENTS.issueClicked, {
      issueId: issue.id,
      severity: issue.severity,
      issueType: issue.issue_type,
      position: index + 1,
    });
    drawer.open(drawerTypeFor(issue), issue.id);
  };

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
  const closeDomainsDialog = useCallback(() => setDomainsDialog(false), []);
  const addDomains = useCallback(() => {
    track(SUMMARY_EVENTS.emptyDomainsAddClicked);
    setDomainsDialog(false);
    void navigate({ to: '/digital-footprint/assets', search: { panel: 'digitalFootprint' } });
  }, [navigate]);

  // Empty-domains dialog: once per account, when the flag is on and the account has no domains.
  const domains = useGetDomains(accountId, { query: { enabled: flags.no_domains_dialog_enabled, staleTime: Infinity } });
  const [domainsDialog, setDomainsDialog] = useState(false);
  useEffect(() => {
    const key = emptyDomainsSeenKey(accountId);
    if (
      !shouldOfferDomains({
        flagEnabled: flags.no_domains_dialog_enabled,
        domains: domains.data,
        seenBefore: localStore.get(key) !== null,
      })
    )
      return;
    localStore.set(key, new Date().toISOString());
    setDomainsDialog(true);
  }, [accountId, flags.no_domains_dialog_enabled, domains.data]);

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
