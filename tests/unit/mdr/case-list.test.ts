import { describe, expect, it } from 'vitest';
import examples from '../../../openapi/examples/cases.json';
import type { CasesData } from '@generated/model';
import {
  CASE_SEARCH_KEYS,
  filterCases,
  filterSections,
  filtersFromSearch,
  isFiltered,
  popupValues,
  searchFromPopup,
} from '@/features/mdr/lists/case-list';
import { caseListSearch, overviewSearch } from '@/features/mdr/lists/list-search';
import { mapCases } from '@/features/mdr/model/case-model';
import { sortAlerts } from '@/features/mdr/model/sorting';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { clientCase } from './fixtures';

const NOW = new Date(2026, 10, 21, 12).getTime();

describe('list URL params', () => {
  const { incidents, alerts, serviceRequests } = caseListSearch;

  it('reads the overview clicks: one value or a list, unknown values dropped', () => {
    expect(incidents.parse({ status: 'waiting' })).toEqual({ status: ['waiting'] });
    expect(alerts.parse({ severity: ['high', 'severe', 'high'] })).toEqual({ severity: ['high'] });
    expect(alerts.parse({ range: '7d', q: 'rdp' })).toEqual({ range: '7d', q: 'rdp' });
  });

  it('drops bad values instead of failing', () => {
    expect(incidents.parse({ status: 42, range: '1y', q: 'x'.repeat(500) })).toEqual({});
    expect(alerts.parse({ severity: 'bogus' })).toEqual({});
    expect(overviewSearch.parse({ range: 'forever' })).toEqual({});
  });

  it('each list keeps only the values its own filter popup offers', () => {
    // 'open' is a status of alerts and service requests, not of incidents.
    expect(incidents.parse({ status: 'open' })).toEqual({});
    expect(incidents.parse({ status: 'open,closed' })).toEqual({ status: ['closed'] });
    expect(alerts.parse({ status: 'open' })).toEqual({ status: ['open'] });
    expect(serviceRequests.parse({ status: 'open' })).toEqual({ status: ['open'] });
    // Service requests have no severity filter.
    expect(serviceRequests.parse({ severity: 'high', status: 'waiting' })).toEqual({ status: ['waiting'] });
    expect(incidents.parse({ severity: 'high' })).toEqual({ severity: ['high'] });
  });

  it('accepts every option of each list', () => {
    for (const kind of ['incidents', 'alerts', 'serviceRequests'] as const) {
      for (const section of filterSections(kind)) {
        if (section.kind !== 'checkboxes') continue;
        const all = section.options.map((option) => option.value);
        expect(caseListSearch[kind].parse({ [section.id]: all.join(',') }), kind).toEqual({ [section.id]: all });
      }
    }
    // Service requests declare severity only to drop it: the router hands every route all the URL's params.
    expect(Object.keys(serviceRequests.shape).sort()).toEqual(['q', 'range', 'severity', 'status']);
    expect(serviceRequests.parse({ severity: 'high' }).severity).toBeUndefined();
    expect(serviceRequests.parse({ severity: ['high'] }).severity).toBeUndefined();
  });
});

describe('filter popup values', () => {
  it('offers the statuses of each list and severities except for service requests', () => {
    const labels = (kind: Parameters<typeof filterSections>[0]) =>
      filterSections(kind).map((section) => [section.id, section.options.map((option) => option.label)]);
    expect(labels('incidents')).toEqual([
      ['status', ['In Progress', 'Waiting for Response', 'Closed']],
      ['severity', ['Critical', 'High', 'Medium', 'Low', 'Informational']],
      ['range', ['All Times', 'Last 60 days', 'Last 30 days', 'Last 7 days']],
    ]);
    expect(labels('serviceRequests')[0]).toEqual(['status', ['Open', 'In Progress', 'Waiting', 'Closed']]);
    expect(labels('serviceRequests').map(([id]) => id)).toEqual(['status', 'range']);
  });

  it('ticks every box for a filter that is not set, and defaults to All Times', () => {
    expect(popupValues('incidents', filtersFromSearch({ status: ['closed'] }))).toEqual({
      status: ['closed'],
      severity: ['critical', 'high', 'medium', 'low', 'informational'],
      range: 'all',
    });
  });

  it('writes back only what narrows the list', () => {
    expect(
      searchFromPopup('incidents', { status: ['inprogress', 'waiting', 'closed'], severity: ['high'], range: 'all' } as never),
    ).toEqual({ status: undefined, severity: ['high'], range: undefined });
    expect(
      searchFromPopup('alerts', {
        status: [],
        severity: ['critical', 'high', 'medium', 'low', 'informational'],
        range: '30d',
      } as never),
    ).toEqual({
      status: [],
      severity: undefined,
      range: '30d',
    });
  });

  it('knows when a list is narrowed', () => {
    expect(isFiltered(filtersFromSearch({}))).toBe(false);
    expect(isFiltered(filtersFromSearch({ range: '7d' }))).toBe(true);
  });
});

describe('filterCases', () => {
  const cases = [
    clientCase({ caseNumber: 'a', status: 'waiting', severity: 'high', createdAt: new Date(2026, 10, 20).toISOString() }),
    clientCase({ caseNumber: 'b', status: 'closed', severity: 'low', createdAt: new Date(2026, 9, 1).toISOString() }),
    clientCase({ caseNumber: 'c', status: 'closed', severity: 'high', createdAt: new Date(2026, 10, 18).toISOString() }),
  ];
  const numbers = (list: { caseNumber: string }[]) => list.map((item) => item.caseNumber);

  it('combines status, severity and time range, keeping the order', () => {
    expect(numbers(filterCases(cases, filtersFromSearch({}), NOW))).toEqual(['a', 'b', 'c']);
    expect(numbers(filterCases(cases, filtersFromSearch({ status: ['closed'] }), NOW))).toEqual(['b', 'c']);
    expect(numbers(filterCases(cases, filtersFromSearch({ status: ['closed'], severity: ['high'] }), NOW))).toEqual(['c']);
    expect(numbers(filterCases(cases, filtersFromSearch({ range: '7d' }), NOW))).toEqual(['a', 'c']);
    expect(numbers(filterCases(cases, filtersFromSearch({ status: [] }), NOW))).toEqual([]);
  });
});

describe('MDR search', () => {
  const alerts = sortAlerts(mapCases(examples.default.value.data as CasesData).alerts);
  const index = createFuzzyIndex(alerts, CASE_SEARCH_KEYS);

  it('finds titles fuzzily and keeps the list order', () => {
    const found = index.search('certutl');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((alert) => alert.title.toLowerCase().includes('certutil'))).toBe(true);
    expect(found).toEqual(alerts.filter((alert) => found.includes(alert)));
  });

  it('matches case numbers almost exactly and statuses by their label', () => {
    expect(index.search('00041706').map((alert) => alert.caseNumber)).toEqual(['00041706']);
    expect(index.search('Waiting for Response').every((alert) => alert.status === 'waiting')).toBe(true);
  });
});
