import { describe, expect, it } from 'vitest';
import { TIME_RANGES, timeWindow, withinTimeRange } from '@/features/mdr/model/time-range';
import { clientCase } from './fixtures';

// Local times, so the expectations hold in any time zone.
const local = (month: number, day: number, hour = 0, minute = 0) => new Date(2026, month - 1, day, hour, minute).getTime();
const NOW = local(11, 21, 10, 12);

describe('time ranges', () => {
  it('offers All Times and the last 60, 30 and 7 days', () => {
    expect(TIME_RANGES.map((range) => [range.id, range.label])).toEqual([
      ['all', 'All Times'],
      ['60d', 'Last 60 days'],
      ['30d', 'Last 30 days'],
      ['7d', 'Last 7 days'],
    ]);
  });

  it('ends a day range at midnight tonight and starts it days - 1 midnights back', () => {
    expect(timeWindow('7d', NOW)).toEqual({ start: local(11, 15), end: local(11, 22) });
    expect(timeWindow('30d', NOW)).toEqual({ start: local(10, 23), end: local(11, 22) });
    expect(timeWindow('60d', NOW)).toEqual({ start: local(9, 23), end: local(11, 22) });
    expect(timeWindow('all', NOW)).toBeNull();
  });

  it('filters cases by created time, edges included', () => {
    const at = (time: number, caseNumber: string) => clientCase({ caseNumber, createdAt: new Date(time).toISOString() });
    const cases = [
      at(local(11, 14, 23, 59), 'before'),
      at(local(11, 15), 'first'),
      at(local(11, 21, 23, 30), 'tonight'),
      at(local(10, 1), 'old'),
    ];
    expect(withinTimeRange(cases, '7d', NOW).map((c) => c.caseNumber)).toEqual(['first', 'tonight']);
    expect(withinTimeRange(cases, 'all', NOW)).toHaveLength(4);
  });
});
