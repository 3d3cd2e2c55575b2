import { getRouteApi } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ScoreHistory } from '@generated/model';
import { drawerTypeFor } from '@/features/issues';
import { useSession } from '@/features/platform';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { assetQueries } from '@/shared/queries/assets';
import { useCapabilityQuery } from '@/shared/queries/capability';
import { ScoreHistoryCard } from '../components/ScoreHistoryCard';
import { DEFAULT_SCORE_RANGE, rangeDates, withinRange } from '../model/score-history';
import type { ScoreRange } from '../model/score-ranges';
import type { SummaryData } from '../use-summary-data';

const summaryRoute = getRouteApi('/_app/');

/**
 * The 'Score history' card (issue #27), behind score_history_enabled: nothing at all while the flag is off or when the
 * endpoint answers 404/501 (a backend one release behind). The range is kept in the URL (`history`, default left out).
 */
export function ScoreHistorySection({ data }: { data: SummaryData }) {
  const { accountId, flags } = useSession();
  const range = summaryRoute.useSearch({ select: (search) => search.history ?? DEFAULT_SCORE_RANGE });
  const navigate = summaryRoute.useNavigate();
  // The range's days are fixed when it is chosen: the key stays the same while the page is open.
  const { from, to } = useMemo(() => rangeDates(range, new Date()), [range]);
  // A new range's days are read while the last range's stay drawn (with the card busy): the chart keeps its size and
  // draws the new days in one render when they come (issue #27), instead of a skeleton and a new chart measuring itself.
  const history = useCapabilityQuery(flags.score_history_enabled, {
    ...assetQueries.scoreHistory(accountId, from, to),
    placeholderData: keepPreviousData,
  });

  const onRangeChange = useCallback(
    (next: ScoreRange) =>
      void navigate({
        to: '.',
        replace: true,
        search: (prev) => ({ ...prev, history: next === DEFAULT_SCORE_RANGE ? undefined : next }),
      }),
    [navigate],
  );
  const { open } = useDrawerActions();
  // Only an issue the console lists opens a drawer; one it no longer has reads as text.
  const issueOpener = useCallback(
    (issueId: string) => {
      const issue = data.allIssues.find((candidate) => candidate.id === issueId);
      return issue ? () => open(drawerTypeFor(issue), issue.id) : null;
    },
    [data.allIssues, open],
  );

  const previous = history.state === 'ready' && history.previous === true;
  const answer = history.state === 'ready' && !previous ? history.data : undefined;
  const clipped = useMemo(() => (answer ? withinRange(answer, from, to) : undefined), [answer, from, to]);
  // The days drawn and their range, kept (the same object, so the chart's memo holds) while the next range loads.
  const [drawn, setDrawn] = useState<{ range: ScoreRange; data: ScoreHistory } | null>(null);
  if (clipped && drawn?.data !== clipped) setDrawn({ range, data: clipped });
  const shown = clipped ? { range, data: clipped } : previous ? drawn : null;

  if (history.state === 'hidden') return null;
  return (
    <ScoreHistoryCard
      history={shown ? { state: 'ready', data: shown.data, previous } : previous ? { state: 'loading' } : history}
      range={range}
      drawnRange={shown?.range ?? range}
      onRangeChange={onRangeChange}
      issueOpener={issueOpener}
    />
  );
}
