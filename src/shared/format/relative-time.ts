/** Apart from dates.ts, which every first load carries: only the team's 'Last sign-in' uses it. */
const MINUTE_MS = 60_000;

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * A past time relative to `now`: 'just now', '5 minutes ago', 'yesterday', '3 months ago' (a table's 'Last sign-in',
 * with the exact time beside it on hover). '' for a value that is not a date.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  let amount = Math.max(0, now.getTime() - time) / MINUTE_MS;
  if (amount < 1) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (amount < size) return relative.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return '';
}
