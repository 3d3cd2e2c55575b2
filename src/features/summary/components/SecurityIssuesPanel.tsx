import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { Panel } from '@/shared/ui/Panel';
import { DEFAULT_ISSUE_FILTERS, ISSUE_FILTER_SECTIONS, type IssueFilterValues } from '../model/issue-filters';
import type { IssueCounts, SummaryIssue } from '@/features/issues';
import { IssuesTable } from './IssuesTable';

export interface SecurityIssuesPanelProps {
  counts: IssueCounts;
  query: string;
  onQueryChange: (query: string) => void;
  filters: IssueFilterValues;
  onApplyFilters: (filters: IssueFilterValues) => void;
  /** The filtered rows in table order. */
  rows: readonly SummaryIssue[];
  inProcess: ReadonlySet<string>;
  onOpen: (issue: SummaryIssue, index: number) => void;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** A note above the table (fraud-defense findings that failed to load). */
  notice?: string | null;
  /** The toolbar's actions: 'Columns', 'Export N rows', and the 'Download Report' menu (absent once it has failed). */
  actions?: ReactNode;
  /** The table's `cols` URL param as text. */
  cols?: string;
}

/** Security Issues (console-mdr-summary.md §2.8): counts, report menu, search, filters and the table. */
export function SecurityIssuesPanel(props: SecurityIssuesPanelProps) {
  const { counts, query, onQueryChange, filters, onApplyFilters, rows, isPending, error, notice, actions } = props;
  const ready = !isPending && !error;
  return (
    <Panel as="section" aria-labelledby="security-issues-title">
      <ListToolbar
        title="Security Issues"
        titleId="security-issues-title"
        count={
          ready ? (
            <HStack gap="3" textStyle="sm" color="fg.muted" className="tabular-nums" data-testid="issue-counts">
              <Text>
                Total{' '}
                <Text as="span" color="fg" fontWeight="semibold">
                  {counts.total}
                </Text>
              </Text>
              <Text aria-hidden>·</Text>
              <Text>
                Open{' '}
                <Text as="span" color="fg" fontWeight="semibold">
                  {counts.open}
                </Text>
              </Text>
            </HStack>
          ) : null
        }
        search={{ value: query, onChange: onQueryChange, placeholder: 'Search issues...' }}
        filters={{ sections: ISSUE_FILTER_SECTIONS, values: filters, defaults: DEFAULT_ISSUE_FILTERS, onApply: onApplyFilters }}
        actions={actions}
        mb="4"
      />
      <Stack gap="3">
        {notice ? (
          <Alert.Root status="warning" variant="subtle" size="sm" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{notice}</Alert.Title>
          </Alert.Root>
        ) : null}
        {ready && rows.length !== counts.total ? (
          <Text textStyle="xs" color="fg.muted" className="tabular-nums" aria-live="polite">
            Showing {rows.length} of {counts.total} issues
          </Text>
        ) : null}
        <IssuesTable
          issues={rows}
          inProcess={props.inProcess}
          onOpen={props.onOpen}
          isPending={isPending}
          error={error}
          onRetry={props.onRetry}
          cols={props.cols}
        />
      </Stack>
    </Panel>
  );
}
