/**
 * Audit log (issue #28): an event's words (action, actor, target, change values, browser), the filters the tab offers
 * and what they ask of the server (getAuditEvents' actor, action, from, to and q). The URL state and who may see the tab:
 * audit-search.ts.
 */
import type { AuditEvent, AuditValue, KnownAuditAction } from '@generated/model';
import {
  TIME_RANGE_OPTIONS,
  isDateRange,
  localDayStart,
  timeRangeStart,
  type DateRange,
  type FilterOption,
} from '@/shared/filters/filter-model';
import { ACTION_GROUPS, GROUP_IDS, type ActionGroup, type AuditSearch } from './audit-search';

/** The action in words, as the list and the drawer show it. */
const ACTION_WORDS: Record<KnownAuditAction, string> = {
  issue_resolved: 'Issue resolved',
  issue_reopened: 'Issue reopened',
  asset_disputed: 'Asset disputed',
  asset_dispute_withdrawn: 'Asset dispute withdrawn',
  domain_added: 'Domain added',
  domain_removed: 'Domain removed',
  technology_added: 'Technology added',
  integration_connected: 'Integration connected',
  integration_reconnected: 'Integration reconnected',
  integration_disabled: 'Integration disabled',
  integration_sync_started: 'Integration sync started',
  fraud_messages_removed: 'Fraud messages removed',
  fraud_removal_retried: 'Fraud message removal retried',
  fraud_removal_undone: 'Fraud message removal undone',
  member_invited: 'Member invited',
  invitation_resent: 'Invitation resent',
  invitation_revoked: 'Invitation revoked',
  member_joined: 'Member joined',
  member_removed: 'Member removed',
  member_role_changed: 'Member role changed',
  member_updated: 'Member details changed',
  member_mfa_reset: "Member's MFA reset",
  account_mfa_enforced: 'MFA enforced for the account',
  account_mfa_enforcement_lifted: 'MFA enforcement lifted',
  account_settings_changed: 'Account settings changed',
  user_profile_updated: 'Profile updated',
  user_mfa_enabled: 'MFA turned on',
  user_mfa_disabled: 'MFA turned off',
  user_mfa_reset: 'MFA reset',
};

