import type { QueryClient } from '@tanstack/react-query';
import { assetQueries } from '@/shared/queries/assets';
import type { ScoreHistory } from '@generated/model';
import {
  DEFAULT_SCORE_RANGE,
  SCORE_RANGE_LABELS,
  dayHeadline,
  rangeDates,
  scoreDays,
  withinRange,
  type ScoreDay,
} from '../model/score-history';
import type { ScoreRange } from '../model/score-ranges';

/**
 * The report's trend: the range the 'Score history' card shows, from the card's data in the cache. decision: the
 * report asks for nothing more; when the card has no data (its flag off, its endpoint absent, still loading or
 * failed), the report has no trend. Loaded with the export, off the page's first load.
 */
export function cachedScoreTrend(
  queryClient: QueryClient,
  accountId: string,
  range: ScoreRange | undefined,
  now: Date,
): ScoreTrend | null {
  const chosen = range ?? DEFAULT_SCORE_RANGE;
  const { from, to } = rangeDates(chosen, now);
  const history = queryClient.getQueryData(assetQueries.scoreHistory(accountId, from, to).queryKey);
  return history ? scoreTrend(history, chosen, now) : null;
}

/** The `count` days that moved the score most (either way), largest first: the report's trend. */
export function topChanges(days: readonly ScoreDay[], count: number): ScoreDay[] {
  return days
    .filter((day) => day.change !== null && day.change !== 0)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!) || b.date.localeCompare(a.date))
    .slice(0, count);
}

/** The summary report's trend (issue #27): the line of the range and the three largest changes in words. */
export interface ScoreTrend {
  rangeLabel: string;
  points: { date: string; score: number }[];
  changes: { date: string; change: number; text: string }[];
}

/** The trend of an answer for `range`, cut to its days; null when there is no point to draw. */
export function scoreTrend(history: ScoreHistory, range: ScoreRange, now: Date): ScoreTrend | null {
  const { from, to } = rangeDates(range, now);
  const days = scoreDays(withinRange(history, from, to));
  if (days.length === 0) return null;
  return {
    rangeLabel: SCORE_RANGE_LABELS[range],
    points: days.map(({ date, score }) => ({ date, score })),
    changes: topChanges(days, 3).map((day) => ({ date: day.date, change: day.change!, text: dayHeadline(day) })),
  };
}
