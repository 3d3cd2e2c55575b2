import { describe, expect, it } from 'vitest';
import {
  TIME_RANGE_OPTIONS,
  inTimeRange,
  narrowingCount,
  sectionNarrows,
  timeRangeStart,
  type FilterSection,
  type FilterValues,
} from '@/shared/filters/filter-model';

const NOW = new Date('2026-11-21T12:00:00Z');

const SECTIONS = [
  {
    kind: 'checkboxes',
    id: 'severity',
    label: 'Severity',
    options: [
      { value: 'high', label: 'High' },
      { value: 'low', label: 'Low' },
    ],
  },
  { kind: 'timeRange', id: 'range', label: 'Time range', options: TIME_RANGE_OPTIONS },
] as const satisfies readonly FilterSection[];

type Values = FilterValues<typeof SECTIONS>;

describe('time ranges', () => {
  it('offers all, 60, 30 and 7 days with All Times first', () => {
    expect(TIME_RANGE_OPTIONS.map((o) => o.label)).toEqual(['All Times', 'Last 60 days', 'Last 30 days', 'Last 7 days']);
  });

  it('starts N days back, or nowhere for all', () => {
    expect(timeRangeStart('7d', NOW)?.toISOString()).toBe('2026-11-14T12:00:00.000Z');
    expect(timeRangeStart('all', NOW)).toBeNull();
    expect(timeRangeStart('soon', NOW)).toBeNull();
  });

  it('keeps dates from the start on; undated items only in all', () => {
    expect(inTimeRange('2026-11-14T12:00:00Z', '7d', NOW)).toBe(true);
    expect(inTimeRange('2026-11-14T11:59:59Z', '7d', NOW)).toBe(false);
    expect(inTimeRange(null, '30d', NOW)).toBe(false);
    expect(inTimeRange(null, 'all', NOW)).toBe(true);
    expect(inTimeRange('not a date', 'all', NOW)).toBe(true);
  });
});

describe('narrowing', () => {
  it('counts sections that leave something out', () => {
    const all: Values = { severity: ['high', 'low'], range: 'all' };
    expect(narrowingCount(SECTIONS, all)).toBe(0);
    expect(narrowingCount(SECTIONS, { severity: ['high'], range: 'all' })).toBe(1);
    expect(narrowingCount(SECTIONS, { severity: [], range: '30d' })).toBe(2);
    expect(sectionNarrows(SECTIONS[1], undefined)).toBe(false);
  });
});
