import { describe, expect, it, vi } from 'vitest';
import { GOOGLE_REQUIRED_SCOPES, RESULT_KEY, decodeRecord, newSignInState } from '@/features/integrations/signin/handoff';
import { handOffSignInResult } from '@/features/integrations/signin/callback';

const NOW = Date.UTC(2025, 4, 12, 9, 30);
const STATE = newSignInState('google', (bytes) => bytes.fill(9));

/** The provider sign-in window as the hand-off sees it, after the provider's redirect to `url`. */
function signInWindow(url: string, storage: { fails?: boolean } = {}) {
  const { pathname, search } = new URL(url, 'http://127.0.0.1:4121');
  const stored = new Map<string, string>();
  return {
    stored,
    location: { pathname, search },
    history: { replaceState: vi.fn() },
    localStorage: {
      setItem: vi.fn((key: string, value: string) => {
        if (storage.fails) throw new DOMException('QuotaExceededError');
        stored.set(key, value);
      }),
    },
    close: vi.fn(),
  };
}

const handOff = (win: ReturnType<typeof signInWindow>) => handOffSignInResult(win as unknown as Window, NOW);

describe('the sign-in window’s hand-off (callback page)', () => {
  it('stores the record, takes the code out of the address bar and history, and closes itself', () => {
    const scope = GOOGLE_REQUIRED_SCOPES.join(' ');
    const win = signInWindow(`/integration-callback?state=${STATE}&code=c-1&scope=${encodeURIComponent(scope)}`);
    expect(handOff(win)).toBe(true);
    expect(decodeRecord(win.stored.get(RESULT_KEY))).toEqual({
      state: STATE,
      outcome: { kind: 'code', code: 'c-1' },
      writtenAt: NOW,
    });
    expect(win.history.replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/integration-callback');
    expect(win.close).toHaveBeenCalledOnce();
  });

  it('stores the provider’s error description on a deny and closes itself', () => {
    const win = signInWindow(`/integration-callback?state=${STATE}&error=access_denied&error_description=Declined`);
    expect(handOff(win)).toBe(true);
    expect(decodeRecord(win.stored.get(RESULT_KEY))?.outcome).toEqual({ kind: 'error', error: 'Declined', configuration: false });
    expect(win.close).toHaveBeenCalledOnce();
  });

  it('off the callback path returns false and touches nothing', () => {
    const win = signInWindow(`/integrations?state=${STATE}&code=c-1`);
    expect(handOff(win)).toBe(false);
    expect(win.localStorage.setItem).not.toHaveBeenCalled();
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('stores nothing for a forged or missing state, yet still takes the code out of the address bar', () => {
    for (const query of ['?state=forged&code=c-1', '?code=c-1', `?state=okta.${'a'.repeat(22)}&code=c-1`]) {
      const win = signInWindow(`/integration-callback${query}`);
      expect(handOff(win)).toBe(true);
      expect(win.localStorage.setItem).not.toHaveBeenCalled();
      expect(win.history.replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/integration-callback');
      // It stays open on 'Sign-in finished': nobody waits for it.
      expect(win.close).not.toHaveBeenCalled();
    }
  });

  it('closes itself even when storage refuses the record (the console then says sign-in was cancelled)', () => {
    const win = signInWindow(`/integration-callback?state=${STATE}&error=access_denied`, { fails: true });
    expect(handOff(win)).toBe(true);
    expect(win.close).toHaveBeenCalledOnce();
  });
});
