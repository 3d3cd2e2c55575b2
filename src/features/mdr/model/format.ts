import { formatLongDate, formatLongDateTime } from '@/shared/format/dates';

/** 'Nov 21, 2026' (list columns and cards). */
export const formatCaseDate = (value: string) => formatLongDate(value);

/** 'Nov 21, 2026, 9:05 AM' (drawers). */
export const formatCaseDateTime = (value: string) => formatLongDateTime(value);
