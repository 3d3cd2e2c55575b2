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

/** A single choice of how far back to look; the value is one option value ('all' or 'Nd'). */
interface TimeRangeFilterSection<Id extends string = string, V extends string = string> {
  kind: 'timeRange';
  id: Id;
  label: string;
  options: readonly FilterOption<V>[];
}

export type FilterSection = CheckboxFilterSection | TimeRangeFilterSection;

type OptionValue<S> = S extends { options: readonly FilterOption<infer V>[] } ? V : never;

/** The values of a list of sections, keyed by section id. */
export type FilterValues<S extends readonly FilterSection[]> = {
  [K in S[number] as K['id']]: K extends { kind: 'checkboxes' } ? OptionValue<K>[] : OptionValue<K>;
};

type LooseValues = Record<string, string | readonly string[] | undefined>;

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

/** A section narrows the list when some checkbox is off or the time range is not 'all'. */
export function sectionNarrows(section: FilterSection, value: string | readonly string[] | undefined): boolean {
  if (section.kind === 'timeRange') return value !== undefined && value !== ALL_TIME;
  const checked = new Set(Array.isArray(value) ? value : []);
  return section.options.some((option) => !checked.has(option.value));
}

/** How many sections narrow the list (the count on the filter button). */
export function narrowingCount<S extends readonly FilterSection[]>(sections: S, values: FilterValues<S>): number {
  const loose = values as unknown as LooseValues;
  return sections.filter((section) => sectionNarrows(section, loose[section.id])).length;
}
