/**
 * The console's date formats (console-platform.md §2.4, §9; console-mdr-summary.md) through Intl.DateTimeFormat, in the
 * user's own time zone. The suite runs in Newfoundland time (UTC−3:30, −2:30 in summer): a half-hour offset with
 * daylight saving, so a format that read UTC, or the wrong offset, shows a different hour or day.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from '@/shared/format/relative-time';
import {
  formatDayMonth,
  formatDayMonthTime,
  formatEmailTime,
  formatFeedDate,
  formatFileDate,
  formatLongDate,
  formatLongDateTime,
} from '@/shared/format/dates';

const previousZone = process.env.TZ;
process.env.TZ = 'America/St_Johns';
afterAll(() => {
  process.env.TZ = previousZone;
});

/** What the formats produced before Intl (local getters and a month table): the outputs must stay identical. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const h12 = (d: Date) => `${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
const before = {
  email: (d: Date) =>
    `${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
  long: (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`,
  longTime: (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${h12(d)}`,
  feed: (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${h12(d)}`,
  dayMonth: (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]}`,
  dayMonthTime: (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
  file: (d: Date) => `${pad(d.getDate())}_${pad(d.getMonth() + 1)}_${d.getFullYear()}`,
};

describe('date formats', () => {
  it('are in the user’s time zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/St_Johns');
    // 12:35 UTC is 09:05 in St. John’s in November (UTC−3:30) and 10:05 in July (UTC−2:30).
    expect(formatEmailTime('2026-11-21T12:35:00Z')).toBe('21 Nov 2026 09:05');
    expect(formatEmailTime('2026-07-21T12:35:00Z')).toBe('21 Jul 2026 10:05');
    // Shortly after midnight UTC it is still the day before.
    expect(formatFeedDate('2026-11-21T01:00:00Z')).toBe('Nov 20, 9:30 PM');
    expect(formatFileDate(new Date('2026-11-21T01:00:00Z'))).toBe('20_11_2026');
  });

  it("e-mail times are 'dd MMM yyyy HH:mm'", () => {
    expect(formatEmailTime(new Date(2026, 0, 5, 0, 7))).toBe('05 Jan 2026 00:07');
    expect(formatEmailTime(new Date(2026, 8, 30, 23, 59))).toBe('30 Sep 2026 23:59');
    expect(formatEmailTime(new Date(2026, 4, 1, 12, 0))).toBe('01 May 2026 12:00');
  });

  it('feed dates are short month, day and 12-hour time', () => {
    expect(formatFeedDate(new Date(2026, 10, 21, 9, 5))).toBe('Nov 21, 9:05 AM');
    expect(formatFeedDate(new Date(2026, 10, 21, 0, 0))).toBe('Nov 21, 12:00 AM');
    expect(formatFeedDate(new Date(2026, 10, 21, 12, 30))).toBe('Nov 21, 12:30 PM');
    expect(formatFeedDate(new Date(2026, 8, 3, 23, 1))).toBe('Sep 3, 11:01 PM');
  });

  it('long dates, with and without the time; a date alone is that day here', () => {
    expect(formatLongDate(new Date(2026, 10, 21, 9, 5))).toBe('Nov 21, 2026');
    expect(formatLongDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatLongDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatLongDateTime(new Date(2026, 10, 21, 9, 5))).toBe('Nov 21, 2026, 9:05 AM');
    expect(formatLongDateTime(new Date(2026, 10, 21, 17, 45).toISOString())).toBe('Nov 21, 2026, 5:45 PM');
  });

  it('chart labels and file dates', () => {
    expect(formatDayMonth(new Date(2026, 10, 1, 9))).toBe('1 Nov');
    expect(formatDayMonthTime(new Date(2026, 10, 1, 9, 0))).toBe('1 Nov 09:00');
    expect(formatDayMonthTime(new Date(2026, 10, 21, 0, 0))).toBe('21 Nov 00:00');
    expect(formatFileDate(new Date(2026, 0, 5))).toBe('05_01_2026');
    expect(formatFileDate(new Date(2026, 10, 21, 23, 59))).toBe('21_11_2026');
  });

  it("what is not a date gives ''", () => {
    for (const format of [formatEmailTime, formatFeedDate, formatLongDate, formatLongDateTime, formatDayMonth]) {
      expect(format('not a date')).toBe('');
      expect(format(new Date(Number.NaN))).toBe('');
    }
  });

  it('give exactly what the hand-written formats gave, every month and hour, across daylight saving', () => {
    // Every 7 h 13 min over three years: all months, hours and many minutes, both offsets and the changes between.
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 3 * 365 * 86_400_000; t += 26_000_000) {
      const d = new Date(t);
      const iso = d.toISOString();
      expect(formatEmailTime(iso)).toBe(before.email(d));
      expect(formatLongDate(iso)).toBe(before.long(d));
      expect(formatLongDateTime(iso)).toBe(before.longTime(d));
      expect(formatFeedDate(iso)).toBe(before.feed(d));
      expect(formatDayMonth(d)).toBe(before.dayMonth(d));
      expect(formatDayMonthTime(d)).toBe(before.dayMonthTime(d));
      expect(formatFileDate(d)).toBe(before.file(d));
    }
  });

  it('build each formatter once, on first use (none at start-up)', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('@/shared/format/dates');
    expect(built).not.toHaveBeenCalled();
    fresh.formatEmailTime('2026-11-21T12:35:00Z');
    fresh.formatEmailTime('2026-11-22T12:35:00Z');
    expect(built).toHaveBeenCalledOnce();
    fresh.formatFeedDate('2026-11-21T12:35:00Z');
    expect(built).toHaveBeenCalledTimes(2);
    built.mockRestore();
  });
});

describe('a past time in words (formatRelativeTime)', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  it.each([
    ['2026-11-23T08:59:40Z', 'just now'],
    ['2026-11-23T08:12:00Z', '48 minutes ago'],
    ['2026-11-23T07:00:00Z', '2 hours ago'],
    ['2026-11-22T08:00:00Z', 'yesterday'],
    ['2026-11-18T12:05:00Z', '4 days ago'],
    ['2026-10-28T14:20:00Z', '25 days ago'],
    ['2026-08-01T00:00:00Z', '3 months ago'],
    ['2024-11-01T00:00:00Z', '2 years ago'],
    ['2026-11-23T09:30:00Z', 'just now'],
    ['not a date', ''],
  ])('%s is %s', (value, text) => {
    expect(formatRelativeTime(value, now)).toBe(text);
  });
});
