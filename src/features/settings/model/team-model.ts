/**
 * Team tab (console-platform.md §2.9): columns, default sort (name ascending), header clicks that only toggle the
 * direction, the search keys and the URL state (q, sort, dir) of the table.
 */
import { z } from 'zod/mini';
import type { TeamMember } from '@generated/model';
import { sortRows, type DataTableColumn, type DataTableSort } from '@/shared/data-table/table-model';
import type { ExportColumn } from '@/shared/export/table-export';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { compareText } from '@/shared/format/compare-text';

const TEAM_COLUMNS = ['name', 'email', 'role', 'mfa', 'alerts'] as const;
export type TeamColumn = (typeof TEAM_COLUMNS)[number];

export const TEAM_COLUMN_LABELS: Record<TeamColumn, string> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  mfa: 'MFA',
  alerts: 'Email Alerts',
};

export const DEFAULT_TEAM_SORT = { columnId: 'name', direction: 'asc' } as const satisfies DataTableSort;

export const TEAM_EMPTY_TEXT = 'No team members found';

/** Name, e-mail and role (§2.9); names forgive a typo, e-mails and roles stay close ('manager' is not 'Managing'). */
export const TEAM_SEARCH_KEYS: readonly FuzzyKey<TeamMember>[] = [
  { name: 'name', threshold: 0.3 },
  { name: 'email', threshold: 0.2 },
  { name: 'role', threshold: 0.2 },
];

/** The columns shown: 'Email Alerts' only with user_send_alerts_enabled. */
export function teamColumns(alertsEnabled: boolean): readonly TeamColumn[] {
  return alertsEnabled ? TEAM_COLUMNS : TEAM_COLUMNS.filter((c) => c !== 'alerts');
}

const onOff = (on: boolean | null | undefined) => (on ? 'On' : 'Off');

/** The team's export (issue #27): the columns shown, in their order, as the table reads them. */
export function teamExportColumns(alertsEnabled: boolean): readonly ExportColumn<TeamMember>[] {
  const value: Record<TeamColumn, ExportColumn<TeamMember>['value']> = {
    name: (m) => m.name,
    email: (m) => m.email,
    role: (m) => m.role,
    mfa: (m) => onOff(m.mfa_active),
    alerts: (m) => onOff(m.send_alerts),
  };
  return teamColumns(alertsEnabled).map((column) => ({ header: TEAM_COLUMN_LABELS[column], value: value[column] }));
}

/** Sort key of a column: text compares in compareText's order, booleans as 1 (on) and 0 (off). */
export function teamSortValue(column: TeamColumn, member: TeamMember): string | number {
  switch (column) {
    case 'name':
      return member.name;
    case 'email':
      return member.email;
    case 'role':
      return member.role;
    case 'mfa':
      return member.mfa_active ? 1 : 0;
    case 'alerts':
      return member.send_alerts ? 1 : 0;
  }
}

/**
 * A header click on the team table: a new column starts ascending, the same column toggles its direction (never
 * back to unsorted). `clicked` is the column the user pressed.
 */
export function toggleTeamSort(current: DataTableSort, clicked: string): DataTableSort {
  if (current.columnId !== clicked) return { columnId: clicked, direction: 'asc' };
  return { columnId: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** What a screen reader hears after a sort change: 'Sorted by Name, ascending'. */
export function sortAnnouncement(sort: DataTableSort): string {
  const label = TEAM_COLUMN_LABELS[sort.columnId as TeamColumn] ?? sort.columnId;
  return `Sorted by ${label}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`;
}

/** The base order of the list: by name. The table's sort is stable, so ties in any column stay alphabetical. */
export function orderByName(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort((a, b) => compareText(a.name, b.name));
}

const SORT_COLUMNS: readonly DataTableColumn<TeamMember>[] = TEAM_COLUMNS.map((id) => ({
  id,
  header: TEAM_COLUMN_LABELS[id],
  width: '20%',
  cell: () => null,
  sortValue: (member: TeamMember) => teamSortValue(id, member),
}));

/** The members in the order the table shows them (the same sortRows the table applies, on the name order). */
export function sortTeam(members: readonly TeamMember[], sort: DataTableSort): readonly TeamMember[] {
  return sortRows(orderByName(members), SORT_COLUMNS, sort);
}

/** A pending invitation: invited, not yet accepted (is_active false). */
export const isPendingInvitation = (member: TeamMember) => !member.is_active;

export const teamSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(z.enum(TEAM_COLUMNS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});

export type TeamSearch = z.infer<typeof teamSearchSchema>;

/** The team list's params a saved view holds (issue #27): search text and sort (`sort` and `dir`). */
export const TEAM_VIEWS: ListViewSpec = { list: 'team', filters: {}, sort: 'split' };

/** The sort a URL asks for; the default (name ascending) when it names none or a hidden column. */
export function sortFromSearch(search: TeamSearch, alertsEnabled: boolean): DataTableSort {
  if (!search.sort || !teamColumns(alertsEnabled).includes(search.sort)) return DEFAULT_TEAM_SORT;
  return { columnId: search.sort, direction: search.dir ?? 'asc' };
}

/** URL params for a sort; the default leaves the URL clean. */
export function searchFromSort(sort: DataTableSort): Pick<TeamSearch, 'sort' | 'dir'> {
  if (sort.columnId === DEFAULT_TEAM_SORT.columnId && sort.direction === DEFAULT_TEAM_SORT.direction) {
    return { sort: undefined, dir: undefined };
  }
  return { sort: sort.columnId as TeamColumn, dir: sort.direction };
}
