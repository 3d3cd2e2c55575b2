import { Alert, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FilterPopover } from '@/shared/filters/FilterPopover';
import { SearchBox } from '@/shared/search/SearchBox';
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
  selectedId?: string;
  onOpen: (issue: SummaryIssue, index: number) => void;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** A note above the table (fraud-defense findings that failed to load). */
  notice?: string | null;
  /** The 'Download Report' menu, absent once an export has failed. */
  exportMenu?: ReactNode;
}

/** Security Issues (console-mdr-summary.md §2.8): counts, report menu, search, filters and the table. */
export function SecurityIssuesPanel(props: SecurityIssuesPanelProps) {
  const { counts, query, onQueryChange, filters, onApplyFilters, rows, isPending, error, notice, exportMenu } = props;
  const ready = !isPending && !error;
  return (
    <Panel as="section" aria-labelledby="security-issues-title">
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'center' }}
        gap="4"
        mb="4"
      >
        <HStack gap="4" align="baseline" wrap="wrap">
          <Heading id="security-issues-title" as="h2" textStyle="md" fontWeight="semibold">
            Security Issues
          </Heading>
          {ready ? (
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
          ) : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <SearchBox value={query} onChange={onQueryChange} placeholder="Search issues..." width={{ base: 'full', sm: '64' }} />
          <FilterPopover
            sections={ISSUE_FILTER_SECTIONS}
            values={filters}
            defaults={DEFAULT_ISSUE_FILTERS}
            onApply={onApplyFilters}
          />
          {exportMenu}
        </HStack>
      </Flex>
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
          selectedId={props.selectedId}
          onOpen={props.onOpen}
          isPending={isPending}
          error={error}
          onRetry={props.onRetry}
        />
      </Stack>
    </Panel>
  );
}
