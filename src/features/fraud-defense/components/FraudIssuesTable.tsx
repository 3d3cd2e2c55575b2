import { memo, useMemo } from 'react';
import { ISSUE_DRAWER_TYPES, SeverityBadge, StatusBadge, type FraudDefenseIssue } from '@/features/issues';
import { DataTable } from '@/shared/data-table/DataTable';
import { CellLines, CellText } from '@/shared/data-table/cells';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { formatEmailTime } from '@/shared/format/dates';
import { LOADING_TEXT } from '../model/landing';
import type { RemovalView } from '../use-fraud-removal';

export const FRAUD_TABLE_LABEL = 'Fraud defense issues';
const MAX_HEIGHT = 640;
export const EMPTY_HEIGHT = 240;
export const ROW_HEIGHT = 60;
const HEADER_HEIGHT = 40;

/** As tall as its rows, up to 640 px; beyond that the rows scroll inside (virtualized, never capped). */
export const tableHeight = (rows: number) => Math.max(EMPTY_HEIGHT, Math.min(MAX_HEIGHT, HEADER_HEIGHT + rows * ROW_HEIGHT + 2));

export function TwoLines({ first, second, strong = false }: { first: string; second?: string | null; strong?: boolean }) {
  return (
    <CellLines>
      <CellText weight={strong ? 'semibold' : 'medium'} title={first}>
        {first}
      </CellText>
      {second ? (
        <CellText size="xs" tone="muted" title={second}>
          {second}
        </CellText>
      ) : null}
    </CellLines>
  );
}

function recipientsText(issue: FraudDefenseIssue): { first: string; more: string | null } {
  const [first, ...rest] = issue.recipients;
  return { first: first?.emailAddress ?? '—', more: rest.length > 0 ? `+${rest.length} more` : null };
}

/**
 * Columns as an analyst triages e-mail threats: how bad, what the e-mail claims (subject, finding), who sent it,
 * who got it (first recipient and how many more), when, and where it stands. The widths are shares of the row and
 * add up to 100%.
 */
export function fraudIssueColumns(inProcess: ReadonlySet<string>, removal?: RemovalView): DataTableColumn<FraudDefenseIssue>[] {
  // With removal from the mailboxes the status also says who removed an e-mail and when: it takes from the subject.
  const wide = removal !== undefined;
  return [
    { id: 'severity', header: 'Severity', width: '11%', cell: (issue) => <SeverityBadge severity={issue.severity} /> },
    {
      id: 'subject',
      header: 'Subject',
      width: wide ? '24%' : '28%',
      phone: 'title',
      cell: (issue) => (
        <TwoLines first={issue.subject} second={issue.issue_name === issue.subject ? null : issue.issue_name} strong />
      ),
    },
    {
      id: 'sender',
      header: 'Sender',
      width: wide ? '20%' : '21%',
      cell: (issue) =>
        issue.sender.name ? (
          <TwoLines first={issue.sender.name} second={issue.sender.emailAddress} />
        ) : (
          <TwoLines first={issue.sender.emailAddress} />
        ),
    },
    {
      id: 'recipients',
      header: 'Recipients',
      width: wide ? '16%' : '17%',
      cell: (issue) => {
        const { first, more } = recipientsText(issue);
        return <TwoLines first={first} second={more} />;
      },
    },
    {
      id: 'date',
      header: 'Date',
      width: '13%',
      // '28 May 2026 20:08' whole (about 134 px of text in the table's type) whatever the share gives.
      minWidth: '10.5rem',
      cell: (issue) => <CellText numeric>{formatEmailTime(issue.emailTime)}</CellText>,
    },
    {
      id: 'status',
      header: 'Status',
      width: wide ? '16%' : '10%',
      cell: (issue) =>
        // Removal from the mailboxes (fraud_remediation_enabled) says what happened to the copies, in the status.
        (!inProcess.has(issue.id) && removal?.status([issue])) || (
          <StatusBadge status={issue.status} inProcess={inProcess.has(issue.id)} />
        ),
    },
  ];
}

export interface FraudIssuesTableProps {
  /** Rows in table order; never capped (the table is virtualized). */
  rows: readonly FraudDefenseIssue[];
  inProcess: ReadonlySet<string>;
  emptyText: string;
  onOpen: (issue: FraudDefenseIssue) => void;
  isPending: boolean;
  /** Removal from the mailboxes (fraud_remediation_enabled): the status says it; a role that may gets the row menu. */
  removal?: RemovalView;
}

const oneMessage = (issue: FraudDefenseIssue) => [issue];
const actionsLabel = (issue: FraudDefenseIssue) => `Actions for ${issue.subject}`;

export const FraudIssuesTable = memo(function FraudIssuesTable({
  rows,
  inProcess,
  emptyText,
  onOpen,
  isPending,
  removal,
}: FraudIssuesTableProps) {
  const cols = useMemo(() => fraudIssueColumns(inProcess, removal), [inProcess, removal]);
  const rowActions = useMemo(() => removal?.actions?.(oneMessage, actionsLabel), [removal]);
  return (
    <DataTable
      label={FRAUD_TABLE_LABEL}
      rows={rows}
      columns={cols}
      getRowId={(issue) => issue.id}
      height={tableHeight(rows.length)}
      emptyHeight={EMPTY_HEIGHT}
      rowHeight={ROW_HEIGHT}
      emptyText={emptyText}
      onRowClick={onOpen}
      drawerTypes={ISSUE_DRAWER_TYPES}
      isPending={isPending}
      loadingLabel={LOADING_TEXT}
      rowActions={rowActions}
    />
  );
});
