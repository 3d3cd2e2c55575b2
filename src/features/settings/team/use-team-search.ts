import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TeamMember } from '@generated/model';
import type { DataTableSort } from '@/shared/data-table/table-model';
import { useFuzzySearch } from '@/shared/search/use-fuzzy-search';
import { TEAM_SEARCH_KEYS, searchFromSort, sortFromSearch, teamSearchSchema, toggleTeamSort } from '../model/team-model';

type Search = Record<string, unknown>;

/**
 * Search text and sort of the team table, kept in the URL (q, sort, dir) so a view survives reload and can be
 * shared. Typing is local; the debounced text goes to the URL.
 */
export function useTeamSearch(members: readonly TeamMember[], alertsEnabled: boolean) {
  const navigate = useNavigate();
  const parsed = teamSearchSchema.parse(useSearch({ strict: false }) as Search);
  const urlQuery = parsed.q ?? '';
  const sort = useMemo(
    () => sortFromSearch({ sort: parsed.sort, dir: parsed.dir }, alertsEnabled),
    [parsed.sort, parsed.dir, alertsEnabled],
  );

  const [typed, setTyped] = useState(urlQuery);
  const search = useFuzzySearch(members, TEAM_SEARCH_KEYS, typed);

  const writeQuery = useCallback(
    (q: string) =>
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, q: q.trim() ? q : undefined }) }),
    [navigate],
  );
  // Debounced text → URL; a URL changed from outside (back, a shared link) → the box.
  const synced = useRef(urlQuery);
  useEffect(() => {
    if (search.query !== synced.current) {
      synced.current = search.query;
      if (search.query !== urlQuery) writeQuery(search.query);
    } else if (urlQuery !== synced.current) {
      synced.current = urlQuery;
      setTyped(urlQuery);
    }
  }, [search.query, urlQuery, writeQuery]);

  /** The table reports the three-state next sort; the team table only toggles, so read the clicked column from it. */
  const onSortChange = useCallback(
    (next: DataTableSort | null) => {
      const target = toggleTeamSort(sort, next?.columnId ?? sort.columnId);
      void navigate({ to: '.', replace: true, search: (prev: Search) => ({ ...prev, ...searchFromSort(target) }) });
    },
    [navigate, sort],
  );

  return { typed, setTyped, query: search.query, rows: search.results, sort, onSortChange };
}
