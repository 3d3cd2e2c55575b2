import { describe, expect, it } from 'vitest';
import { leavesForm } from '@/shared/dialogs/discard-guard';
import {
  SIGN_IN_WINDOW_MS,
  draftsStartingWith,
  hasDraft,
  keepDraft,
  keepOpenForms,
  registerDraftKeeper,
  sweepDrafts,
  takeDraft,
} from '@/shared/persistence/form-drafts';

/** sessionStorage's interface over a Map (node has none). */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const T0 = Date.parse('2026-11-23T09:00:00Z');

describe('#26.2 typed work kept across a re-login', () => {
  it('gives a form its values back once, within the sign-in window', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'inviteUser:acc', { first_name: 'Linh', email: 'l.nguyen@x.co', email_alerts: false }, [], T0);
    expect(hasDraft(storage, 'inviteUser:acc', T0 + SIGN_IN_WINDOW_MS)).toBe(true);
    expect(takeDraft(storage, 'inviteUser:acc', T0 + SIGN_IN_WINDOW_MS)).toEqual({
      first_name: 'Linh',
      email: 'l.nguyen@x.co',
      email_alerts: false,
    });
    expect(takeDraft(storage, 'inviteUser:acc', T0 + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('drops them after the 5-minute window, and anything unreadable', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'editUser:acc', { job_title: 'CISO' }, [], T0);
    expect(hasDraft(storage, 'editUser:acc', T0 + SIGN_IN_WINDOW_MS + 1)).toBe(false);
    expect(takeDraft(storage, 'editUser:acc', T0 + SIGN_IN_WINDOW_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
    storage.setItem('stance.formDraft.broken', '{not json');
    expect(takeDraft(storage, 'broken', T0)).toBeNull();
    // A time in the future (a changed clock) is not trusted either.
    keepDraft(storage, 'later', { a: 'b' }, [], T0 + 60_000);
    expect(takeDraft(storage, 'later', T0)).toBeNull();
  });

  it('never writes a secret: the fields a form names, and any field named like a password, secret or token', () => {
    const storage = memoryStorage();
    const values = { client_id: 'abc', client_secret: 'hunter2', base_url: 'https://x', password: 'p', apiToken: 't' };
    keepDraft(storage, 'crowdstrike', values, ['client_id'], T0);
    const stored = [...storage.map.values()].join('');
    for (const secret of ['abc', 'hunter2', '"p"', '"t"']) expect(stored).not.toContain(secret);
    expect(takeDraft(storage, 'crowdstrike', T0)).toEqual({ base_url: 'https://x' });
  });

  it('a storage that refuses keeps nothing and breaks nothing', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepDraft(refusing, 'inviteUser:acc', { first_name: 'Linh' }, [], T0)).not.toThrow();
  });

  it('the sweep drops expired values and says when the next ones expire', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'old', { a: 'x' }, [], T0);
    keepDraft(storage, 'new', { a: 'y' }, [], T0 + 4 * 60_000);
    storage.setItem('theme', 'dark');
    expect(sweepDrafts(storage, T0 + SIGN_IN_WINDOW_MS + 1000)).toBe(4 * 60_000 - 1000);
    expect([...storage.map.keys()]).toEqual(['stance.formDraft.new', 'theme']);
    expect(sweepDrafts(storage, T0 + 10 * 60_000)).toBeNull();
    expect([...storage.map.keys()]).toEqual(['theme']);
  });

  it('at the end of the session every open form writes, and a closed one no longer does', () => {
    const written: string[] = [];
    const stopInvite = registerDraftKeeper(() => written.push('invite'));
    const stopEdit = registerDraftKeeper(() => written.push('edit'));
    keepOpenForms();
    stopInvite();
    keepOpenForms();
    stopEdit();
    expect(written).toEqual(['invite', 'edit', 'edit']);
  });
});

describe('#27 a dialog per item reopens for the item whose form was kept', () => {
  it('names the kept forms of a prefix that are still within the sign-in window', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'assetDispute:acc:ast-1', { reason: 'A former vendor runs it.' }, [], T0);
    keepDraft(storage, 'assetDispute:acc:ast-2', { reason: 'Old.' }, [], T0 - SIGN_IN_WINDOW_MS - 1);
    keepDraft(storage, 'assetDispute:other:ast-3', { reason: 'Another account.' }, [], T0);
    keepDraft(storage, 'inviteUser:acc', { first_name: 'Linh' }, [], T0);
    storage.setItem('unrelated', '1');
    expect(draftsStartingWith(storage, 'assetDispute:acc:', T0 + 1)).toEqual(['assetDispute:acc:ast-1']);
    // Looking does not take: the form takes its values when it mounts.
    expect(hasDraft(storage, 'assetDispute:acc:ast-1', T0 + 1)).toBe(true);
  });
});

describe("#26.4 which navigations leave a form ('Discard changes?')", () => {
  const at = (pathname: string, search: Record<string, string> = {}) => ({ pathname, search });
  it('another page, drawer or item leaves it', () => {
    expect(leavesForm(at('/settings/team', { panel: 'inviteUser' }), at('/settings/team'))).toBe(true);
    expect(
      leavesForm(
        at('/integrations', { panel: 'integration', item: 'crowdstrike' }),
        at('/integrations', { panel: 'integration', item: 'google' }),
      ),
    ).toBe(true);
    expect(leavesForm(at('/settings/user'), at('/settings/account'))).toBe(true);
  });
  it("the page's own search params do not", () => {
    expect(
      leavesForm(at('/settings/team', { panel: 'inviteUser' }), at('/settings/team', { panel: 'inviteUser', q: 'maya' })),
    ).toBe(false);
    expect(leavesForm(at('/settings/user'), at('/settings/user', { q: 'x' }))).toBe(false);
  });
});
