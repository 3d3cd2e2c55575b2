import { describe, expect, it } from 'vitest';
import type { AxiosError } from 'axios';
import { RoleRequiredError } from '@/api/errors';
import type { TeamMember } from '@generated/model';
import { exportTable, toCsv } from '@/shared/export/table-export';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { sortRows } from '@/shared/data-table/table-model';
import {
  DEFAULT_TEAM_SORT,
  memberRoleLabel,
  memberWriteFailure,
  teamColumnLabel,
  teamSortValue,
  TEAM_SEARCH_KEYS,
  searchFromSort,
  sortAnnouncement,
  sortFromSearch,
  sortTeam,
  teamColumns,
  teamExportColumns,
  teamSearchSchema,
  toggleTeamSort,
} from '@/features/settings/model/team-model';
import {
  DEFAULT_TEAM_FILTERS,
  filterTeam,
  searchFromTeamFilters,
  teamFiltersFromSearch,
} from '@/features/settings/model/team-filters';
import team from '../../../openapi/examples/team.json';

const members = team.default.value as TeamMember[];
const names = (list: readonly TeamMember[]) => list.map((m) => m.name);

describe('team sorting (console-platform.md §2.9, §9)', () => {
  it('defaults to name ascending', () => {
    expect(DEFAULT_TEAM_SORT).toEqual({ columnId: 'name', direction: 'asc' });
    expect(names(sortTeam(members, DEFAULT_TEAM_SORT))).toEqual([
      'Daniel Reyes',
      'Kenji Watanabe',
      'Marcus Bell',
      'Maya Okafor',
      'Olivia Grant',
      'Priya Raman',
      'Sofia Alvarez',
      'support@northpoint-it.com',
    ]);
  });

  it('name descending is the reverse', () => {
    expect(names(sortTeam(members, { columnId: 'name', direction: 'desc' }))).toEqual(
      names(sortTeam(members, DEFAULT_TEAM_SORT)).reverse(),
    );
  });

  it('sorts e-mail and role as text, case-insensitively', () => {
    const byEmail = sortTeam(members, { columnId: 'email', direction: 'asc' }).map((m) => m.email);
    expect(byEmail[0]).toBe('daniel.reyes@brightsmiledental.com');
    expect(byEmail.at(-1)).toBe('support@northpoint-it.com');
    const byRole = sortTeam(members, { columnId: 'role', direction: 'desc' }).map((m) => m.role);
    expect(byRole[0]).toBe('Regional Practice Manager');
    expect(byRole.at(-1)).toBe('Finance Manager');
    const mixed = [
      { ...members[0]!, user_id: 'a', role: 'b' },
      { ...members[0]!, user_id: 'b', role: 'A' },
    ];
    expect(sortTeam(mixed, { columnId: 'role', direction: 'asc' }).map((m) => m.role)).toEqual(['A', 'b']);
  });

  it('MFA and e-mail alerts sort off before on, ties stay alphabetical in both directions', () => {
    const asc = sortTeam(members, { columnId: 'mfa', direction: 'asc' });
    expect(names(asc).slice(0, 2)).toEqual(['Marcus Bell', 'support@northpoint-it.com']);
    const desc = sortTeam(members, { columnId: 'mfa', direction: 'desc' });
    expect(names(desc).slice(0, 2)).toEqual(['Daniel Reyes', 'Kenji Watanabe']);
    expect(names(desc).slice(-2)).toEqual(['Marcus Bell', 'support@northpoint-it.com']);
    const alerts = sortTeam(members, { columnId: 'alerts', direction: 'asc' });
    expect(names(alerts).slice(0, 3)).toEqual(['Marcus Bell', 'Olivia Grant', 'support@northpoint-it.com']);
  });

  it('does not change the given list', () => {
    const copy = [...members];
    sortTeam(members, { columnId: 'email', direction: 'desc' });
    expect(members).toEqual(copy);
  });
});

