import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT_KEY, encodeRecord, type SignInRecord } from '@/features/integrations/signin/handoff';
import { CLOSED_GRACE_MS, SIGN_IN_TIME_LIMIT_MS } from '@/features/integrations/signin/popup-watch';
import { removeStaleSignInResult, watchSignIn } from '@/features/integrations/signin/sign-in-window';

const ORIGIN = 'http://127.0.0.1:4121';
const STATE = `google.${'A'.repeat(22)}`;
const RECORD: SignInRecord = { state: STATE, outcome: { kind: 'code', code: 'c-1' }, writtenAt: Date.now() };

/** The console window as the watch sees it: its local storage, focus, storage events and timers. */
function consoleWindow() {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const listeners = new Set<(event: unknown) => void>();
  const focus = { value: true };
  const win = {
    localStorage,
    location: { origin: ORIGIN },
    document: { hasFocus: () => focus.value },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
    addEventListener: (_type: string, listener: (event: unknown) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => void listeners.delete(listener),
  };
  // The record is read and removed through the app's localStore, which uses the global window.
  vi.stubGlobal('window', win);
  /** The callback page in the sign-in window stores the record: this window gets a storage event. */
  const handBack = (record: SignInRecord, url = `${ORIGIN}/integration-callback`) => {
    const value = encodeRecord(record);
    stored.set(RESULT_KEY, value);
    for (const listener of listeners) listener({ key: RESULT_KEY, newValue: value, url, storageArea: localStorage });
  };
  return { win: win as unknown as Window, stored, listeners, focus, handBack };
}

function watch(target: ReturnType<typeof consoleWindow>, popup = { closed: false, close: vi.fn() }) {
  const onResult = vi.fn();
  const onGiveUp = vi.fn();
  const stop = watchSignIn({ popup, state: STATE, onResult, onGiveUp, win: target.win });
  return { popup, onResult, onGiveUp, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watching the sign-in window', () => {
  it('acts on this sign-in’s record once, removes it and closes the window', () => {
    const target = consoleWindow();
    const { popup, onResult, onGiveUp } = watch(target);
    target.handBack(RECORD);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(RECORD);
    expect(target.stored.has(RESULT_KEY)).toBe(false);
    expect(popup.close).toHaveBeenCalled();
    expect(target.listeners.size).toBe(0);
    vi.advanceTimersByTime(SIGN_IN_TIME_LIMIT_MS);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('ignores a record from another origin or for another sign-in, and leaves it stored', () => {
    const target = consoleWindow();
    const { onResult } = watch(target);
    target.handBack(RECORD, 'https://evil.example/integration-callback');
    expect(onResult).not.toHaveBeenCalled();
    target.handBack({ ...RECORD, state: `google.${'B'.repeat(22)}` });
    vi.advanceTimersByTime(2000);
    expect(onResult).not.toHaveBeenCalled();
    expect(target.stored.has(RESULT_KEY)).toBe(true);
  });

  it('reads a record whose storage event was missed on the next tick', () => {
    const target = consoleWindow();
    const { onResult } = watch(target);
    target.stored.set(RESULT_KEY, encodeRecord(RECORD));
    vi.advanceTimersByTime(500);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(RECORD);
    expect(target.stored.has(RESULT_KEY)).toBe(false);
  });

  it('does not give up on a closed reading while the console has no focus (the opener policy can sever the handle)', () => {
    const target = consoleWindow();
    target.focus.value = false;
    const { onGiveUp } = watch(target, { closed: true, close: vi.fn() });
    vi.advanceTimersByTime(60_000);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('says closed once the window reads closed with the focus back, yet still takes a late result', () => {
    const target = consoleWindow();
    const { onGiveUp, onResult } = watch(target, { closed: true, close: vi.fn() });
    vi.advanceTimersByTime(CLOSED_GRACE_MS + 1000);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith('closed');
    vi.advanceTimersByTime(30_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    target.handBack(RECORD);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(RECORD);
    expect(target.stored.has(RESULT_KEY)).toBe(false);
  });

  it('gives up for good at the time limit: the window is closed and a later result is not acted on', () => {
    const target = consoleWindow();
    const { popup, onGiveUp, onResult } = watch(target);
    vi.advanceTimersByTime(SIGN_IN_TIME_LIMIT_MS - 1000);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith('timedOut');
    expect(popup.close).toHaveBeenCalled();
    target.handBack(RECORD);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stops when asked: no result and no verdict afterwards', () => {
    const target = consoleWindow();
    const { stop, onGiveUp, onResult, popup } = watch(target);
    stop();
    expect(popup.close).toHaveBeenCalled();
    target.handBack(RECORD);
    vi.advanceTimersByTime(SIGN_IN_TIME_LIMIT_MS);
    expect(onResult).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe('result records nobody acts on any more', () => {
  const OTHER = `google.${'B'.repeat(22)}`;

  it('a result that comes after its sign-in gave up is removed once older than the time limit', () => {
    const target = consoleWindow();
    const { onGiveUp, onResult } = watch(target);
    vi.advanceTimersByTime(SIGN_IN_TIME_LIMIT_MS);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith('timedOut');
    target.handBack({ ...RECORD, writtenAt: Date.now() });
    expect(onResult).not.toHaveBeenCalled();
    // The console starting again soon after leaves it (it could still be another tab's).
    removeStaleSignInResult();
    expect(target.stored.has(RESULT_KEY)).toBe(true);
    vi.advanceTimersByTime(SIGN_IN_TIME_LIMIT_MS);
    removeStaleSignInResult();
    expect(target.stored.has(RESULT_KEY)).toBe(false);
  });

  it('a sign-in under way removes a stale record of another sign-in, leaves a fresh one and takes its own', () => {
    const target = consoleWindow();
    const other = (age: number) => encodeRecord({ ...RECORD, state: OTHER, writtenAt: Date.now() - age });
    target.stored.set(RESULT_KEY, other(SIGN_IN_TIME_LIMIT_MS));
    const { onResult } = watch(target);
    expect(target.stored.has(RESULT_KEY)).toBe(false);
    // Written four minutes ago: another tab may still take it.
    target.stored.set(RESULT_KEY, other(SIGN_IN_TIME_LIMIT_MS - 60_000));
    vi.advanceTimersByTime(59_000);
    expect(target.stored.has(RESULT_KEY)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(target.stored.has(RESULT_KEY)).toBe(false);
    const own = { ...RECORD, writtenAt: Date.now() };
    target.handBack(own);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(own);
  });

  it('removes an unreadable record, and one dated far ahead (the clock moved)', () => {
    const target = consoleWindow();
    target.stored.set(RESULT_KEY, '{"state":"google.x","outcome":{"kind":"code","code":"c-1"}}');
    removeStaleSignInResult();
    expect(target.stored.has(RESULT_KEY)).toBe(false);
    target.stored.set(RESULT_KEY, encodeRecord({ ...RECORD, writtenAt: Date.now() + SIGN_IN_TIME_LIMIT_MS }));
    removeStaleSignInResult();
    expect(target.stored.has(RESULT_KEY)).toBe(false);
    removeStaleSignInResult();
    expect(target.stored.size).toBe(0);
  });
});
