/**
 * When a sign-in window counts as given up. `popup.closed` alone is not trusted: a provider page with
 * Cross-Origin-Opener-Policy severs the handle and makes it read true while the window is still open. A closed
 * reading only counts when this window has the focus back (the user closed or left the popup) for a grace period
 * in which no result arrived; the time limit ends every sign-in that never answers.
 */
export const SIGN_IN_TIME_LIMIT_MS = 5 * 60_000;
export const CLOSED_GRACE_MS = 1500;
export const WATCH_INTERVAL_MS = 500;

export interface WatchState {
  startedAt: number;
  /** Since when the popup reads closed while this window has the focus; null otherwise. */
  closedSince: number | null;
}

export type WatchVerdict = 'waiting' | 'closed' | 'timedOut';

export interface WatchReading {
  now: number;
  popupClosed: boolean;
  hasFocus: boolean;
}

export function startWatch(now: number): WatchState {
  return { startedAt: now, closedSince: null };
}

export function watchStep(state: WatchState, { now, popupClosed, hasFocus }: WatchReading): [WatchState, WatchVerdict] {
  if (now - state.startedAt >= SIGN_IN_TIME_LIMIT_MS) return [state, 'timedOut'];
  if (!popupClosed || !hasFocus) return [{ ...state, closedSince: null }, 'waiting'];
  const closedSince = state.closedSince ?? now;
  return [{ ...state, closedSince }, now - closedSince >= CLOSED_GRACE_MS ? 'closed' : 'waiting'];
}
