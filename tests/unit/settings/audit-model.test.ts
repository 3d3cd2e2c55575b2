import { afterAll, describe, expect, it } from 'vitest';
import { KnownAuditAction, type AuditEvent } from '@generated/model';
import audit from '../../../openapi/examples/audit.json';
import { ACTION_GROUPS, AUDIT_VIEWS, auditLogAllowed, auditSearchSchema } from '@/features/settings/model/audit-search';
import { searchOfView, viewStateOf } from '@/shared/saved-views/view-state';
import {
  actorWords,
  auditActionWords,
  auditFilters,
  auditRequestParams,
  browserWords,
  fieldWords,
  filterValuesOf,
  humanize,
  matchesNothing,
  originWords,
  searchOfFilterValues,
  valueWords,
} from '@/features/settings/model/audit-model';

const EVENTS = audit.default.value.events as AuditEvent[];

// A custom range's days are the user's: a zone behind UTC shows it.
const previousZone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = previousZone;
});

describe('audit event wording', () => {
  it('words every action the contract knows, each differently', () => {
    const words = Object.values(KnownAuditAction).map(auditActionWords);
    expect(words.every((w) => w.length > 0 && !w.includes('_'))).toBe(true);
    expect(new Set(words).size).toBe(words.length);
    expect(auditActionWords('member_role_changed')).toBe('Member role changed');
    expect(auditActionWords('account_mfa_enforced')).toBe('MFA enforced for the account');
  });

  it('shows an action it does not know as its text, underscores as spaces, capitalised', () => {
    expect(auditActionWords('api_key_rotated')).toBe('Api key rotated');
    expect(humanize('saved__view_shared')).toBe('Saved view shared');
  });

  it('puts every known action in exactly one filter group', () => {
    const grouped = Object.values(ACTION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...Object.values(KnownAuditAction)].sort());
  });

  it("words the contract's example events: actor, origin and browser", () => {
    const byStance = EVENTS.find((e) => e.actor.type !== 'user');
    expect(byStance).toBeDefined();
    expect(originWords(byStance!)).toBe('Stance');
    expect(actorWords(byStance!.actor)).toBe(byStance!.actor.name);
    expect(originWords(EVENTS[0]!)).toBe('192.0.2.45');
    expect(browserWords(EVENTS[0]!.user_agent)).toBe('Firefox 144 on Windows');
    expect(browserWords(EVENTS[1]!.user_agent)).toBe('Edge 142 on Windows');
    expect(
      browserWords(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS');
    expect(browserWords(null)).toBeNull();
    expect(actorWords({ type: 'user', user_id: 'u', name: '', email: 'a@b.example' })).toBe('a@b.example');
  });

  it('words fields and values of a change', () => {
    expect(fieldWords('access_level')).toBe('Role');
    expect(fieldWords('send_alerts')).toBe('Send alerts');
    expect(valueWords(null)).toBe('—');
    expect(valueWords(true)).toBe('Yes');
    expect(valueWords(false)).toBe('No');
    expect(valueWords(['a.example', 'b.example'])).toBe('a.example, b.example');
    expect(valueWords(3)).toBe('3');
    expect(valueWords('member', 'access_level')).toBe('Member');
    expect(valueWords('member', 'job_title')).toBe('member');
  });
});

describe('audit log filters', () => {
  const now = new Date('2026-11-23T09:41:12Z');

  it('asks the server for nothing extra without filters', () => {
    expect(auditRequestParams({}, now)).toEqual({});
    expect(auditRequestParams({ groups: Object.keys(ACTION_GROUPS) as (keyof typeof ACTION_GROUPS)[] }, now)).toEqual({});
  });

  it('asks for the actions of the ticked groups, the actor, the text and the range start', () => {
    expect(auditRequestParams({ q: 'maya', actor: 'usr-maya', groups: ['issues', 'account'], range: '7d' }, now)).toEqual({
      q: 'maya',
      actor: 'usr-maya',
      action: 'issue_resolved,issue_reopened,account_mfa_enforced,account_mfa_enforcement_lifted,account_settings_changed',
      // Counted from the start of the hour: the same params (and query key) for an hour.
      from: '2026-11-16T09:00:00.000Z',
    });
    expect(auditRequestParams({ range: '7d' }, new Date('2026-11-23T09:59:59Z'))).toEqual(
      auditRequestParams({ range: '7d' }, now),
    );
  });

  it("asks for a custom range from the start of From to the end of To, the user's days", () => {
    expect(auditRequestParams({ range: { from: '2026-11-02', to: '2026-11-10' } }, now)).toEqual({
      from: '2026-11-02T05:00:00.000Z',
      // The contract's `to` is exclusive: the start of the day after To.
      to: '2026-11-11T05:00:00.000Z',
    });
    expect(auditRequestParams({ range: { from: '2026-11-10', to: '2026-11-10' } }, now)).toEqual({
      from: '2026-11-10T05:00:00.000Z',
      to: '2026-11-11T05:00:00.000Z',
    });
  });

  it('takes a custom range from the URL only with both days in order; it wins over a preset', () => {
    const range = { from: '2026-11-02', to: '2026-11-10' };
    expect(auditFilters({ ...range, range: '7d' }).range).toEqual(range);
    expect(auditFilters({ from: '2026-11-02', range: '7d' }).range).toBe('7d');
    expect(auditFilters({ from: '2026-11-10', to: '2026-11-02' }).range).toBeUndefined();
  });

  it('knows that no ticked group matches nothing', () => {
    expect(matchesNothing({ groups: [] })).toBe(true);
    expect(matchesNothing({})).toBe(false);
  });

  it('reads the URL, dropping what is not valid', () => {
    expect(auditSearchSchema.parse({ q: 'x', actor: 'usr-maya', action: 'team,bogus', range: '30d' })).toEqual({
      q: 'x',
      actor: 'usr-maya',
      action: ['team'],
      range: '30d',
    });
    expect(auditSearchSchema.parse({ actor: '<script>', action: 'bogus', range: '5d' })).toEqual({
      q: undefined,
      actor: undefined,
      action: undefined,
      range: undefined,
    });
    expect(auditSearchSchema.parse({ action: 'none' }).action).toEqual([]);
    expect(auditSearchSchema.parse({ from: '2026-11-02', to: '2026-11-10' })).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-10',
    });
    expect(auditSearchSchema.parse({ from: '2026-02-30', to: 'yesterday' })).toMatchObject({ from: undefined, to: undefined });
  });

  it('goes from the URL to the popup and back, defaults left out of the URL', () => {
    const values = filterValuesOf({});
    expect(values.actor).toBe('all');
    expect(values.range).toBe('all');
    expect(searchOfFilterValues(values)).toEqual({ action: undefined, actor: undefined, range: undefined });
    expect(searchOfFilterValues({ action: ['team'], actor: 'stance', range: '7d' })).toStrictEqual({
      action: ['team'],
      actor: 'stance',
      range: '7d',
      from: undefined,
      to: undefined,
    });
  });

  it('writes a custom range as from and to, dropping the preset, and reads it back', () => {
    const range = { from: '2026-11-02', to: '2026-11-10' };
    const search = searchOfFilterValues({ action: ['team'], actor: 'all', range });
    expect(search).toStrictEqual({ action: ['team'], actor: undefined, range: undefined, ...range });
    expect(filterValuesOf(search).range).toEqual(range);
    expect(filterValuesOf({ ...range, range: '30d' }).range).toEqual(range);
  });

  it('keeps a custom range in a saved view, and a view without one clears it', () => {
    const view = viewStateOf(AUDIT_VIEWS, { action: ['team'], from: '2026-11-02', to: '2026-11-10' });
    expect(view.filters).toEqual({ action: ['team'], from: ['2026-11-02'], to: ['2026-11-10'] });
    expect(searchOfView(AUDIT_VIEWS, view)).toMatchObject({ from: '2026-11-02', to: '2026-11-10', range: undefined });
    expect(searchOfView(AUDIT_VIEWS, viewStateOf(AUDIT_VIEWS, { range: '7d' }))).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });
});

describe('who may read the audit log', () => {
  const accounts = { 'acc-1': { access_level: 'member' }, 'acc-2': { access_level: 'admin' }, 'acc-3': {} } as const;

  it('is everybody while roles are off; Admins only with roles on (no access level in the login data means Admin)', () => {
    const flags = { audit_log_enabled: true, roles_enabled: false };
    expect(auditLogAllowed({ flags, accounts, accountId: 'acc-1' })).toBe(true);
    const on = { ...flags, roles_enabled: true };
    expect(auditLogAllowed({ flags: on, accounts, accountId: 'acc-1' })).toBe(false);
    expect(auditLogAllowed({ flags: on, accounts, accountId: 'acc-3' })).toBe(true);
  });

  it('needs the flag too', () => {
    const flags = { audit_log_enabled: true, roles_enabled: true };
    expect(auditLogAllowed({ flags, accounts, accountId: 'acc-2' })).toBe(true);
    expect(auditLogAllowed({ flags: { ...flags, audit_log_enabled: false }, accounts, accountId: 'acc-2' })).toBe(false);
    expect(auditLogAllowed({ flags, accounts, accountId: 'acc-1' })).toBe(false);
  });
});
