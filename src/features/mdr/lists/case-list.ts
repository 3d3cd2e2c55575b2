import { exportDate, type ExportColumn } from '@/shared/export/table-export';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import { TIME_RANGE_OPTIONS, type FilterValues } from '@/shared/filters/filter-model';
import { SEVERITIES, SEVERITY_LABELS, statusLabel, type CaseStatus, type MdrCase, type Severity } from '../model/case-model';
import { formatCaseDate } from '../model/format';
import { DEFAULT_TIME_RANGE, inWindow, timeWindow, type TimeRangeId } from '../model/time-range';
import { LIST_STATUSES, type CaseListKind, type CaseListSearch } from './list-search';

/** MDR fuzzy search thresholds (§9); status and date are searched as the user reads them. */
export const CASE_SEARCH_KEYS: readonly FuzzyKey<MdrCase>[] = [
  { name: 'title', threshold: 0.3 },
  { name: 'status', threshold: 0.2, get: (item) => statusLabel(item.caseType, item.status) },
  { name: 'severity', threshold: 0.2 },
  { name: 'caseNumber', threshold: 0.1 },
  { name: 'createdAt', threshold: 0.4, get: (item) => formatCaseDate(item.createdAt) },
];

const statusOption = (status: CaseStatus, kind: CaseListKind) => ({
  value: status,
  label: statusLabel(kind === 'serviceRequests' ? 'ServiceRequest' : 'Incident', status),
});

function buildSections(kind: CaseListKind) {
  const status = {
    kind: 'checkboxes',
    id: 'status',
    label: 'Status',
    options: LIST_STATUSES[kind].map((s) => statusOption(s, kind)),
  } as const;
  const severity = {
    kind: 'checkboxes',
    id: 'severity',
    label: 'Severity',
    options: SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] })),
  } as const;
  const range = { kind: 'timeRange', id: 'range', label: 'Time Range', options: TIME_RANGE_OPTIONS } as const;
  // Service requests are all shown as medium, so a severity filter would say nothing.
  return kind === 'serviceRequests' ? ([status, range] as const) : ([status, severity, range] as const);
}

export type CaseFilterSections = ReturnType<typeof buildSections>;

const SECTIONS: Record<CaseListKind, CaseFilterSections> = {
  incidents: buildSections('incidents'),
  alerts: buildSections('alerts'),
  serviceRequests: buildSections('serviceRequests'),
};

/** The filter popup's sections for a list (stable objects, one set per list). */
export const filterSections = (kind: CaseListKind): CaseFilterSections => SECTIONS[kind];

export interface CaseFilters {
  /** null: every status. */
  statuses: readonly CaseStatus[] | null;
  severities: readonly Severity[] | null;
  range: TimeRangeId;
}

export function filtersFromSearch(search: CaseListSearch): CaseFilters {
  return { statuses: search.status ?? null, severities: search.severity ?? null, range: search.range ?? DEFAULT_TIME_RANGE };
}

/** The filter popup's values: a filter that is not set has every box ticked. */
export function popupValues(kind: CaseListKind, filters: CaseFilters): FilterValues<CaseFilterSections> {
  const sections = filterSections(kind);
  const values: Record<string, string | string[]> = { range: filters.range };
  for (const section of sections) {
    if (section.kind !== 'checkboxes') continue;
    const set = section.id === 'status' ? filters.statuses : filters.severities;
    values[section.id] = set ? [...set] : section.options.map((option) => option.value);
  }
  return values as FilterValues<CaseFilterSections>;
}

/** Back to URL params: a fully ticked section is no filter, and All Times is the default. */
export function searchFromPopup(
  kind: CaseListKind,
  values: FilterValues<CaseFilterSections>,
): Pick<CaseListSearch, 'status' | 'severity' | 'range'> {
  const loose = values as unknown as Record<string, string | string[] | undefined>;
  const result: Pick<CaseListSearch, 'status' | 'severity' | 'range'> = {
    status: undefined,
    severity: undefined,
    range: undefined,
  };
  for (const section of filterSections(kind)) {
    const value = loose[section.id];
    if (section.kind === 'timeRange') {
      result.range = value && value !== DEFAULT_TIME_RANGE ? (value as TimeRangeId) : undefined;
      continue;
    }
    const checked = Array.isArray(value) ? value : [];
    if (checked.length === section.options.length) continue;
    if (section.id === 'status') result.status = checked as CaseStatus[];
    else result.severity = checked as Severity[];
  }
  return result;
}

export function isFiltered(filters: CaseFilters): boolean {
  return filters.statuses !== null || filters.severities !== null || filters.range !== DEFAULT_TIME_RANGE;
}

/** Keeps the order of `cases` (their list's sort order). */
export function filterCases(cases: readonly MdrCase[], filters: CaseFilters, now: number): MdrCase[] {
  const statuses = filters.statuses ? new Set(filters.statuses) : null;
  const severities = filters.severities ? new Set(filters.severities) : null;
  const window = timeWindow(filters.range, now);
  return cases.filter(
    (item) =>
      (statuses === null || statuses.has(item.status)) &&
      (severities === null || severities.has(item.severity)) &&
      inWindow(item.createdTime, window),
  );
}

const EXPORT = {
  title: { header: 'Title', value: (c) => c.title },
  severity: { header: 'Severity', value: (c) => SEVERITY_LABELS[c.severity] },
  status: { header: 'Status', value: (c) => statusLabel(c.caseType, c.status) },
  caseNumber: { header: 'Case Number', value: (c) => c.caseNumber },
  createdAt: { header: 'Created Date', value: (c) => exportDate(c.createdAt) },
  lastModifiedAt: { header: 'Last Modified', value: (c) => exportDate(c.lastModifiedAt) },
} satisfies Record<string, ExportColumn<MdrCase>>;

/** Each list's export (issue #27): its table's columns, in its order, with the values as the table reads them. */
export const CASE_EXPORT_COLUMNS: Record<CaseListKind, readonly ExportColumn<MdrCase>[]> = {
  incidents: [EXPORT.title, EXPORT.severity, EXPORT.status, EXPORT.caseNumber, EXPORT.createdAt],
  alerts: [EXPORT.title, EXPORT.severity, EXPORT.status, EXPORT.caseNumber, EXPORT.createdAt],
  serviceRequests: [EXPORT.title, EXPORT.status, EXPORT.caseNumber, EXPORT.createdAt, EXPORT.lastModifiedAt],
};
