import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AuditEvent } from '@generated/model';
import { serverDetail } from '@/api/errors';
import { useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { DataTable } from '@/shared/data-table/DataTable';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { CellLines, CellText } from '@/shared/data-table/cells';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import type { FilterValues } from '@/shared/filters/filter-model';
import { formatLongDateTime } from '@/shared/format/dates';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { auditQueries, isExpiredCursor } from '@/shared/queries/audit';
import { isAbsentCapability, useCapabilityInfiniteQuery } from '@/shared/queries/capability';
import { userQueries } from '@/shared/queries/users';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { Panel } from '@/shared/ui/Panel';
import {
  DEFAULT_FILTER_VALUES,
  actorOptions,
  actorWords,
  auditActionWords,
  auditFilterSections,
  auditFilters,
  auditRequestParams,
  browserWords,
  filterValuesOf,
  matchesNothing,
  originWords,
  searchOfFilterValues,
  targetKind,
} from '../model/audit-model';
import { AUDIT_VIEWS, auditLogAllowed } from '../model/audit-search';

const AuditEventDetails = lazyPart(() => import('./AuditEventDetails').then((m) => m.AuditEventDetails));

const route = getRouteApi('/_app/settings/audit-log');

const AUDIT_DRAWER = 'auditEvent';
const DRAWER_TYPES = [AUDIT_DRAWER] as const;
const MAX_TABLE_HEIGHT = 640;
const ROW_HEIGHT = 56;
const tableHeight = (rows: number) => Math.min(MAX_TABLE_HEIGHT, 40 + rows * ROW_HEIGHT + 2);
/** The search is the server's (q): the shared URL search only debounces the text into the URL. */
const NO_ITEMS: never[] = [];
const EXPIRED_FALLBACK = 'This page of the audit log has expired. Start again from the newest events.';

const COLUMNS: DataTableColumn<AuditEvent>[] = [
  {
    id: 'action',
    header: 'Action',
    width: '24%',
    cell: (e) => {
      const words = auditActionWords(e.action);
      return (
        <CellText weight="medium" title={words}>
          {words}
        </CellText>
      );
    },
  },
  {
    id: 'target',
    header: 'Target',
    width: '24%',
    cell: (e) => (
      <CellLines>
        <CellText title={e.target.name}>{e.target.name}</CellText>
        <CellText tone="muted" size="xs">
          {targetKind(e.target)}
        </CellText>
      </CellLines>
    ),
  },
  {
    id: 'actor',
    header: 'Who',
    width: '20%',
    cell: (e) => {
      const name = actorWords(e.actor);
      return (
        <CellLines>
          <CellText title={name}>{name}</CellText>
          {e.actor.email ? (
            <CellText tone="muted" size="xs" title={e.actor.email}>
              {e.actor.email}
            </CellText>
          ) : null}
        </CellLines>
      );
    },
  },
  {
    id: 'time',
    header: 'When',
    width: '16%',
    // 'Nov 21, 2026, 10:12 AM' whole: the other columns give way.
    minWidth: '13rem',
    cell: (e) => <CellText numeric>{formatLongDateTime(e.occurred_at)}</CellText>,
  },
  {
    id: 'origin',
    header: 'From',
    width: '16%',
    cell: (e) => {
      const browser = browserWords(e.user_agent);
      return (
        <CellLines>
          <CellText numeric>{originWords(e)}</CellText>
          {browser ? (
            <CellText tone="muted" size="xs" title={e.user_agent ?? undefined}>
              {browser}
            </CellText>
          ) : null}
        </CellLines>
      );
    },
  },
];

/**
 * The 'Audit log' tab (issue #28): who did what, when and from where, newest first, a page at a time as the user
 * scrolls (the next page is asked for 20 rows before the end). Search and filters are the server's and live in the
 * URL; a row opens the event with its changes in the drawer.
 */
export function AuditLogPage({ notFound }: { notFound: ReactNode }) {
  const session = useSession();
  const { accountId } = session;
  const queryClient = useQueryClient();
  const drawer = useDrawerActions();
  const search = route.useSearch({
    select: ({ q, actor, action, range, from, to }) => ({ q, actor, action, range, from, to }),
  });
  const navigate = route.useNavigate();
  const filters = useMemo(() => auditFilters(search), [search]);
  const nothing = matchesNothing(filters);
  const allowed = auditLogAllowed(session);
  const options = useMemo(() => auditQueries.events(accountId, auditRequestParams(filters)), [accountId, filters]);
  // A new search or filter keeps the rows shown until its first page is in (no flash of the loading state).
  const { capability, query } = useCapabilityInfiniteQuery(allowed && !nothing, {
    ...options,
    placeholderData: keepPreviousData,
  });
  const team = useQuery(userQueries.team(accountId));

  const nextPageError = query.isFetchNextPageError ? query.error : null;
  // A backend without the endpoint (404/501): the tab is gone, and the page shows what the route shows with the flag
  // off (the route's not-found inside the settings, passed in by the route).
  const absent = !nothing && capability.state === 'hidden' && isAbsentCapability(query.error) && !nextPageError;

  const rows = useMemo(() => (nothing ? [] : (query.data?.pages.flatMap((page) => page.events) ?? [])), [nothing, query.data]);
  const ids = useMemo(() => rows.map((event) => event.id), [rows]);
  const byId = useMemo(() => new Map(rows.map((event) => [event.id, event])), [rows]);

  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const text = useUrlSearch(NO_ITEMS, NO_ITEMS, { value: search.q, write: writeText });

  const sections = useMemo(() => auditFilterSections(actorOptions(team.data ?? [])), [team.data]);
  type Values = FilterValues<typeof sections>;
  const values = useMemo(() => filterValuesOf(search) as Values, [search]);
  const applyFilters = useCallback(
    (next: Values) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...searchOfFilterValues(next) }) }),
    [navigate],
  );

  const content = useMemo(
    () => ({
      title: 'Audit event',
      width: DRAWER_WIDTH.standard,
      items: ids,
      render: (id: string | undefined) => <AuditEventDetails event={id ? byId.get(id) : undefined} />,
      available: allowed,
    }),
    [ids, byId, allowed],
  );
  useDrawerContent(AUDIT_DRAWER, content);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);
  const startAgain = () => void queryClient.resetQueries({ queryKey: options.queryKey });

  const filtered = Boolean(search.q || search.actor || search.action || filters.range);
  const firstPageError = query.isError && !nextPageError ? query.error : null;
  const count = rows.length === 1 ? '1 event' : `${rows.length} events`;

  if (absent) return notFound;
  return (
    <Panel>
      <ListToolbar
        title="Audit log"
        mb="4"
        count={
          query.data || nothing ? (
            <Text textStyle="sm" color="fg.muted" className="tabular-nums" aria-live="polite" data-testid="audit-count">
              {hasNextPage ? `Newest ${count}, more as you scroll` : count}
            </Text>
          ) : null
        }
        search={{ value: text.typed, onChange: text.setTyped, placeholder: 'Search the audit log' }}
        filters={{ sections, values, onApply: applyFilters, defaults: DEFAULT_FILTER_VALUES as Values }}
        actions={<SavedViewsMenu spec={AUDIT_VIEWS} route={route} />}
      />
      <DataTable
        label="Audit events"
        rows={rows}
        columns={COLUMNS}
        getRowId={(event) => event.id}
        height={tableHeight(rows.length)}
        emptyHeight={200}
        rowHeight={ROW_HEIGHT}
        emptyText={filtered ? 'No events match your search and filters' : 'No audit events yet'}
        isPending={!nothing && query.isPending}
        error={firstPageError}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the audit log…"
        onRowClick={(event) => drawer.open(AUDIT_DRAWER, event.id)}
        drawerTypes={DRAWER_TYPES}
        onNearEnd={loadMore}
      />
      {isFetchingNextPage ? (
        <HStack role="status" gap="2" mt="3" color="fg.muted" textStyle="sm">
          <Spinner size="xs" color="brand.solid" />
          <Text>Loading more events…</Text>
        </HStack>
      ) : null}
      {nextPageError ? (
        <Alert.Root status={isExpiredCursor(nextPageError) ? 'warning' : 'error'} mt="3" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {isExpiredCursor(nextPageError)
                ? (serverDetail(nextPageError) ?? EXPIRED_FALLBACK)
                : 'More events could not be loaded.'}
            </Alert.Description>
          </Alert.Content>
          {isExpiredCursor(nextPageError) ? (
            <Button size="xs" variant="outline" onClick={startAgain}>
              Start again from the newest
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={() => void fetchNextPage()}>
              Try again
            </Button>
          )}
        </Alert.Root>
      ) : null}
    </Panel>
  );
}
