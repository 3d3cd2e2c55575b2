import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { z } from 'zod/mini';
import { IssueCategory } from '@generated/model';
import {
  TIME_RANGE_OPTIONS,
  inTimeRange,
  narrowingCount,
  type FilterSection,
  type FilterValues,
} from '@/shared/filters/filter-model';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import { choiceParam, listParam, textParam } from '@/shared/url/search-params';
import { severityTone } from '@/shared/theme/severity';
import {
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
  SEVERITY_FILTER_SECTION,
  STATUS_FILTER_SECTION,
  categoryLabel,
  type SummaryIssue,
} from '@/features/issues';
import { SCORE_RANGES } from './score-ranges';

const CATEGORIES = Object.values(IssueCategory);
const RANGES = TIME_RANGE_OPTIONS.map((option) => option.value);

export const ISSUE_FILTER_SECTIONS = [
  SEVERITY_FILTER_SECTION,
  {
    kind: 'checkboxes',
    id: 'category',
    label: 'Category',
    options: CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
  },
  STATUS_FILTER_SECTION,
  { kind: 'timeRange', id: 'range', label: 'Time range', options: TIME_RANGE_OPTIONS },
] as const satisfies readonly FilterSection[];

export type IssueFilterValues = FilterValues<typeof ISSUE_FILTER_SECTIONS>;

/** console-platform.md §9: critical, important and moderate; every category; open and in_review; all times. */
export const DEFAULT_ISSUE_FILTERS: IssueFilterValues = {
  severity: ['critical', 'important', 'moderate'],
  category: [...CATEGORIES],
  status: ['open', 'in_review'],
  range: 'all',
};

/** console-platform.md §9: name 0.3, short_description 0.4, severity 0.2, issue_category 0.2. */
export const ISSUE_SEARCH_KEYS: readonly FuzzyKey<SummaryIssue>[] = [
  { name: 'name', threshold: 0.3 },
  { name: 'short_description', threshold: 0.4 },
  { name: 'severity', threshold: 0.2 },
  { name: 'issue_category', threshold: 0.2, get: (issue) => categoryLabel(issue.issue_category) },
];

export function applyIssueFilters<T extends SummaryIssue>(
  issues: readonly T[],
  filters: IssueFilterValues,
  now: Date = new Date(),
): T[] {
  const severity = new Set<string>(filters.severity);
  const category = new Set<string>(filters.category);
  const status = new Set<string>(filters.status);
  return issues.filter(
    (issue) =>
      severity.has(severityTone(issue.severity)) &&
      category.has(issue.issue_category) &&
      status.has(issue.status) &&
      inTimeRange(issue.date_sent, filters.range, now),
  );
}

/** A view is filtered when a search is typed or any filter section leaves something out. */
export function isFilterActive(query: string, filters: IssueFilterValues): boolean {
  return query.trim() !== '' || narrowingCount(ISSUE_FILTER_SECTIONS, filters) > 0;
}

/** The Security Issues table's column ids in display order (IssuesTable): what `cols` may name. */
export const ISSUE_COLUMN_IDS = ['severity', 'category', 'name', 'type', 'assets', 'status'] as const;

/**
 * The summary route's search params (q, severity, category, status, range, cols). Anything unreadable falls back to
 * the default; absent params mean the defaults, so a plain '/' shows the default view.
 */
export const summarySearchSchema = z.object({
  q: textParam(),
  severity: listParam(ISSUE_SEVERITIES),
  category: listParam(CATEGORIES),
  status: listParam(ISSUE_STATUSES),
  range: choiceParam(RANGES as [string, ...string[]]),
  /** The score history's range (issue #27); absent means DEFAULT_SCORE_RANGE. */
  history: choiceParam(SCORE_RANGES),
  /** The table's visible columns (the 'Columns' menu, issue #27); absent means the defaults. */
  cols: listParam(ISSUE_COLUMN_IDS),
});

export type SummarySearch = z.infer<typeof summarySearchSchema>;

/** The Security Issues list's params a saved view holds (issue #27); the score history's range is not one of them. */
export const ISSUE_VIEWS: ListViewSpec = {
  list: 'issues',
  filters: { severity: 'list', category: 'list', status: 'list', range: 'one' },
};

export function filtersFromSearch(search: SummarySearch): IssueFilterValues {
  return {
    severity: search.severity ?? DEFAULT_ISSUE_FILTERS.severity,
    category: search.category ?? DEFAULT_ISSUE_FILTERS.category,
    status: search.status ?? DEFAULT_ISSUE_FILTERS.status,
    range: (search.range as IssueFilterValues['range'] | undefined) ?? DEFAULT_ISSUE_FILTERS.range,
  };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** Search params for the given filters: defaults are left out so shared links stay short. */
export function searchFromFilters(filters: IssueFilterValues): Omit<SummarySearch, 'q' | 'history' | 'cols'> {
  return {
    severity: same(filters.severity, DEFAULT_ISSUE_FILTERS.severity) ? undefined : filters.severity,
    category: same(filters.category, DEFAULT_ISSUE_FILTERS.category) ? undefined : filters.category,
    status: same(filters.status, DEFAULT_ISSUE_FILTERS.status) ? undefined : filters.status,
    range: filters.range === DEFAULT_ISSUE_FILTERS.range ? undefined : filters.range,
  };
}

/** Plain-language lines for a filtered report's cover: the search and every section that leaves something out. */
export function describeFilters(query: string, filters: IssueFilterValues): string[] {
  const lines: string[] = [];
  if (query.trim()) lines.push(`Search: "${query.trim()}"`);
  for (const section of ISSUE_FILTER_SECTIONS) {
    if (section.kind === 'timeRange') {
      if (filters.range !== 'all')
        lines.push(`${section.label}: ${section.options.find((o) => o.value === filters.range)?.label ?? filters.range}`);
      continue;
    }
    const chosen: readonly string[] = filters[section.id];
    if (chosen.length === section.options.length) continue;
    const labels = section.options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
    lines.push(`${section.label}: ${labels.length > 0 ? labels.join(', ') : 'none'}`);
  }
  return lines;
}
