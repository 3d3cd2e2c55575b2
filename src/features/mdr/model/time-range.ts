export type TimeRangeId = 'all' | '60d' | '30d' | '7d';

export interface TimeRange {
  id: TimeRangeId;
  label: string;
  days: number | null;
}

export const TIME_RANGES: readonly TimeRange[] = [
  { id: 'all', label: 'All Times', days: null },
  { id: '60d', label: 'Last 60 days', days: 60 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '7d', label: 'Last 7 days', days: 7 },
];

export const TIME_RANGE_IDS = TIME_RANGES.map((range) => range.id) as [TimeRangeId, ...TimeRangeId[]];
export const DEFAULT_TIME_RANGE: TimeRangeId = 'all';

export function timeRange(id: TimeRangeId): TimeRange {
  return TIME_RANGES.find((range) => range.id === id) ?? (TIME_RANGES[0] as TimeRange);
}

export interface TimeWindow {
  /** Inclusive start, epoch ms. */
  start: number;
  /** Inclusive end, epoch ms. */
  end: number;
}

/** Local midnight of the day `days` after the day of `time` (negative goes back); follows DST. */
export function startOfDay(time: number, days = 0): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

/**
 * A day range ends today: it covers today and the days before it, from local midnight `days - 1` days
 * ago to midnight tonight. 'all' has no window.
 */
export function timeWindow(id: TimeRangeId, now: number): TimeWindow | null {
  const { days } = timeRange(id);
  if (days === null) return null;
  return { start: startOfDay(now, -(days - 1)), end: startOfDay(now, 1) };
}

export function inWindow(time: number, window: TimeWindow | null): boolean {
  return window === null || (time >= window.start && time <= window.end);
}

/** The cases created within a time range. */
export function withinTimeRange<T extends { createdTime: number }>(cases: readonly T[], id: TimeRangeId, now: number): T[] {
  const window = timeWindow(id, now);
  return window === null ? [...cases] : cases.filter((item) => inWindow(item.createdTime, window));
}
