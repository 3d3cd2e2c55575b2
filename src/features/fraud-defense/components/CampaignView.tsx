/** The open issues grouped by campaign (issue #29): loaded when 'Group by campaign' is first turned on. */
import { IconButton } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ISSUE_DRAWER_TYPES, SeverityBadge, type FraudDefenseIssue } from '@/features/issues';
import { DataTable } from '@/shared/data-table/DataTable';
import { CellLines, CellText } from '@/shared/data-table/cells';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { formatEmailTime } from '@/shared/format/dates';
import { campaignCounts, campaignRows, type FraudRow } from '../model/campaign-rows';
import { groupCampaigns, type Campaign } from '../model/campaigns';
import { LOADING_TEXT } from '../model/landing';
import type { RemovalView } from '../use-fraud-removal';
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
 * how many e-mails and mailboxes, sender, first and last seen, how many are open, or what their removal did); an
 * e-mail's row is the flat table's.
 */
const messagesOf = (row: FraudRow) => (row.kind === 'campaign' ? row.campaign.messages : [row.issue]);

function campaignColumns(
  inProcess: ReadonlySet<string>,
  onToggle: (id: string) => void,
  removal: RemovalView | undefined,
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
      const removed = removal?.status(campaign.messages);
      if (removed) return removed;
      const open = campaign.messages.filter((issue) => issue.status === 'open').length;
      return <CellText tone={open === 0 ? 'muted' : undefined}>{`${open} open`}</CellText>;
    },
  };
  // The flat row's sort (none today) does not apply: the grouped rows keep the table's order.
  return fraudIssueColumns(inProcess, removal).map(({ sortValue: _unsorted, ...column }) => ({
    ...column,
    cell: (row: FraudRow) => {
      if (row.kind === 'campaign') return campaignCells[column.id]?.(row.campaign, row.expanded) ?? null;
      const content = column.cell(row.issue);
      return row.inCampaign && column.id === 'subject' ? indented(content) : content;
    },
  }));
}

type CampaignViewProps = Omit<FraudIssuesTableProps, 'rows'> & {
  /** The findings in table order (searched and filtered): grouped here. */
  issues: readonly FraudDefenseIssue[];
};

const actionsLabel = (row: FraudRow) =>
  `Actions for ${row.kind === 'campaign' ? `the campaign ${row.campaign.subject}` : row.issue.subject}`;

/** The open issues grouped by campaign; a campaign's row (or its toggle) shows and hides its e-mails. */
const CampaignView = memo(function CampaignView({ issues, inProcess, emptyText, onOpen, isPending, removal }: CampaignViewProps) {
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
  const cols = useMemo(() => campaignColumns(inProcess, toggle, removal), [inProcess, toggle, removal]);
  const rowActions = useMemo(() => removal?.actions?.(messagesOf, actionsLabel), [removal]);
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

export default CampaignView;