describe('header clicks toggle, never unsort', () => {
  it('a new column starts ascending', () =>
    expect(toggleTeamSort(DEFAULT_TEAM_SORT, 'email')).toEqual({ columnId: 'email', direction: 'asc' }));
  it('the same column flips direction both ways', () => {
    const desc = toggleTeamSort(DEFAULT_TEAM_SORT, 'name');
    expect(desc).toEqual({ columnId: 'name', direction: 'desc' });
    expect(toggleTeamSort(desc, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });
  it('announces the sort in words', () => {
    expect(sortAnnouncement(DEFAULT_TEAM_SORT)).toBe('Sorted by Name, ascending');
    expect(sortAnnouncement({ columnId: 'alerts', direction: 'desc' })).toBe('Sorted by Email Alerts, descending');
  });
});

describe('columns and URL state', () => {
  it("'Email Alerts' only with user_send_alerts_enabled", () => {
    expect(teamColumns(false)).toEqual(['name', 'email', 'role', 'mfa']);
    expect(teamColumns(true)).toEqual(['name', 'email', 'role', 'mfa', 'alerts']);
  });

  it("exports the columns shown, as the table reads them ('Email Alerts' only when shown)", () => {
    const member = {
      name: 'Elena Park',
      email: 'elena@brightsmiledental.com',
      role: 'Practice Manager',
      mfa_active: true,
      send_alerts: false,
    };
    expect(exportTable(teamExportColumns(true), [member as TeamMember])).toEqual({
      headers: ['Name', 'Email', 'Role', 'MFA', 'Email Alerts'],
      rows: [['Elena Park', 'elena@brightsmiledental.com', 'Practice Manager', 'On', 'Off']],
    });
    expect(teamExportColumns(false).map((column) => column.header)).toEqual(['Name', 'Email', 'Role', 'MFA']);
  });

  it('reads sort and direction from the URL, falling back to name ascending', () => {
    expect(sortFromSearch(teamSearchSchema.parse({ sort: 'email', dir: 'desc' }), false)).toEqual({
      columnId: 'email',
      direction: 'desc',
    });
    expect(sortFromSearch(teamSearchSchema.parse({ sort: 'role' }), false)).toEqual({ columnId: 'role', direction: 'asc' });
    expect(sortFromSearch(teamSearchSchema.parse({ sort: 'bogus', dir: 'up' }), false)).toEqual(DEFAULT_TEAM_SORT);
    // A hidden column cannot be the sort.
    expect(sortFromSearch(teamSearchSchema.parse({ sort: 'alerts', dir: 'desc' }), false)).toEqual(DEFAULT_TEAM_SORT);
    expect(sortFromSearch(teamSearchSchema.parse({ sort: 'alerts', dir: 'desc' }), true)).toEqual({
      columnId: 'alerts',
      direction: 'desc',
    });
  });

  it('writes nothing for the default sort, so the URL stays clean', () => {
    expect(searchFromSort(DEFAULT_TEAM_SORT)).toEqual({ sort: undefined, dir: undefined });
    expect(searchFromSort({ columnId: 'name', direction: 'desc' })).toEqual({ sort: 'name', dir: 'desc' });
    expect(searchFromSort({ columnId: 'mfa', direction: 'asc' })).toEqual({ sort: 'mfa', dir: 'asc' });
  });

  it('keeps a search of at most 200 characters', () => {
    expect(teamSearchSchema.parse({ q: 'maya' }).q).toBe('maya');
    expect(teamSearchSchema.parse({ q: 'x'.repeat(201) }).q).toBeUndefined();
  });
});

describe('team search (console-platform.md §2.9: name, e-mail, role)', () => {
  // Members whose name, e-mail and role share no word, so each query can only match through one field.
  const member = (user_id: string, name: string, email: string, role: string): TeamMember => ({
    ...members[0]!,
    user_id,
    name,
    email,
    role,
  });
  const team = [
    member('usr-1', 'Linh Nguyen', 'frontdesk@harborview.com', 'Receptionist'),
    member('usr-2', 'Tomas Berg', 'billing@harborview.com', 'Hygienist'),
    member('usr-3', 'Ada Osei', 'a.osei@harborview.com', 'Practice Owner'),
  ];
  const index = createFuzzyIndex(team, TEAM_SEARCH_KEYS);
  const found = (query: string) => index.search(query).map((m) => m.user_id);

  it('finds by the name alone', () => {
    expect(found('nguyen')).toEqual(['usr-1']);
    expect(found('Tomas Berg')).toEqual(['usr-2']);
  });

  it('finds by the e-mail alone', () => {
    expect(found('frontdesk')).toEqual(['usr-1']);
    expect(found('billing@harborview.com')).toEqual(['usr-2']);
  });

  it('finds by the role alone', () => expect(found('hygienist')).toEqual(['usr-2']));
});

describe('roles on the team (#28)', () => {
  const base = { email: 'a@b.c', role: 'x', is_active: true, send_alerts: true } as const;
  const maya = {
    ...base,
    user_id: 'maya',
    name: 'Maya',
    access_level: 'admin',
    mfa_active: true,
    last_sign_in_at: '2026-11-23T08:12:00Z',
  } as TeamMember;
  const marcus = {
    ...base,
    user_id: 'marcus',
    name: 'Marcus',
    access_level: 'viewer',
    mfa_active: false,
    last_sign_in_at: '2026-10-28T14:20:00Z',
  } as TeamMember;
  const priya = {
    ...base,
    user_id: 'priya',
    name: 'Priya',
    access_level: 'member',
    mfa_active: true,
    last_sign_in_at: null,
  } as TeamMember;
  const legacy = { ...base, user_id: 'legacy', name: 'Legacy', mfa_active: false } as TeamMember;

  it("adds 'Role' and 'Last sign-in' with roles on, and heads the job title 'Job title'", () => {
    expect(teamColumns(false, true)).toEqual(['name', 'email', 'role', 'access', 'mfa', 'lastSignIn']);
    expect(teamColumns(false, false)).toEqual(['name', 'email', 'role', 'mfa']);
    expect(teamExportColumns(false, true).map((c) => c.header)).toEqual([
      'Name',
      'Email',
      'Job title',
      'Role',
      'MFA',
      'Last sign-in',
    ]);
    expect(teamColumnLabel('role', false)).toBe('Role');
    expect(sortAnnouncement({ columnId: 'role', direction: 'asc' }, true)).toBe('Sorted by Job title, ascending');
    expect(memberRoleLabel(legacy)).toBe('Admin');
  });

  it("exports 'Last sign-in' as a date (ISO in CSV), never signed in as an empty cell", () => {
    const table = exportTable(teamExportColumns(false, true), [maya, priya, legacy]);
    expect(table.rows.map((row) => row.at(-1))).toEqual([new Date('2026-11-23T08:12:00Z'), null, null]);
    expect(toCsv(table).split('\r\n').slice(1, 3)).toEqual([
      'Maya,a@b.c,x,Admin,On,2026-11-23T08:12:00Z',
      'Priya,a@b.c,x,Member,On,',
    ]);
  });

  it('sorts roles Admin, Member, Viewer and sign-ins by time (never first)', () => {
    const byRole = sortRows(
      [marcus, priya, maya],
      [{ id: 'access', header: '', width: '1%', cell: () => null, sortValue: (m: TeamMember) => teamSortValue('access', m) }],
      { columnId: 'access', direction: 'asc' },
    );
    expect(byRole.map((m) => m.user_id)).toEqual(['maya', 'priya', 'marcus']);
    expect(teamSortValue('lastSignIn', priya)).toBe(0);
    expect(teamSortValue('lastSignIn', maya)).toBeGreaterThan(teamSortValue('lastSignIn', marcus) as number);
  });

  it('filters by role and by MFA off; everything checked keeps everyone', () => {
    const all = [maya, marcus, priya, legacy];
    expect(filterTeam(all, DEFAULT_TEAM_FILTERS)).toBe(all);
    expect(filterTeam(all, { access: ['admin'], mfa: ['on', 'off'] }).map((m) => m.user_id)).toEqual(['maya', 'legacy']);
    expect(filterTeam(all, { ...DEFAULT_TEAM_FILTERS, mfa: ['off'] }).map((m) => m.user_id)).toEqual(['marcus', 'legacy']);
  });

  it('keeps the filters in the URL, and everything checked leaves it clean', () => {
    const search = teamSearchSchema.parse({ access: 'viewer,bogus', mfa: 'off' });
    expect(teamFiltersFromSearch(search)).toEqual({ access: ['viewer'], mfa: ['off'] });
    expect(teamFiltersFromSearch({})).toEqual(DEFAULT_TEAM_FILTERS);
    expect(searchFromTeamFilters(DEFAULT_TEAM_FILTERS)).toEqual({ access: undefined, mfa: undefined });
    expect(searchFromTeamFilters({ access: ['admin', 'member'], mfa: ['off'] })).toEqual({
      access: ['admin', 'member'],
      mfa: ['off'],
    });
  });
});

describe('what a failed member write says', () => {
  const failed = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } }) as unknown as AxiosError;

  it("gives the server's reason for a conflict (409 LAST_ADMIN), as text", () => {
    const detail = 'Bright Smile Dental Group needs at least one Admin. Make another member an Admin first.';
    expect(memberWriteFailure(failed(409, { code: 'LAST_ADMIN', detail }), 'delete users', 'User could not be deleted')).toBe(
      detail,
    );
  });

  it('says the role refusal, and the failure text for anything else', () => {
    expect(memberWriteFailure(new RoleRequiredError('admin', 'This needs the Admin role.'), 'delete users', 'x')).toBe(
      "You don't have permission to delete users. This needs the Admin role.",
    );
    expect(memberWriteFailure(failed(409, { code: 'LAST_ADMIN' }), 'delete users', 'User could not be deleted')).toBe(
      'User could not be deleted',
    );
    expect(memberWriteFailure(failed(500, { detail: 'Internal error' }), 'delete users', 'User could not be deleted')).toBe(
      'User could not be deleted',
    );
  });
});
