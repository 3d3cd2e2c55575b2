import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { TeamMember } from '@generated/model';
import type { DataTableSort } from '@/shared/data-table/table-model';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { TEAM_SEARCH_KEYS, searchFromSort, sortFromSearch, toggleTeamSort } from '../model/team-model';

const teamRoute = getRouteApi('/_app/settings/team');

/**
 * Search text and sort of the team table, kept in the URL (q, sort, dir) so a view survives reload and can be
 * shared (the text through the shared `useUrlSearch`).
 */
export function useTeamSearch(members: readonly TeamMember[], alertsEnabled: boolean) {
  // Only the table's own params: the invite drawer opening does not re-render the page.
  const { q, sort: sortParam, dir } = teamRoute.useSearch({ select: ({ q, sort, dir }) => ({ q, sort, dir }) });
  const navigate = teamRoute.useNavigate();
  const sort = useMemo(() => sortFromSearch({ sort: sortParam, dir }, alertsEnabled), [sortParam, dir, alertsEnabled]);

  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const search = useUrlSearch(members, TEAM_SEARCH_KEYS, { value: q, write: writeText });

  /** The table reports the three-state next sort; the team table only toggles, so read the clicked column from it. */
  const onSortChange = useCallback(
    (next: DataTableSort | null) => {
      const target = toggleTeamSort(sort, next?.columnId ?? sort.columnId);
      void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, ...searchFromSort(target) }) });
    },
    [navigate, sort],
  );

  return { typed: search.typed, setTyped: search.setTyped, query: search.query, rows: search.results, sort, onSortChange };
}
