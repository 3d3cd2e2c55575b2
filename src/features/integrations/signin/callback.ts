import { CALLBACK_PATH, RESULT_KEY, encodeRecord, recordFromCallback } from './handoff';

/** What the hand-off needs from the sign-in window (a test passes a stand-in). */
type CallbackWindow = Pick<Window, 'location' | 'history' | 'localStorage' | 'close'>;

/**
 * Runs first in the sign-in window when the provider redirects back: stores the result record for the console
 * window, takes the code out of the address bar and history, and closes the window. Runs before anything else
 * reads the query (start-up parameters are stored otherwise), so the code never lands in session storage.
 */
export function handOffSignInResult(win: CallbackWindow = window, now = Date.now()): boolean {
  if (win.location.pathname !== CALLBACK_PATH) return false;
  const record = recordFromCallback(new URLSearchParams(win.location.search), now);
  win.history.replaceState(null, '', CALLBACK_PATH);
  if (!record) return true;
  try {
    win.localStorage.setItem(RESULT_KEY, encodeRecord(record));
  } catch {
    /* storage unavailable: the console window times out and says sign-in was cancelled */
  }
  win.close();
  return true;
}
