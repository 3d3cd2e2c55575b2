/** Filter definitions shared by every filter popup (summary issues, MDR cases, fraud defense). */

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/** A group of checkboxes; the value is the list of checked option values. */
interface CheckboxFilterSection<Id extends string = string, V extends string = string> {
  kind: 'checkboxes';
  id: Id;
  label: string;
  options: readonly FilterOption<V>[];
}

/**
 * A single choice of how far back to look; the value is one option value ('all' or 'Nd'). With `custom: true` the
 * caller also offers 'Custom range' (From and To dates), whose value is a DateRange.
 */
interface TimeRangeFilterSection<Id extends string = string, V extends string = string> {
  kind: 'timeRange';
  id: Id;
  label: string;
  options: readonly FilterOption<V>[];
  custom?: boolean;
}

/** A custom range: the first and last day kept, ISO dates ('2026-11-02'), in the user's own time zone. */
export interface DateRange {
  from: string;
  to: string;
}

export type FilterSection = CheckboxFilterSection | TimeRangeFilterSection;

type OptionValue<S> = S extends { options: readonly FilterOption<infer V>[] } ? V : never;

/** The values of a list of sections, keyed by section id. */
export type FilterValues<S extends readonly FilterSection[]> = {
  [K in S[number] as K['id']]: K extends { kind: 'checkboxes' }
    ? OptionValue<K>[]
    : K extends { custom: true }
      ? OptionValue<K> | DateRange
      : OptionValue<K>;
};

/** One section's value, whatever its kind. */
export type SectionValue = string | readonly string[] | DateRange;

type LooseValues = Record<string, SectionValue | undefined>;

const ALL_TIME = 'all';

/** console-mdr-summary.md §9: all, 60, 30 and 7 days, default 'All Times'. */
export const TIME_RANGE_OPTIONS = [
  { value: 'all', label: 'All Times' },
  { value: '60d', label: 'Last 60 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '7d', label: 'Last 7 days' },
] as const satisfies readonly FilterOption[];

const DAY_MS = 86_400_000;

/** The earliest instant a 'Nd' range keeps, or null for 'all' (and anything unreadable). */
export function timeRangeStart(range: string, now: Date = new Date()): Date | null {
  const match = /^(\d{1,4})d$/.exec(range);
  return match ? new Date(now.getTime() - Number(match[1]) * DAY_MS) : null;
}

/** Whether a date falls in the range; undated items only pass 'all'. */
export function inTimeRange(value: string | null | undefined, range: string, now: Date = new Date()): boolean {
  const start = timeRangeStart(range, now);
  if (!start) return true;
  const time = value ? Date.parse(value) : Number.NaN;
  return !Number.isNaN(time) && time >= start.getTime();
}

/** A section narrows the list when some checkbox is off or the time range is not 'all' (a custom range narrows). */
export function sectionNarrows(section: FilterSection, value: SectionValue | undefined): boolean {
  if (section.kind === 'timeRange') return value !== undefined && value !== ALL_TIME;
  const checked = new Set(Array.isArray(value) ? value : []);
  return section.options.some((option) => !checked.has(option.value));
}

/** How many sections narrow the list (the count on the filter button). */
export function narrowingCount<S extends readonly FilterSection[]>(sections: S, values: FilterValues<S>): number {
  const loose = values as unknown as LooseValues;
  return sections.filter((section) => sectionNarrows(section, loose[section.id])).length;
}

export const isDateRange = (value: unknown): value is DateRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The user's own day of an instant as 'YYYY-MM-DD' (what a date input's value and max are). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a day ('YYYY-MM-DD') where the user is, `days` later. */
export function localDayStart(isoDate: string, days = 0): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days);
}

export interface DateRangeErrors {
  from?: string;
  to?: string;
}

/**
 * What is wrong with a custom range, per field (empty when it may be applied): both dates real days, neither after
 * today, From on or before To. ISO dates compare as text.
 */
export function dateRangeErrors(range: DateRange, today: string = localIsoDate()): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (!isIsoDate(range.from)) errors.from = 'Enter a valid From date.';
  else if (range.from > today) errors.from = "From can't be in the future.";
  if (!isIsoDate(range.to)) errors.to = 'Enter a valid To date.';
  else if (range.to > today) errors.to = "To can't be in the future.";
  if (!errors.from && !errors.to && range.from > range.to) errors.to = 'To must be on or after From.';
  return errors;
}
