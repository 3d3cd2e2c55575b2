/** The open-issues table of fraud defense: filters (§9 defaults), search keys (§9 thresholds), order and URL form. */
import { z } from 'zod/mini';
import type { FilterSection, FilterValues } from '@/shared/filters/filter-model';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { severityTone } from '@/shared/theme/severity';
import { choiceParam, listParam, textParam } from '@/shared/url/search-params';
import {
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
  SEVERITY_FILTER_SECTION,
  STATUS_FILTER_SECTION,
  severityRank,
  type FraudDefenseIssue,
} from '@/features/issues';
import { compareText } from '@/shared/format/compare-text';

/** Status first: an e-mail threat is triaged by whether it is still open. */
export const FRAUD_FILTER_SECTIONS = [STATUS_FILTER_SECTION, SEVERITY_FILTER_SECTION] as const satisfies readonly FilterSection[];

export type FraudFilterValues = FilterValues<typeof FRAUD_FILTER_SECTIONS>;

/** console-platform.md §9: only status open on; every severity, since an e-mail threat of any severity matters. */
export const DEFAULT_FRAUD_FILTERS: FraudFilterValues = { status: ['open'], severity: [...ISSUE_SEVERITIES] };

/** console-platform.md §9: severity 0.2, subject 0.4, sender address 0.3, sender name 0.3, recipient address 0.3. */
export const FRAUD_SEARCH_KEYS: readonly FuzzyKey<FraudDefenseIssue>[] = [
  { name: 'severity', threshold: 0.2 },
  { name: 'subject', threshold: 0.4 },
  { name: 'sender.emailAddress', threshold: 0.3 },
  { name: 'sender.name', threshold: 0.3 },
  { name: 'recipients.emailAddress', threshold: 0.3 },
];

/** Keeps the findings whose status and severity (aliases folded: high → important, medium → moderate) are ticked. */
export function applyFraudFilters(issues: readonly FraudDefenseIssue[], filters: FraudFilterValues): FraudDefenseIssue[] {
  const status = new Set<string>(filters.status);
  const severity = new Set<string>(filters.severity);
  return issues.filter((issue) => status.has(issue.status) && severity.has(severityTone(issue.severity)));
}

const sentAt = (issue: FraudDefenseIssue) => {
  const time = Date.parse(issue.emailTime);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * The table's order, which the search keeps and the drawer's ←/→ follow: the most severe first, then the newest
 * e-mail, then the subject (so equal rows never swap between loads).
 */
export function sortFraudIssues(issues: readonly FraudDefenseIssue[]): FraudDefenseIssue[] {
  return issues
    .map((issue) => ({ issue, rank: severityRank(issue.severity), time: sentAt(issue) }))
    .sort((a, b) => b.rank - a.rank || b.time - a.time || compareText(a.issue.subject, b.issue.subject))
    .map((entry) => entry.issue);
}

/** Search params of /fraud-defense/open-issues: q, status, severity. Absent means the default; invalid is dropped. */
export const openIssuesSearchSchema = z.object({
  q: textParam(),
  status: listParam(ISSUE_STATUSES),
  severity: listParam(ISSUE_SEVERITIES),
  /** 'Group by campaign' on (issue #29; shown with fraud_campaigns_enabled). */
  group: choiceParam(['campaign']),
});

export type OpenIssuesSearch = z.infer<typeof openIssuesSearchSchema>;

/** The open issues list's params a saved view holds (issue #27). */
export const FRAUD_VIEWS: ListViewSpec = { list: 'fraud_findings', filters: { status: 'list', severity: 'list' } };

export function filtersFromSearch(search: OpenIssuesSearch): FraudFilterValues {
  return {
    status: search.status ?? DEFAULT_FRAUD_FILTERS.status,
    severity: search.severity ?? DEFAULT_FRAUD_FILTERS.severity,
  };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** Defaults are left out so shared links stay short. */
export function searchFromFilters(filters: FraudFilterValues): Pick<OpenIssuesSearch, 'status' | 'severity'> {
  return {
    status: same(filters.status, DEFAULT_FRAUD_FILTERS.status) ? undefined : filters.status,
    severity: same(filters.severity, DEFAULT_FRAUD_FILTERS.severity) ? undefined : filters.severity,
  };
}

/** The user narrowed the default view: a search typed, or filters other than the defaults ('No results found'). */
export function isFraudFilterActive(query: string, filters: FraudFilterValues): boolean {
  const changed = searchFromFilters(filters);
  return query.trim() !== '' || changed.status !== undefined || changed.severity !== undefined;
}
