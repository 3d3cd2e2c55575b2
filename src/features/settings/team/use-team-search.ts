import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { TeamMember } from '@generated/model';
import type { DataTableSort } from '@/shared/data-table/table-model';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { TEAM_SEARCH_KEYS, searchFromSort, sortFromSearch, teamSearchSchema, toggleTeamSort } from '../model/team-model';

type Search = Record<string, unknown>;

/**
 * Search text and sort of the team table, kept in the URL (q, sort, dir) so a view survives reload and can be
 * shared (the text through the shared `useUrlSearch`).
 */
export function useTeamSearch(members: readonly TeamMember[], alertsEnabled: boolean) {
  const navigate = useNavigate();
  const parsed = teamSearchSchema.parse(useSearch({ strict: false }) as Search);
  const sort = useMemo(
    () => sortFromSearch({ sort: parsed.sort, dir: parsed.dir }, alertsEnabled),
    [parsed.sort, parsed.dir, alertsEnabled],
  );

  const search = useUrlSearch(members, TEAM_SEARCH_KEYS);

  /** The table reports the three-state next sort; the team table only toggles, so read the clicked column from it. */
  const onSortChange = useCallback(
    (next: DataTableSort | null) => {
      const target = toggleTeamSort(sort, next?.columnId ?? sort.columnId);
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, ...searchFromSort(target) }) });
    },
    [navigate, sort],
  );

  return { typed: search.typed, setTyped: search.setTyped, query: search.query, rows: search.results, sort, onSortChange };
}
