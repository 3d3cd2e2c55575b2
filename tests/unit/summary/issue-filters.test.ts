import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ISSUE_FILTERS,
  ISSUE_FILTER_SECTIONS,
  ISSUE_SEARCH_KEYS,
  applyIssueFilters,
  describeFilters,
  filtersFromSearch,
  isFilterActive,
  searchFromFilters,
  summarySearchSchema,
  type IssueFilterValues,
} from '@/features/summary/model/issue-filters';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { issue } from '../issues/fixtures';

const NOW = new Date('2026-11-21T12:00:00Z');
const ALL: IssueFilterValues = {
  severity: ['critical', 'important', 'moderate', 'low', 'informational'],
  category: ['email_threats', 'configuration_changes', 'software_updates', 'network_exposures', 'security_controls'],
  status: ['open', 'in_review', 'resolved', 'approved'],
  range: 'all',
};

describe('default filters (console-platform.md §9)', () => {
  it('turn on critical, important, moderate; all five categories; open and in_review; all times', () => {
    expect(DEFAULT_ISSUE_FILTERS).toEqual({
      severity: ['critical', 'important', 'moderate'],
      category: ['email_threats', 'configuration_changes', 'software_updates', 'network_exposures', 'security_controls'],
      status: ['open', 'in_review'],
      range: 'all',
    });
  });

  it('offer the statuses with their labels and the time ranges', () => {
    const status = ISSUE_FILTER_SECTIONS.find((s) => s.id === 'status');
    expect(status?.options.map((o) => o.label)).toEqual(['Open', 'Validating', 'Resolved', 'Approved']);
    expect(ISSUE_FILTER_SECTIONS.find((s) => s.id === 'range')?.options.map((o) => o.value)).toEqual(['all', '60d', '30d', '7d']);
  });
});

describe('applyIssueFilters', () => {
  const list = [
    issue({ id: 'high', severity: 'high' }),
    issue({ id: 'medium-resolved', severity: 'medium', status: 'resolved' }),
    issue({ id: 'low', severity: 'low' }),
    issue({ id: 'review', severity: 'critical', status: 'in_review', issue_category: 'network_exposures' }),
    issue({ id: 'old', severity: 'critical', date_sent: '2026-08-01T00:00:00Z' }),
  ];

  it('keeps the defaults’ issues, matching severity aliases', () => {
    expect(applyIssueFilters(list, DEFAULT_ISSUE_FILTERS, NOW).map((i) => i.id)).toEqual(['high', 'review', 'old']);
  });

  it('filters by category, status and days back', () => {
    expect(applyIssueFilters(list, { ...ALL, category: ['network_exposures'] }, NOW).map((i) => i.id)).toEqual(['review']);
    expect(applyIssueFilters(list, { ...ALL, status: ['resolved'] }, NOW).map((i) => i.id)).toEqual(['medium-resolved']);
    expect(applyIssueFilters(list, { ...ALL, range: '60d' }, NOW).map((i) => i.id)).toEqual([
      'high',
      'medium-resolved',
      'low',
      'review',
    ]);
  });
});

describe('isFilterActive', () => {
  it('is active with a search or any section leaving something out', () => {
    expect(isFilterActive('', ALL)).toBe(false);
    expect(isFilterActive('  ', ALL)).toBe(false);
    expect(isFilterActive('rdp', ALL)).toBe(true);
    expect(isFilterActive('', DEFAULT_ISSUE_FILTERS)).toBe(true);
    expect(isFilterActive('', { ...ALL, range: '7d' })).toBe(true);
  });
});

describe('URL search params', () => {
  it('read absent params as the defaults', () => {
    expect(filtersFromSearch(summarySearchSchema.parse({}))).toEqual(DEFAULT_ISSUE_FILTERS);
  });

  it('drop what is not valid, falling back to the default where nothing valid is left', () => {
    const parsed = summarySearchSchema.parse({
      q: 42,
      severity: 'critical,bogus',
      category: 'bogus',
      status: 'open',
      range: '5y',
      history: '5y',
      panel: 'issueDetails',
    });
    expect(parsed).toEqual({
      q: undefined,
      severity: ['critical'],
      category: undefined,
      status: ['open'],
      range: undefined,
      history: undefined,
    });
  });

  it("keep the score history's range apart from the issues' time range", () => {
    expect(summarySearchSchema.parse({ range: '30d', history: '12m' })).toMatchObject({ range: '30d', history: '12m' });
  });

  it('round-trip filters, leaving defaults out of the URL', () => {
    expect(searchFromFilters(DEFAULT_ISSUE_FILTERS)).toEqual({
      severity: undefined,
      category: undefined,
      status: undefined,
      range: undefined,
    });
    const custom: IssueFilterValues = { ...DEFAULT_ISSUE_FILTERS, severity: ['low'], status: [], range: '30d' };
    const search = searchFromFilters(custom);
    expect(search).toEqual({ severity: ['low'], category: undefined, status: [], range: '30d' });
    expect(filtersFromSearch(summarySearchSchema.parse(search))).toEqual(custom);
  });
});

describe('describeFilters (filtered report cover)', () => {
  it('lists the search and the sections that leave something out', () => {
    expect(describeFilters(' rdp ', { ...DEFAULT_ISSUE_FILTERS, range: '30d' })).toEqual([
      'Search: "rdp"',
      'Severity: Critical, Important, Moderate',
      'Status: Open, Validating',
      'Time range: Last 30 days',
    ]);
    expect(describeFilters('', { ...ALL, category: [] })).toEqual(['Category: none']);
  });
});

describe('issue search keys (console-platform.md §9)', () => {
  it('use name 0.3, short_description 0.4, severity 0.2, issue_category 0.2', () => {
    expect(ISSUE_SEARCH_KEYS.map((k) => [k.name, k.threshold])).toEqual([
      ['name', 0.3],
      ['short_description', 0.4],
      ['severity', 0.2],
      ['issue_category', 0.2],
    ]);
  });

  it('find issues by category words with spaces, and tolerate a typo in a name', () => {
    const list = [
      issue({ id: 'a', name: 'Open Elasticsearch port', issue_category: 'network_exposures' }),
      issue({ id: 'b', name: 'DNSSEC not enabled' }),
    ];
    const index = createFuzzyIndex(list, ISSUE_SEARCH_KEYS);
    expect(index.search('network exposures').map((i) => i.id)).toEqual(['a']);
    expect(index.search('elastisearch').map((i) => i.id)).toEqual(['a']);
    expect(index.search('moderate').map((i) => i.id)).toEqual(['a', 'b']);
  });
});
