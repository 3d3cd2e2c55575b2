/**
 * Every date and time the console shows, through `Intl.DateTimeFormat` in the browser's own time zone (what the
 * local getters of `Date` read). Each format is built from the formatter's parts rather than the locale's pattern:
 * English month names as en-US writes them ('Sep'; en-GB writes 'Sept'), and separators that do not change with the
 * ICU version (newer ones put a narrow no-break space before 'AM'). A formatter is built on first use, once.
 */
type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(options: Intl.DateTimeFormatOptions): (date: Date) => Parts {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat('en-US', options);
    const parts: Parts = {};
    for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
    return parts;
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Texts kept per format; a long list of distinct times starts the cache again rather than growing it. */
const CACHE_LIMIT = 10_000;

/**
 * A format for values from the server (ISO text, or a Date): '' for a value that is not a date. Its text depends only
 * on the local day (or minute), so each one is asked of Intl once: `formatToParts` costs ~15 µs, and a list of 50,000
 * alerts formats its dates for the search index.
 */
function dateFormat(options: Intl.DateTimeFormatOptions, join: (parts: Parts) => string, unitMs = MINUTE_MS) {
  const read = partsOf(options);
  const cache = new Map<number, string>();
  return (value: string | Date): string => {
    const date = value instanceof Date ? value : new Date(value);
    const time = date.getTime();
    if (Number.isNaN(time)) return '';
    const local = Math.floor((time - date.getTimezoneOffset() * MINUTE_MS) / unitMs);
    let text = cache.get(local);
    if (text === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      text = join(read(date));
      cache.set(local, text);
    }
    return text;
  };
}

const H24 = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const H12 = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;

/** 'dd MMM yyyy HH:mm' (e-mail times, console-platform.md §9): '05 Nov 2026 09:05'. */
export const formatEmailTime = dateFormat(
  { day: '2-digit', month: 'short', year: 'numeric', ...H24 },
  (p) => `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`,
);

const longDate = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }, (p) => `${p.month} ${p.day}, ${p.year}`, DAY_MS);

/** 'Nov 21, 2026'. A date without a time ('2026-11-21') is that day where the user is, not at midnight UTC. */
export function formatLongDate(value: string | Date): string {
  const text = value.toString();
  return longDate(text.length === 10 ? `${text}T00:00:00` : value);
}

/** 'Nov 21, 2026, 9:05 AM' (MDR drawers). */
export const formatLongDateTime = dateFormat(
  { month: 'short', day: 'numeric', year: 'numeric', ...H12 },
  (p) => `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`,
);

/** Feed dates: short month, day, 12-hour time (console-platform.md §2.4): 'Nov 21, 9:05 AM'. */
export const formatFeedDate = dateFormat(
  { month: 'short', day: 'numeric', ...H12 },
  (p) => `${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod}`,
);

/** Day and short month ('21 Nov'), used for chart labels. */
export const formatDayMonth = dateFormat({ day: 'numeric', month: 'short' }, (p) => `${p.day} ${p.month}`, DAY_MS);

/** Day, short month and 24-hour time ('21 Nov 09:00'), for chart labels of buckets shorter than a day. */
export const formatDayMonthTime = dateFormat(
  { day: 'numeric', month: 'short', ...H24 },
  (p) => `${p.day} ${p.month} ${p.hour}:${p.minute}`,
);

/** DD_MM_YYYY in local time, for export file names (console-platform.md §9): '05_01_2026'. */
export const formatFileDate = dateFormat(
  { day: '2-digit', month: '2-digit', year: 'numeric' },
  (p) => `${p.day}_${p.month}_${p.year}`,
  DAY_MS,
);
