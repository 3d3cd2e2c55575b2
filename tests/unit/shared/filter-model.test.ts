import { afterAll, describe, expect, it } from 'vitest';
import {
  TIME_RANGE_OPTIONS,
  dateRangeErrors,
  inTimeRange,
  isIsoDate,
  localDayStart,
  localIsoDate,
  narrowingCount,
  sectionNarrows,
  timeRangeStart,
  type FilterSection,
  type FilterValues,
} from '@/shared/filters/filter-model';

const NOW = new Date('2026-11-21T12:00:00Z');

// A zone behind UTC: the user's day is not UTC's day.
const previousZone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = previousZone;
});

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
  { kind: 'timeRange', id: 'when', label: 'When', options: TIME_RANGE_OPTIONS, custom: true },
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
    const all: Values = { severity: ['high', 'low'], range: 'all', when: 'all' };
    expect(narrowingCount(SECTIONS, all)).toBe(0);
    expect(narrowingCount(SECTIONS, { severity: ['high'], range: 'all', when: 'all' })).toBe(1);
    expect(narrowingCount(SECTIONS, { severity: [], range: '30d', when: 'all' })).toBe(2);
    expect(sectionNarrows(SECTIONS[1], undefined)).toBe(false);
  });

  it('counts a custom range', () => {
    expect(
      narrowingCount(SECTIONS, { severity: ['high', 'low'], range: 'all', when: { from: '2026-11-01', to: '2026-11-02' } }),
    ).toBe(1);
  });
});

describe('custom date ranges', () => {
  const TODAY = '2026-11-21';

  it('takes real calendar days only', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-11-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate('2026-11-21T00:00:00Z')).toBe(false);
  });

  it('accepts a range of real days up to today, From on or before To', () => {
    expect(dateRangeErrors({ from: '2026-11-01', to: '2026-11-21' }, TODAY)).toEqual({});
    expect(dateRangeErrors({ from: '2026-11-21', to: '2026-11-21' }, TODAY)).toEqual({});
  });

  it('says which date is wrong and why', () => {
    expect(dateRangeErrors({ from: '', to: '' }, TODAY)).toEqual({
      from: 'Enter a valid From date.',
      to: 'Enter a valid To date.',
    });
    expect(dateRangeErrors({ from: '2026-11-01', to: '2026-02-30' }, TODAY)).toEqual({ to: 'Enter a valid To date.' });
    expect(dateRangeErrors({ from: '2026-11-22', to: '2026-11-23' }, TODAY)).toEqual({
      from: "From can't be in the future.",
      to: "To can't be in the future.",
    });
    expect(dateRangeErrors({ from: '2026-11-10', to: '2026-11-09' }, TODAY)).toEqual({ to: 'To must be on or after From.' });
    // The order is only checked between two good dates.
    expect(dateRangeErrors({ from: '2026-11-10', to: '2026-11-30' }, TODAY)).toEqual({ to: "To can't be in the future." });
  });

  it("reads days where the user is, not UTC's", () => {
    // 02:00 UTC on the 21st is still the 20th in New York.
    expect(localIsoDate(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
    expect(localDayStart('2026-11-20').toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(localDayStart('2026-11-30', 1).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // Across the switch from summer time: the next day's midnight, not 24 hours later.
    expect(localDayStart('2026-11-01', 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(localDayStart('2026-10-31', 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});