/** 'some_new_thing' → 'Some new thing': the contract's rule for a value the console does not know. */
export function humanize(text: string): string {
  const spaced = text.replace(/_+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isKnownAction = (action: string): action is KnownAuditAction => Object.hasOwn(ACTION_WORDS, action);

/** An action in words; one the console does not know as its text, underscores as spaces, capitalised. */
export function auditActionWords(action: string): string {
  return isKnownAction(action) ? ACTION_WORDS[action] : humanize(action);
}

const ACTION_GROUP_OPTIONS: readonly FilterOption<ActionGroup>[] = [
  { value: 'issues', label: 'Issues' },
  { value: 'assets', label: 'Assets' },
  { value: 'footprint', label: 'Domains and technologies' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'fraud', label: 'Fraud defense' },
  { value: 'team', label: 'Team' },
  { value: 'account', label: 'Account' },
  { value: 'profile', label: 'Own profile and MFA' },
];

/** The actor filter's value for Stance's own staff and automation (the contract's `actor=stance`). */
const STANCE_ACTOR = 'stance';
const ANY_ACTOR = 'all';

/** What the server is asked for: the URL's filters, in the query key as the user chose them. */
export interface AuditFilters {
  q?: string;
  actor?: string;
  groups?: readonly ActionGroup[];
  /** A preset ('7d'), or a custom range of days, which wins over it. */
  range?: string | DateRange;
}

/** The URL's custom range: both days, From on or before To; otherwise none (a lone or reversed day is ignored). */
function customRangeOf({ from, to }: Pick<AuditSearch, 'from' | 'to'>): DateRange | undefined {
  return from && to && from <= to ? { from, to } : undefined;
}

export const auditFilters = (search: AuditSearch): AuditFilters => ({
  q: search.q,
  actor: search.actor,
  groups: search.action,
  range: customRangeOf(search) ?? search.range,
});

const HOUR_MS = 3_600_000;

/**
 * The range as the contract's `from` (at or after) and `to` (before) instants. A preset's start is counted from the
 * start of the current hour (so the params, and the query key, stay the same for an hour rather than changing with
 * every render). decision: a custom range's days are the user's own (the dates they picked where they are): from the
 * start of From to the end of To, sent as the start of the day after (the contract's `to` is exclusive).
 */
function rangeInstants(range: AuditFilters['range'], now: Date): { from?: string; to?: string } {
  if (isDateRange(range)) {
    return { from: localDayStart(range.from).toISOString(), to: localDayStart(range.to, 1).toISOString() };
  }
  const from = range ? timeRangeStart(range, new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)) : null;
  return from ? { from: from.toISOString() } : {};
}

/**
 * The request's filter params: the actions of the ticked groups (none when every group is ticked, so actions the
 * console does not know yet stay in) and the range's instants.
 */
export function auditRequestParams(filters: AuditFilters, now: Date = new Date()) {
  const { q, actor, groups, range } = filters;
  const all = !groups || GROUP_IDS.every((group) => groups.includes(group));
  return {
    ...(q ? { q } : {}),
    ...(actor ? { actor } : {}),
    ...(all ? {} : { action: groups.flatMap((group) => ACTION_GROUPS[group]).join(',') }),
    ...rangeInstants(range, now),
  };
}

/** Every group ticked: nothing to ask of the server. No group ticked: nothing can match, nothing is asked. */
export const matchesNothing = (filters: AuditFilters) => filters.groups !== undefined && filters.groups.length === 0;

/** The filter popup's sections; the actor is one choice (the contract takes one actor), as the time range is. */
export function auditFilterSections(actors: readonly FilterOption[]) {
  return [
    { kind: 'checkboxes', id: 'action', label: 'Action', options: ACTION_GROUP_OPTIONS },
    { kind: 'timeRange', id: 'actor', label: 'Who', options: [{ value: ANY_ACTOR, label: 'Everyone' }, ...actors] },
    { kind: 'timeRange', id: 'range', label: 'Time range', options: TIME_RANGE_OPTIONS, custom: true },
  ] as const;
}

/** The actor choices: Stance, then the team by name. */
export function actorOptions(team: readonly { user_id: string; name: string }[]): FilterOption[] {
  return [{ value: STANCE_ACTOR, label: 'Stance' }, ...team.map((member) => ({ value: member.user_id, label: member.name }))];
}

/** The popup's values from the URL, and the URL's from the popup (defaults left out). */
export function filterValuesOf(search: AuditSearch) {
  return {
    action: search.action ?? [...GROUP_IDS],
    actor: search.actor ?? ANY_ACTOR,
    range: customRangeOf(search) ?? search.range ?? 'all',
  };
}

export const DEFAULT_FILTER_VALUES = filterValuesOf({});

/** A custom range writes from and to and drops the preset; a preset drops them. */
export function searchOfFilterValues(values: { action: readonly string[]; actor: string; range: string | DateRange }) {
  const groups = GROUP_IDS.filter((group) => values.action.includes(group));
  const custom = isDateRange(values.range) ? values.range : undefined;
  return {
    action: groups.length === GROUP_IDS.length ? undefined : groups,
    actor: values.actor === ANY_ACTOR ? undefined : values.actor,
    range: custom || values.range === 'all' ? undefined : (values.range as AuditSearch['range']),
    from: custom?.from,
    to: custom?.to,
  };
}

/** Who: a member's name, 'Stance' for automation, 'Stance support' or the analyst for Stance's staff. */
export function actorWords(actor: AuditEvent['actor']): string {
  return actor.name || (actor.type === 'user' ? (actor.email ?? 'Unknown member') : 'Stance');
}

/** What was acted on, in words: its name at the time, then its kind. */
export function targetKind(target: AuditEvent['target']): string {
  return humanize(target.type);
}

/** A field name in words: 'access_level' → 'Role'. */
const FIELD_WORDS: Record<string, string> = {
  access_level: 'Role',
  job_title: 'Job title',
  first_name: 'First name',
  last_name: 'Last name',
  enforce_mfa: 'Enforce MFA',
  mfa_active: 'MFA',
};

export const fieldWords = (field: string) => FIELD_WORDS[field] ?? humanize(field);

/** A value before or after a change: '—' for none, Yes/No for a switch, lists joined, a role as its name. */
export function valueWords(value: AuditValue, field?: string): string {
  if (value === null || value === undefined) return '—';
  if (field === 'access_level' && typeof value === 'string') return humanize(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—';
  return String(value);
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Firefox 144 on Windows' from a user agent; the raw text stays in the drawer. Null without one. */
export function browserWords(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const name = browser ? `${browser[1]} ${browser[0].exec(userAgent)?.[1] ?? ''}`.trim() : null;
  if (name && system) return `${name} on ${system}`;
  return name ?? system ?? 'Unknown browser';
}

/** From where: the IP address, or that Stance acted itself (no address). */
export function originWords(event: Pick<AuditEvent, 'ip_address' | 'actor'>): string {
  return event.ip_address ?? (event.actor.type === 'user' ? 'Unknown' : 'Stance');
}
