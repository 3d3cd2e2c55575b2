import { describe, expect, it } from 'vitest';
import { alertsOverTime, bucketBoundaries, chartWindow, yAxis } from '@/features/mdr/model/alerts-over-time';

const local = (month: number, day: number, hour = 0, minute = 0) => new Date(2026, month - 1, day, hour, minute).getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = local(11, 21, 10, 12);
const counts = (times: number[], range: Parameters<typeof alertsOverTime>[1] = 'all') =>
  alertsOverTime(times, range, NOW).buckets.map((b) => b.count);

describe('bucket boundaries', () => {
  it('has seven boundaries and six buckets', () => {
    const bounds = bucketBoundaries({ start: 0, end: 600 });
    expect(bounds).toEqual([0, 100, 200, 300, 400, 500, 600]);
    expect(alertsOverTime([], '30d', NOW).buckets).toHaveLength(6);
  });

  it('spans a day range ending today, labelled with day and short month', () => {
    const { buckets } = alertsOverTime([], '30d', NOW);
    expect(buckets[0]?.start).toBe(local(10, 23));
    expect(buckets[5]?.end).toBe(local(11, 22));
    expect(buckets.map((b) => b.label)).toEqual(['23 Oct', '28 Oct', '2 Nov', '7 Nov', '12 Nov', '17 Nov']);
    expect(buckets.map((b) => b.period)).toEqual([
      '23 Oct – 27 Oct',
      '28 Oct – 1 Nov',
      '2 Nov – 6 Nov',
      '7 Nov – 11 Nov',
      '12 Nov – 16 Nov',
      '17 Nov – 21 Nov',
    ]);
  });

  it('splits the last 7 days into six equal parts', () => {
    const { buckets } = alertsOverTime([], '7d', NOW);
    expect(buckets[0]?.start).toBe(local(11, 15));
    expect(buckets[5]?.end).toBe(local(11, 22));
    for (const bucket of buckets) expect(bucket.end - bucket.start).toBe(28 * HOUR);
    expect(buckets.map((b) => b.label)).toEqual(['15 Nov', '16 Nov', '17 Nov', '18 Nov', '19 Nov', '20 Nov']);
  });

  it('spans all time from the first to the last alert', () => {
    const first = local(8, 29, 14, 6);
    const last = local(11, 21, 0, 34);
    expect(chartWindow([last, first, local(10, 1)], 'all', NOW)).toEqual({ start: first, end: last });
    expect(counts([first, local(10, 1), last])).toEqual([1, 0, 1, 0, 0, 1]);
  });
});

describe('bucket edges', () => {
  it('counts one alert in the first bucket of a one-day span', () => {
    const time = local(11, 3, 9);
    expect(chartWindow([time], 'all', NOW)).toEqual({ start: time, end: time + DAY });
    expect(counts([time])).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it('stretches alerts all on one day to at least one day', () => {
    const times = [local(11, 3, 9), local(11, 3, 12), local(11, 3, 18), local(11, 3, 23, 59)];
    expect(chartWindow(times, 'all', NOW)).toEqual({ start: local(11, 3, 9), end: local(11, 4, 9) });
    // Four-hour buckets from 09:00.
    expect(counts(times)).toEqual([2, 0, 1, 1, 0, 0]);
  });

  it('labels buckets shorter than a day with their time, so no two labels repeat', () => {
    const times = [local(11, 20, 9), local(11, 20, 18)];
    const { buckets } = alertsOverTime(times, 'all', NOW);
    expect(buckets.map((b) => b.label)).toEqual([
      '20 Nov 09:00',
      '20 Nov 13:00',
      '20 Nov 17:00',
      '20 Nov 21:00',
      '21 Nov 01:00',
      '21 Nov 05:00',
    ]);
    expect(buckets[0]?.period).toBe('20 Nov 09:00 – 13:00');
    expect(buckets[3]?.period).toBe('20 Nov 21:00 – 21 Nov 01:00');
    // The empty chart (no alerts: today) too.
    const empty = alertsOverTime([], 'all', NOW).buckets.map((b) => b.label);
    expect(new Set(empty).size).toBe(6);
    // Two to five days: still shorter than a day per bucket.
    const spread = alertsOverTime([local(11, 1), local(11, 4)], 'all', NOW).buckets.map((b) => b.label);
    expect(new Set(spread).size).toBe(6);
  });

  it('puts an alert exactly on a boundary in the bucket that starts there', () => {
    const bounds = alertsOverTime([], '30d', NOW).buckets.map((b) => b.start);
    for (let i = 0; i < 6; i++) {
      const expected = [0, 0, 0, 0, 0, 0];
      expected[i] = 1;
      expect(counts([bounds[i] as number], '30d')).toEqual(expected);
    }
  });

  it('includes the end in the last bucket and leaves out what is outside the range', () => {
    expect(counts([local(11, 22)], '7d')).toEqual([0, 0, 0, 0, 0, 1]);
    expect(counts([local(11, 22) + 1, local(11, 15) - 1], '7d')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('shows six empty buckets over today with no alerts', () => {
    const result = alertsOverTime([], 'all', NOW);
    expect(result.buckets.map((b) => b.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(result.buckets[0]?.start).toBe(local(11, 21));
    expect(result.buckets[5]?.end).toBe(local(11, 22));
    expect(result.yMax).toBe(100);
    expect(result.yTicks).toEqual([0, 50, 100]);
  });

  it('counts every alert inside the window exactly once', () => {
    const start = local(9, 23);
    const times = Array.from({ length: 5000 }, (_, i) => start + ((i * 7919) % (60 * DAY)));
    const total = alertsOverTime(times, '60d', NOW).buckets.reduce((sum, b) => sum + b.count, 0);
    expect(total).toBe(5000);
  });
});

describe('y axis', () => {
  it('rounds the highest count up to a multiple of 100 with three ticks', () => {
    expect(yAxis([0, 0])).toEqual({ yMax: 100, yTicks: [0, 50, 100] });
    expect(yAxis([1])).toEqual({ yMax: 100, yTicks: [0, 50, 100] });
    expect(yAxis([3, 100, 7])).toEqual({ yMax: 100, yTicks: [0, 50, 100] });
    expect(yAxis([101])).toEqual({ yMax: 200, yTicks: [0, 100, 200] });
    expect(yAxis([250, 12])).toEqual({ yMax: 300, yTicks: [0, 150, 300] });
    expect(yAxis([])).toEqual({ yMax: 100, yTicks: [0, 50, 100] });
  });

  it('comes from the bucket counts', () => {
    const times = Array.from({ length: 130 }, () => local(11, 21, 8));
    expect(alertsOverTime(times, '7d', NOW)).toMatchObject({ yMax: 200, yTicks: [0, 100, 200] });
  });
});
