import { formatLongDate } from '@/shared/format/dates';

/** 'Nov 21, 2026' (list columns and cards). */
export const formatCaseDate = (value: string) => formatLongDate(value);

/** 'Nov 21, 2026, 9:05 AM' (drawers). */
export function formatCaseDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatLongDate(date)}, ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}
