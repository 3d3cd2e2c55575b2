/**
 * The overview's time range, kept for the browser session (console-mdr-summary.md §3 keeps it in the MDR store): a
 * user who picks "Last 7 days", opens the Alerts tab and comes back finds the overview as they left it. The URL
 * stays the source of truth while on the overview; this memory only fills in an overview link that has no range.
 */
import { DEFAULT_TIME_RANGE, TIME_RANGE_IDS, type TimeRangeId } from '../model/time-range';

const KEY = 'stance.mdr.overviewRange';

export function rememberOverviewRange(range: TimeRangeId): void {
  try {
    if (range === DEFAULT_TIME_RANGE) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, range);
  } catch {
    /* storage unavailable: the range lives in the URL only */
  }
}

/** The remembered range, or undefined for the default (or anything unreadable). */
export function rememberedOverviewRange(): TimeRangeId | undefined {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return TIME_RANGE_IDS.find((id) => id === value && id !== DEFAULT_TIME_RANGE);
  } catch {
    return undefined;
  }
}
