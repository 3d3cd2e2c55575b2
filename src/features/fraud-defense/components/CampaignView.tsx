/** The open issues grouped by campaign (issue #29): loaded when 'Group by campaign' is first turned on. */
import { IconButton } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ISSUE_DRAWER_TYPES, SeverityBadge, type FraudDefenseIssue } from '@/features/issues';
import { DataTable } from '@/shared/data-table/DataTable';
import type { RowActions } from '@/shared/data-table/RowActions';
import { CellLines, CellText } from '@/shared/data-table/cells';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { formatEmailTime } from '@/shared/format/dates';
import { campaignCounts, campaignRows, type FraudRow } from '../model/campaign-rows';
import { groupCampaigns, type Campaign } from '../model/campaigns';
import { LOADING_TEXT } from '../model/landing';
import { removalTarget } from '../model/removal';
import { useFraudRemoval, type FraudRemoval } from '../use-fraud-removal';
import {
  EMPTY_HEIGHT,
  FRAUD_TABLE_LABEL,
  ROW_HEIGHT,
  TwoLines,
  fraudIssueColumns,
  tableHeight,
  type FraudIssuesTableProps,
} from './FraudIssuesTable';

/** The disclosure of a campaign's e-mails: the row toggles too (click, Enter), this says its state to assistive tech. */
function CampaignToggle({ campaign, expanded, onToggle }: { campaign: Campaign; expanded: boolean; onToggle: () => void }) {
  const count = campaign.messages.length;
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      colorPalette="gray"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} the ${count} e-mails of this campaign`}
      onClick={onToggle}
    >
      {expanded ? <ChevronDown /> : <ChevronRight />}
    </IconButton>
  );
}

/** A campaign's e-mails sit under its row, their subject indented past the toggle. */
const indented = (content: ReactNode) => <span data-cell-indent="">{content}</span>;

/**
 * Grouped by campaign (issue #29): a campaign's row says what all its e-mails share (highest severity, subject and
 * how many e-mails and mailboxes, sender, first and last seen, how many are open); an e-mail's row is the flat table's.
 */
const REMOVING = 'Removing…';

/** Whether any copy of these e-mails is being removed. */
const anyRemoving = (messages: readonly FraudDefenseIssue[], removing: ReadonlySet<string>) =>
  removing.size > 0 && messages.some((message) => message.message_ids.some((id) => removing.has(id)));

const messagesOf = (row: FraudRow) => (row.kind === 'campaign' ? row.campaign.messages : [row.issue]);

function campaignColumns(
  inProcess: ReadonlySet<string>,
  onToggle: (id: string) => void,
  removing: ReadonlySet<string>,
): DataTableColumn<FraudRow>[] {
  const campaignCells: Record<string, (campaign: Campaign, expanded: boolean) => ReactNode> = {
    severity: (campaign) => <SeverityBadge severity={campaign.severity} />,
    subject: (campaign, expanded) => (
      <span data-cell-icon-text="">
        <CampaignToggle campaign={campaign} expanded={expanded} onToggle={() => onToggle(campaign.id)} />
        <TwoLines first={campaign.subject} second={campaignCounts(campaign)} strong />
      </span>
    ),
    sender: (campaign) =>
      campaign.sender.name ? (
        <TwoLines first={campaign.sender.name} second={campaign.sender.emailAddress} />
      ) : (
        <TwoLines first={campaign.sender.emailAddress} />
      ),
    recipients: (campaign) => <TwoLines first={`${campaign.mailboxes} ${campaign.mailboxes === 1 ? 'mailbox' : 'mailboxes'}`} />,
    date: (campaign) => (
      <CellLines>
        <CellText numeric>{formatEmailTime(campaign.lastSeen)}</CellText>
        <CellText size="xs" tone="muted" numeric>{`since ${formatEmailTime(campaign.firstSeen)}`}</CellText>
      </CellLines>
    ),
    status: (campaign) => {
      if (anyRemoving(campaign.messages, removing)) return <CellText tone="muted">{REMOVING}</CellText>;
      const open = campaign.messages.filter((issue) => issue.status === 'open').length;
      return <CellText tone={open === 0 ? 'muted' : undefined}>{`${open} open`}</CellText>;
    },
  };
  // The flat row's sort (none today) does not apply: the grouped rows keep the table's order.
  return fraudIssueColumns(inProcess).map(({ sortValue: _unsorted, ...column }) => ({
    ...column,
    cell: (row: FraudRow) => {
      if (row.kind === 'campaign') return campaignCells[column.id]?.(row.campaign, row.expanded) ?? null;
      if (column.id === 'status' && anyRemoving([row.issue], removing)) return <CellText tone="muted">{REMOVING}</CellText>;
      const content = column.cell(row.issue);
      return row.inCampaign && column.id === 'subject' ? indented(content) : content;
    },
  }));
}

type CampaignTableProps = Omit<FraudIssuesTableProps, 'rows'> & {
  /** The findings in table order (searched and filtered): grouped here. */
  issues: readonly FraudDefenseIssue[];
  /** Removal from the mailboxes (fraud_remediation_enabled, a role that may): the rows' menu offers it. */
  removal?: FraudRemoval;
};

const NO_REMOVALS: ReadonlySet<string> = new Set();

/** 'Remove from all mailboxes' on a campaign or an e-mail in several, 'Remove from mailbox' on one in one mailbox. */
function removalActions(removal: FraudRemoval): RowActions<FraudRow> {
  const copies = (row: FraudRow) => removalTarget(messagesOf(row)).messageIds.length;
  const disabled = (row: FraudRow) => copies(row) === 0 || anyRemoving(messagesOf(row), removal.removing);
  const onSelect = (row: FraudRow, trigger: () => HTMLElement | null) => removal.ask(messagesOf(row), trigger);
  return {
    label: (row) => `Actions for ${row.kind === 'campaign' ? `the campaign ${row.campaign.subject}` : row.issue.subject}`,
    actions: [
      {
        value: 'remove-all',
        label: 'Remove from all mailboxes',
        danger: true,
        shown: (row) => copies(row) !== 1,
        disabled,
        onSelect,
      },
      { value: 'remove-one', label: 'Remove from mailbox', danger: true, shown: (row) => copies(row) === 1, disabled, onSelect },
    ],
  };
}

/** The open issues grouped by campaign; a campaign's row (or its toggle) shows and hides its e-mails. */
const CampaignTable = memo(function CampaignTable({
  issues,
  inProcess,
  emptyText,
  onOpen,
  isPending,
  removal,
}: CampaignTableProps) {
  const campaigns = useMemo(() => groupCampaigns(issues), [issues]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const rows = useMemo(() => campaignRows(campaigns, expanded), [campaigns, expanded]);
  const removing = removal?.removing ?? NO_REMOVALS;
  const cols = useMemo(() => campaignColumns(inProcess, toggle, removing), [inProcess, toggle, removing]);
  const rowActions = useMemo(() => (removal ? removalActions(removal) : undefined), [removal]);
  return (
    <DataTable
      label={FRAUD_TABLE_LABEL}
      rows={rows}
      columns={cols}
      getRowId={(row) => row.id}
      height={tableHeight(rows.length)}
      emptyHeight={EMPTY_HEIGHT}
      rowHeight={ROW_HEIGHT}
      emptyText={emptyText}
      onRowClick={(row) => (row.kind === 'campaign' ? toggle(row.campaign.id) : onOpen(row.issue))}
      drawerTypes={ISSUE_DRAWER_TYPES}
      isPending={isPending}
      loadingLabel={LOADING_TEXT}
      rowActions={rowActions}
    />
  );
});

/**
 * The grouped table with its removal from the mailboxes (fraud_remediation_enabled, a role that may remove): the row
 * menu, the confirmation and the removal's progress.
 */
export default function CampaignView({
  accountId,
  removalEnabled,
  ...table
}: Omit<CampaignTableProps, 'removal'> & { accountId: string; removalEnabled: boolean }) {
  const { removal, dialog } = useFraudRemoval(accountId, removalEnabled);
  return (
    <>
      <CampaignTable {...table} removal={removal} />
      {dialog}
    </>
  );
}
