/**
 * Team tab (console-platform.md §2.9): columns, default sort (name ascending), header clicks that only toggle the
 * direction, the search keys and the URL state (q, sort, dir) of the table. With roles_enabled (issue #28) the
 * members' role ('Role': Admin, Member, Viewer), 'Last sign-in' and the role and MFA filters (access, mfa).
 * decision: with roles on, the specification's 'Role' column (the job title text) is headed 'Job title', so that
 * 'Role' means one thing on the page; with roles off the table is the specification's.
 */
import { z } from 'zod/mini';
import type { AccessLevel, TeamMember } from '@generated/model';
import { httpStatusOf, serverDetail } from '@/api/errors';
import { ACCESS_LEVELS, ROLE_LABELS } from '@/shared/access/permissions';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { sortRows, type DataTableColumn, type DataTableSort } from '@/shared/data-table/table-model';
import { exportDate, type ExportColumn } from '@/shared/export/table-export';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { compareText } from '@/shared/format/compare-text';
import { listParam } from '@/shared/url/search-params';

const TEAM_COLUMNS = ['name', 'email', 'role', 'access', 'mfa', 'lastSignIn', 'alerts'] as const;
export type TeamColumn = (typeof TEAM_COLUMNS)[number];

const TEAM_COLUMN_LABELS: Record<TeamColumn, string> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  access: 'Role',
  mfa: 'MFA',
  lastSignIn: 'Last sign-in',
  alerts: 'Email Alerts',
};

/** A column's header: with roles on the job title is 'Job title' and the access level 'Role' (see above). */
export function teamColumnLabel(column: TeamColumn, rolesEnabled: boolean): string {
  return column === 'role' && rolesEnabled ? 'Job title' : TEAM_COLUMN_LABELS[column];
}

/** A member's role; none in the data (a server without roles) is an Admin, as the contract decides. */
export const memberLevel = (member: Pick<TeamMember, 'access_level'>): AccessLevel => member.access_level ?? 'admin';

/** 'Admin', 'Member' or 'Viewer'. */
export const memberRoleLabel = (member: Pick<TeamMember, 'access_level'>): string => ROLE_LABELS[memberLevel(member)];

export const DEFAULT_TEAM_SORT = { columnId: 'name', direction: 'asc' } as const satisfies DataTableSort;

export const TEAM_EMPTY_TEXT = 'No team members found';

/** Name, e-mail and role (§2.9); names forgive a typo, e-mails and roles stay close ('manager' is not 'Managing'). */
export const TEAM_SEARCH_KEYS: readonly FuzzyKey<TeamMember>[] = [
  { name: 'name', threshold: 0.3 },
  { name: 'email', threshold: 0.2 },
  { name: 'role', threshold: 0.2 },
];

const ROLE_COLUMNS: ReadonlySet<TeamColumn> = new Set(['access', 'lastSignIn']);

/** The columns shown: 'Email Alerts' only with user_send_alerts_enabled, 'Role' and 'Last sign-in' with roles_enabled. */
export function teamColumns(alertsEnabled: boolean, rolesEnabled = false): readonly TeamColumn[] {
  return TEAM_COLUMNS.filter((c) => (c !== 'alerts' || alertsEnabled) && (rolesEnabled || !ROLE_COLUMNS.has(c)));
}

const onOff = (on: boolean | null | undefined) => (on ? 'On' : 'Off');

/** The team's export (issue #27): the columns shown, in their order, as the table reads them. */
export function teamExportColumns(alertsEnabled: boolean, rolesEnabled = false): readonly ExportColumn<TeamMember>[] {
  const value: Record<TeamColumn, ExportColumn<TeamMember>['value']> = {
    name: (m) => m.name,
    email: (m) => m.email,
    role: (m) => m.role,
    access: memberRoleLabel,
    mfa: (m) => onOff(m.mfa_active),
    // A date as the other lists' dates (a typed Excel date, ISO in CSV); never signed in is an empty cell.
    lastSignIn: (m) => exportDate(m.last_sign_in_at),
    alerts: (m) => onOff(m.send_alerts),
  };
  return teamColumns(alertsEnabled, rolesEnabled).map((column) => ({
    header: teamColumnLabel(column, rolesEnabled),
    value: value[column],
  }));
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
    case 'access':
      return ACCESS_LEVELS.indexOf(memberLevel(member));
    case 'lastSignIn':
      // Never signed in sorts first ascending, as the oldest sign-in.
      return member.last_sign_in_at ? Date.parse(member.last_sign_in_at) || 0 : 0;
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
export function sortAnnouncement(sort: DataTableSort, rolesEnabled = false): string {
  const column = sort.columnId as TeamColumn;
  const label = TEAM_COLUMNS.includes(column) ? teamColumnLabel(column, rolesEnabled) : sort.columnId;
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

/**
 * What a failed member write (delete, role, MFA reset, edit) says: the role refusal, the server's reason for a
 * conflict (409 LAST_ADMIN, OWN_USER, MFA_NOT_ACTIVE: its detail, shown as text), else the write's own failure text.
 */
export function memberWriteFailure(error: unknown, action: string, failed: string): string {
  return roleRefusalMessage(error, action) ?? ((httpStatusOf(error) === 409 && serverDetail(error)) || failed);
}

/** A pending invitation: invited, not yet accepted (is_active false). */
export const isPendingInvitation = (member: TeamMember) => !member.is_active;

export const MFA_STATES = ['on', 'off'] as const;

export const teamSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(z.enum(TEAM_COLUMNS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  // roles_enabled: the role and MFA filters; absent means every value.
  access: listParam(ACCESS_LEVELS),
  mfa: listParam(MFA_STATES),
});

export type TeamSearch = z.infer<typeof teamSearchSchema>;

/** The team list's params a saved view holds (issue #27): search text, the role and MFA filters, and sort (`sort` and `dir`). */
export const TEAM_VIEWS: ListViewSpec = { list: 'team', filters: { access: 'list', mfa: 'list' }, sort: 'split' };

/** The sort a URL asks for; the default (name ascending) when it names none or a hidden column. */
export function sortFromSearch(search: TeamSearch, alertsEnabled: boolean, rolesEnabled = false): DataTableSort {
  if (!search.sort || !teamColumns(alertsEnabled, rolesEnabled).includes(search.sort)) return DEFAULT_TEAM_SORT;
  return { columnId: search.sort, direction: search.dir ?? 'asc' };
}

/** URL params for a sort; the default leaves the URL clean. */
export function searchFromSort(sort: DataTableSort): Pick<TeamSearch, 'sort' | 'dir'> {
  if (sort.columnId === DEFAULT_TEAM_SORT.columnId && sort.direction === DEFAULT_TEAM_SORT.direction) {
    return { sort: undefined, dir: undefined };
  }
  return { sort: sort.columnId as TeamColumn, dir: sort.direction };
}
