/**
 * The team's role and MFA filters (roles_enabled, issue #28): the popup's sections, the URL's access/mfa params and
 * the members they keep. Apart from team-model.ts, whose search schema the route tree (every first load) carries.
 */
import type { AccessLevel, TeamMember } from '@generated/model';
import { ACCESS_LEVELS, ROLE_LABELS } from '@/shared/access/permissions';
import type { FilterSection, FilterValues } from '@/shared/filters/filter-model';
import { MFA_STATES, memberLevel, type TeamSearch } from './team-model';

type MfaState = (typeof MFA_STATES)[number];

/** The team's filter popup (roles_enabled): 'Role' and 'MFA' ('MFA off' alone: who still has to set it up). */
export const TEAM_FILTER_SECTIONS = [
  {
    kind: 'checkboxes',
    id: 'access',
    label: 'Role',
    options: ACCESS_LEVELS.map((level) => ({ value: level, label: ROLE_LABELS[level] })),
  },
  {
    kind: 'checkboxes',
    id: 'mfa',
    label: 'MFA',
    options: [
      { value: 'on', label: 'MFA on' },
      { value: 'off', label: 'MFA off' },
    ],
  },
] as const satisfies readonly FilterSection[];

export type TeamFilters = FilterValues<typeof TEAM_FILTER_SECTIONS>;

export const DEFAULT_TEAM_FILTERS: TeamFilters = { access: [...ACCESS_LEVELS], mfa: [...MFA_STATES] };

/** The popup's values from the URL (absent: everything checked). */
export function teamFiltersFromSearch(search: Pick<TeamSearch, 'access' | 'mfa'>): TeamFilters {
  return { access: search.access ?? [...ACCESS_LEVELS], mfa: search.mfa ?? [...MFA_STATES] };
}

/** URL params for the popup's values: everything checked leaves the URL clean. */
export function searchFromTeamFilters(filters: TeamFilters): Pick<TeamSearch, 'access' | 'mfa'> {
  return {
    access: filters.access.length === ACCESS_LEVELS.length ? undefined : filters.access,
    mfa: filters.mfa.length === MFA_STATES.length ? undefined : filters.mfa,
  };
}

/** The members the filters keep. */
export function filterTeam(members: readonly TeamMember[], filters: TeamFilters): readonly TeamMember[] {
  const levels = new Set<AccessLevel>(filters.access);
  const mfa = new Set<MfaState>(filters.mfa);
  if (levels.size === ACCESS_LEVELS.length && mfa.size === MFA_STATES.length) return members;
  return members.filter((m) => levels.has(memberLevel(m)) && mfa.has(m.mfa_active ? 'on' : 'off'));
}
