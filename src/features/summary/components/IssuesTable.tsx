import { memo, useMemo } from 'react';
import { HStack, Text } from '@chakra-ui/react';
import { MailWarning } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { countUnusable } from '@/api/tolerant-reader';
import { useSession } from '@/features/platform';
import { DataTable } from '@/shared/data-table/DataTable';
import { CellText } from '@/shared/data-table/cells';
import { assetQueries } from '@/shared/queries/assets';
import { visibleColumns, type DataTableColumn } from '@/shared/data-table/table-model';
import {
  ISSUE_DRAWER_TYPES,
  SeverityBadge,
  StatusBadge,
  affectedAssetCount,
  categoryLabel,
  isFraudDefenseIssue,
  issueTypeLabel,
  type SummaryIssue,
} from '@/features/issues';

/** console-mdr-summary.md §2.8: height 800 (400 when empty). */
const ISSUES_TABLE_HEIGHT = 800;
const ISSUES_TABLE_EMPTY_HEIGHT = 400;
const ISSUES_EMPTY_TEXT = 'No open issues.';

export interface IssuesTableProps {
  /** Rows in table order (filtered and sorted by the page). */
  issues: readonly SummaryIssue[];
  inProcess: ReadonlySet<string>;
  /** The row marked open; by default the one open in an issue drawer. */
  selectedId?: string;
  onOpen: (issue: SummaryIssue, index: number) => void;
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The `cols` URL param as text (the 'Columns' menu); absent: the defaults. */
  cols?: string;
}

/** Every column of the table: 'Type' (which scanner found the issue) is optional and hidden by default. */
export function issueColumns(inProcess: ReadonlySet<string>): DataTableColumn<SummaryIssue>[] {
  return [
    { id: 'severity', header: 'Severity', width: '20%', cell: (issue) => <SeverityBadge severity={issue.severity} /> },
    {
      id: 'category',
      header: 'Category',
      width: '20%',
      cell: (issue) => <CellText tone="muted">{categoryLabel(issue.issue_category)}</CellText>,
    },
    {
      id: 'name',
      header: 'Issue',
      width: '40%',
      phone: 'title',
      cell: (issue) =>
        isFraudDefenseIssue(issue) ? (
          <HStack gap="2" minW="0">
            <MailWarning size={14} aria-label="Email threat" style={{ flexShrink: 0 }} />
            <IssueName name={issue.name} />
          </HStack>
        ) : (
          <IssueName name={issue.name} />
        ),
    },
    {
      id: 'type',
      header: 'Type',
      width: '20%',
      optional: 'hidden',
      cell: (issue) => <CellText tone="muted">{issueTypeLabel(issue.issue_type)}</CellText>,
    },
    { id: 'assets', header: 'Assets', width: '20%', numeric: true, cell: (issue) => affectedAssetCount(issue) },
    {
      id: 'status',
      header: 'Status',
      width: '20%',
      cell: (issue) => <StatusBadge status={issue.status} inProcess={inProcess.has(issue.id)} />,
    },
  ];
}

function IssueName({ name }: { name: string }) {
  return (
    <Text lineClamp={2} fontWeight="medium" title={name} lineHeight="1.35">
      {name}
    </Text>
  );
}

/** The Security Issues table: the shared DataTable with the summary's columns and sizes. */
export const IssuesTable = memo(function IssuesTable({
  issues,
  inProcess,
  selectedId,
  onOpen,
  isPending,
  error,
  onRetry,
  cols,
}: IssuesTableProps) {
  const columns = useMemo(() => visibleColumns(issueColumns(inProcess), cols), [inProcess, cols]);
  // The page has the issues already (same query, from the cache): how many of them the console could not read.
  const { data: received } = useQuery(assetQueries.issues(useSession().accountId));
  return (
    <DataTable
      label="Security issues"
      rows={issues}
      columns={columns}
      getRowId={(issue) => issue.id}
      height={ISSUES_TABLE_HEIGHT}
      emptyHeight={ISSUES_TABLE_EMPTY_HEIGHT}
      emptyText={ISSUES_EMPTY_TEXT}
      onRowClick={onOpen}
      selectedRowId={selectedId}
      drawerTypes={ISSUE_DRAWER_TYPES}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      loadingLabel="Loading issues…"
      leftOut={{ count: countUnusable(received), noun: ['issue', 'issues'] }}
    />
  );
});
