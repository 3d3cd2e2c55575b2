import type { QueryClient } from '@tanstack/react-query';
import { assetQueries } from '@/shared/queries/assets';
import { DEFAULT_SCORE_RANGE, rangeDates, scoreTrend, type ScoreTrend } from '../model/score-history';
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
