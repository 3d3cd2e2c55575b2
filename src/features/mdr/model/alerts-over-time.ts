import { formatDayMonth, formatDayMonthTime } from '@/shared/format/dates';
import { startOfDay, timeRange, timeWindow, type TimeRangeId, type TimeWindow } from './time-range';

export const BUCKET_COUNT = 6;
const DAY_MS = 86_400_000;
const Y_STEP = 100;

export interface AlertBucket {
  /** Inclusive start, epoch ms. */
  start: number;
  /** Exclusive end, except for the last bucket, which includes it. */
  end: number;
  /** Day and short month of the bucket's start ('21 Nov'), with the time ('21 Nov 13:00') when buckets are shorter than a day. */
  label: string;
  /** 'From – to' for the tooltip. */
  period: string;
  count: number;
}

export interface AlertsOverTime {
  buckets: AlertBucket[];
  yMax: number;
  yTicks: [number, number, number];
}

/**
 * The span the chart covers: a day range ends today; all time spans the first to the last alert and at
 * least one day (with no alerts, the day before now).
 */
export function chartWindow(times: ArrayLike<number>, range: TimeRangeId, now: number): TimeWindow {
  const window = timeWindow(range, now);
  if (window) return window;
  if (times.length === 0) return { start: startOfDay(now, 0), end: startOfDay(now, 1) };
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < times.length; i++) {
    const time = times[i] as number;
    if (time < first) first = time;
    if (time > last) last = time;
  }
  return { start: first, end: Math.max(last, first + DAY_MS) };
}

/** Seven boundaries, evenly spaced from start to end. */
export function bucketBoundaries({ start, end }: TimeWindow): number[] {
  const step = (end - start) / BUCKET_COUNT;
  return Array.from({ length: BUCKET_COUNT + 1 }, (_, i) => (i === BUCKET_COUNT ? end : start + step * i));
}

/** A day range steps in wall-clock hours, so a DST change does not move the labels off their days. */
function dayRangeBoundaries(days: number, window: TimeWindow): number[] {
  const first = new Date(window.start);
  const hoursPerBucket = (days * 24) / BUCKET_COUNT;
  return Array.from({ length: BUCKET_COUNT + 1 }, (_, i) =>
    new Date(first.getFullYear(), first.getMonth(), first.getDate(), hoursPerBucket * i).getTime(),
  );
}

/** Y axis: the highest count rounded up to a multiple of 100 (100 when there is nothing), three ticks. */
export function yAxis(counts: readonly number[]): Pick<AlertsOverTime, 'yMax' | 'yTicks'> {
  const highest = Math.max(0, ...counts);
  const yMax = highest === 0 ? Y_STEP : Math.ceil(highest / Y_STEP) * Y_STEP;
  return { yMax, yTicks: [0, yMax / 2, yMax] };
}

/** Counts alerts (their created times, epoch ms) into six buckets; a single pass, no date parsing. */
export function alertsOverTime(times: ArrayLike<number>, range: TimeRangeId, now: number): AlertsOverTime {
  const window = chartWindow(times, range, now);
  const { days } = timeRange(range);
  const bounds = days === null ? bucketBoundaries(window) : dayRangeBoundaries(days, window);
  const step = (window.end - window.start) / BUCKET_COUNT;
  const counts = new Array<number>(BUCKET_COUNT).fill(0);
  const last = BUCKET_COUNT - 1;
  for (let i = 0; i < times.length; i++) {
    const time = times[i] as number;
    if (time < window.start || time > window.end) continue;
    let index = Math.min(last, Math.floor((time - window.start) / step));
    // The estimate can be a bucket off at a boundary (floating point) or around a DST change.
    while (index < last && time >= (bounds[index + 1] as number)) index++;
    while (index > 0 && time < (bounds[index] as number)) index--;
    counts[index] = (counts[index] as number) + 1;
  }
  // Buckets shorter than a day (a span of under six days) would repeat a day's label: they carry the time too.
  const withTime = step < DAY_MS;
  const buckets = counts.map((count, i) => {
    const start = bounds[i] as number;
    const end = bounds[i + 1] as number;
    if (withTime) {
      const from = formatDayMonthTime(new Date(start));
      const to = formatDayMonthTime(new Date(end));
      const sameDay = from.split(' ').slice(0, 2).join(' ') === to.split(' ').slice(0, 2).join(' ');
      return { start, end, label: from, period: `${from} – ${sameDay ? to.split(' ')[2] : to}`, count };
    }
    // An exclusive end (and an end at midnight) belongs to the day before it.
    const lastShown = i === last && end !== startOfDay(end) ? end : end - 1;
    const from = formatDayMonth(new Date(start));
    const to = formatDayMonth(new Date(lastShown));
    return { start, end, label: from, period: from === to ? from : `${from} – ${to}`, count };
  });
  return { buckets, ...yAxis(counts) };
}
