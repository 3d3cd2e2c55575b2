const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd MMM yyyy HH:mm' (e-mail times). */
export function formatEmailTime(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'Nov 21, 2026'. */
export function formatLongDate(value: string | Date): string {
  const d = toDate(value.toString().length === 10 ? `${value.toString()}T00:00:00` : value);
  if (!d) return '';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Feed dates: short month, day, 12-hour time ('Nov 21, 9:05 AM'). */
export function formatFeedDate(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const hours = d.getHours() % 12 || 12;
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${hours}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Day and short month ('21 Nov'), used for chart labels. */
export function formatDayMonth(value: string | Date): string {
  const d = toDate(value);
  return d ? `${d.getDate()} ${MONTHS[d.getMonth()]}` : '';
}

/** Day, short month and 24-hour time ('21 Nov 09:00'), for chart labels of buckets shorter than a day. */
export function formatDayMonthTime(value: string | Date): string {
  const d = toDate(value);
  return d ? `${d.getDate()} ${MONTHS[d.getMonth()]} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}
