import { Badge, Button, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import { DataTable } from '@/shared/data-table/DataTable';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { ListExport } from '@/shared/export/ListExport';
import { SavedViewsMenu } from '@/features/saved-views';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { Panel } from '@/shared/ui/Panel';
import { SeverityLabel } from '../components/SeverityLabel';
import { StatusBadge } from '../components/StatusBadge';
import { useMdr } from '../data/mdr-context';
import { useCasesDrawer } from '../drawers/use-case-drawers';
import { SEVERITY_LABELS, statusLabel, type MdrCase } from '../model/case-model';
import { formatCaseDate } from '../model/format';
import { timeRange } from '../model/time-range';
import {
  CASE_EXPORT_COLUMNS,
  CASE_SEARCH_KEYS,
  filterCases,
  filterSections,
  filtersFromSearch,
  isFiltered,
  popupValues,
  searchFromPopup,
} from './case-list';
import { CASE_LIST_VIEWS, type CaseListKind, type CaseListSearch } from './list-search';

const MDR_TABLE_HEIGHT = 700;
/** The drawer a list's rows open in; the table marks the row open there. */
const DRAWER_TYPES = {
  incidents: ['caseDetails'],
  alerts: ['caseDetails'],
  serviceRequests: ['serviceRequestDetails'],
} as const satisfies Record<CaseListKind, readonly string[]>;

/** Each list is its own route with the same search params (list-search.ts). */
const LIST_ROUTES = {
  incidents: getRouteApi('/_app/mdr/incidents'),
  alerts: getRouteApi('/_app/mdr/alerts'),
  serviceRequests: getRouteApi('/_app/mdr/service-requests'),
} as const;

interface ListConfig {
  title: string;
  noun: string;
  drawerTitle: string;
  emptyText: string;
  columns: DataTableColumn<MdrCase>[];
}

const titleColumn: DataTableColumn<MdrCase> = {
  id: 'title',
  header: 'Title',
  width: '40%',
  cell: (item) => (
    <Text truncate fontWeight="medium" title={item.title}>
      {item.title}
    </Text>
  ),
};
const severityColumn: DataTableColumn<MdrCase> = {
  id: 'severity',
  header: 'Severity',
  width: '14%',
  cell: (item) => <SeverityLabel severity={item.severity} />,
};
const statusColumn: DataTableColumn<MdrCase> = {
  id: 'status',
  header: 'Status',
  width: '20%',
  cell: (item) => <StatusBadge status={item.status} caseType={item.caseType} />,
};
const caseNumberColumn: DataTableColumn<MdrCase> = {
  id: 'caseNumber',
  header: 'Case Number',
  width: '12%',
  cell: (item) => (
    <Text as="span" fontFamily="mono" textStyle="xs" className="tabular-nums">
      {item.caseNumber}
    </Text>
  ),
};
const dateColumn = (id: 'createdAt' | 'lastModifiedAt', header: string): DataTableColumn<MdrCase> => ({
  id,
  header,
  width: '14%',
  // 'May 28, 2026' whole (about 94 px of text) whatever the share gives (cut at 800 px before).
  minWidth: '8rem',
  cell: (item) => (
    <Text as="span" className="tabular-nums" color="fg.muted" whiteSpace="nowrap">
      {formatCaseDate(item[id])}
    </Text>
  ),
});

const LIST_CONFIG: Record<CaseListKind, ListConfig> = {
  incidents: {
    title: 'Incidents',
    noun: 'incidents',
    drawerTitle: 'Incident',
    emptyText: 'No incidents found',
    columns: [titleColumn, severityColumn, statusColumn, caseNumberColumn, dateColumn('createdAt', 'Created Date')],
  },
  alerts: {
    title: 'Alerts',
    noun: 'alerts',
    drawerTitle: 'Alert',
    emptyText: 'No alerts found',
    columns: [titleColumn, severityColumn, statusColumn, caseNumberColumn, dateColumn('createdAt', 'Created Date')],
  },
  serviceRequests: {
    title: 'Service Requests',
    noun: 'service requests',
    drawerTitle: 'Service request',
    emptyText: 'No service requests found',
    columns: [
      { ...titleColumn, width: '44%' },
      statusColumn,
      caseNumberColumn,
      dateColumn('createdAt', 'Created Date'),
      dateColumn('lastModifiedAt', 'Last Modified'),
    ],
  },
};

function useCasesOf(kind: CaseListKind): readonly MdrCase[] {
  const { data } = useMdr();
  return kind === 'incidents' ? data.incidents : kind === 'alerts' ? data.alerts : data.serviceRequests;
}

/** Applied filters as removable tags, so a list opened from the overview says why it is narrowed. */
function FilterTags({
  kind,
  search,
  onChange,
}: {
  kind: CaseListKind;
  search: CaseListSearch;
  onChange: (next: Partial<CaseListSearch>) => void;
}) {
  const tags: { key: string; label: string; remove: () => void }[] = [];
  for (const status of search.status ?? []) {
    tags.push({
      key: `status-${status}`,
      label: `Status: ${statusLabel(kind === 'serviceRequests' ? 'ServiceRequest' : 'Incident', status)}`,
      remove: () => onChange({ status: (search.status ?? []).filter((s) => s !== status) }),
    });
  }
  for (const severity of search.severity ?? []) {
    tags.push({
      key: `severity-${severity}`,
      label: `Severity: ${SEVERITY_LABELS[severity]}`,
      remove: () => onChange({ severity: (search.severity ?? []).filter((s) => s !== severity) }),
    });
  }
  if (search.range)
    tags.push({ key: 'range', label: timeRange(search.range).label, remove: () => onChange({ range: undefined }) });
  if (tags.length === 0) return null;
  return (
    <Wrap gap="2" align="center">
      {tags.map((tag) => (
        <Tag.Root key={tag.key} size="md" variant="subtle" colorPalette="brand" rounded="full">
          <Tag.Label>{tag.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`Remove filter ${tag.label}`} onClick={tag.remove} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Button
        size="xs"
        variant="plain"
        color="brand.fg"
        px="1"
        onClick={() => onChange({ status: undefined, severity: undefined, range: undefined })}
      >
        Clear filters
      </Button>
    </Wrap>
  );
}

/** Incidents, alerts or service requests (§2.6): search, filter popup, virtualized table and the case drawer. */
export function CaseListPage({ kind }: { kind: CaseListKind }) {
  const config = LIST_CONFIG[kind];
  const { caseByNumber, now, leftOut } = useMdr();
  const cases = useCasesOf(kind);
  const listRoute = LIST_ROUTES[kind];
  // Only the list's own params: the case drawer opening does not re-render the page.
  const search: CaseListSearch = listRoute.useSearch({
    select: ({ q, status, severity, range }: CaseListSearch) => ({ q, status, severity, range }),
  });
  const navigate = listRoute.useNavigate();
  const drawer = useDrawerActions();

  const updateSearch = (next: Partial<CaseListSearch>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true });

  // The input answers every keystroke; the URL and the results follow once typing pauses (300 ms).
  const writeText = useCallback(
    (q: string | undefined) => void navigate({ to: '.', search: (prev) => ({ ...prev, q }), replace: true }),
    [navigate],
  );
  const found = useUrlSearch(cases, CASE_SEARCH_KEYS, { value: search.q, write: writeText });

  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const rows = useMemo(() => filterCases(found.results, filters, now), [found.results, filters, now]);
  const narrowed = isFiltered(filters) || found.query.trim() !== '';

  const [drawerType] = DRAWER_TYPES[kind];
  useCasesDrawer(drawerType, config.drawerTitle, rows, caseByNumber);
  const sections = filterSections(kind);

  return (
    <Panel p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <ListToolbar
          title={config.title}
          count={
            <Badge
              variant="subtle"
              colorPalette="gray"
              rounded="full"
              className="tabular-nums"
              aria-label={`${rows.length} of ${cases.length} ${config.noun}`}
            >
              {narrowed ? `${rows.length} of ${cases.length}` : cases.length}
            </Badge>
          }
          search={{
            value: found.typed,
            onChange: found.setTyped,
            placeholder: `Search ${config.noun}...`,
            width: { base: 'full', md: '72' },
          }}
          filters={{
            sections,
            values: popupValues(kind, filters),
            defaults: popupValues(kind, filtersFromSearch({})),
            onApply: (values) => updateSearch(searchFromPopup(kind, values)),
          }}
          actions={
            <>
              <SavedViewsMenu spec={CASE_LIST_VIEWS[kind]} route={listRoute} />
              <ListExport list={`MDR ${config.noun}`} rows={rows} columns={CASE_EXPORT_COLUMNS[kind]} filtered={narrowed} />
            </>
          }
        />
        <FilterTags kind={kind} search={search} onChange={updateSearch} />
        <DataTable
          label={config.title}
          rows={rows}
          columns={config.columns}
          getRowId={(item) => item.caseNumber}
          height={MDR_TABLE_HEIGHT}
          emptyHeight={320}
          emptyText={cases.length === 0 ? config.emptyText : 'No results found'}
          onRowClick={(item) => drawer.open(drawerType, item.caseNumber)}
          drawerTypes={DRAWER_TYPES[kind]}
          leftOut={{ count: leftOut, noun: ['case', 'cases'] }}
        />
      </Stack>
    </Panel>
  );
}
