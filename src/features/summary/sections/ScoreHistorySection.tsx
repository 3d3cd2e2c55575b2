import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
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
  const history = useCapabilityQuery(flags.score_history_enabled, assetQueries.scoreHistory(accountId, from, to));
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

  const answer = history.state === 'ready' ? history.data : undefined;
  const clipped = useMemo(() => (answer ? withinRange(answer, from, to) : undefined), [answer, from, to]);

  if (history.state === 'hidden') return null;
  return (
    <ScoreHistoryCard
      history={clipped ? { state: 'ready', data: clipped } : history}
      range={range}
      onRangeChange={onRangeChange}
      issueOpener={issueOpener}
    />
  );
}
