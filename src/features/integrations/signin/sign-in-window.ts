import { localStore } from '@/shared/persistence/local-store';
import { RESULT_KEY, isStaleRecord, recordFor, recordFromStorageEvent, type SignInRecord } from './handoff';
import { WATCH_INTERVAL_MS, startWatch, watchStep, type WatchVerdict } from './popup-watch';
import { popupFeatures } from './provider-urls';

const WINDOW_NAME = 'stance-integration-sign-in';

/**
 * Opens the provider sign-in window; null when the browser blocked it. Must run inside the click that asked for
 * it. The window starts blank so its opener link can be cut before it navigates to the provider.
 */
export function openSignInWindow(url: string, win: Window = window): Window | null {
  const popup = win.open('about:blank', WINDOW_NAME, popupFeatures(win.screen, win.screenX, win.screenY));
  if (!popup) return null;
  try {
    popup.opener = null;
    popup.location.href = url;
  } catch {
    popup.close();
    return null;
  }
  return popup;
}

/**
 * Removes a result record no sign-in will act on any more (a result that came after its sign-in gave up, or after
 * its console tab was closed): the console does so when it starts and on every tick of a sign-in watch.
 */
export function removeStaleSignInResult(now = Date.now()) {
  if (isStaleRecord(localStore.get(RESULT_KEY), now)) localStore.remove(RESULT_KEY);
}

/** What the watch needs from the console window (a test passes a stand-in). */
type WatchWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval' | 'location' | 'localStorage' | 'document'
>;

export interface WatchOptions {
  popup: Pick<Window, 'closed' | 'close'>;
  state: string;
  onResult: (record: SignInRecord) => void;
  onGiveUp: (verdict: Exclude<WatchVerdict, 'waiting'>) => void;
  win?: WatchWindow;
}

/**
 * Waits for the result record of this sign-in (storage events, and a read on every tick in case an event was
 * missed). The record is removed once read. A window that seems closed without a result gives up ('closed'), but
 * the watch keeps listening until the time limit: a handle severed by the provider's opener policy reads closed
 * while the user may still finish there, and that late result still counts. At the time limit it gives up for good
 * ('timedOut'). Stale records of other sign-ins are removed as it goes. Returns a function that stops watching (and
 * closes the window).
 */
export function watchSignIn({ popup, state, onResult, onGiveUp, win = window }: WatchOptions): () => void {
  let watch = startWatch(Date.now());
  let stopped = false;
  let saidClosed = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    win.removeEventListener('storage', onStorage);
    win.clearInterval(timer);
    try {
      if (!popup.closed) popup.close();
    } catch {
      /* the handle may be severed */
    }
  };
  const take = (record: SignInRecord | null) => {
    if (!record || stopped) return false;
    localStore.remove(RESULT_KEY);
    stop();
    onResult(record);
    return true;
  };
  const readStored = () => take(recordFor(localStore.get(RESULT_KEY), state));
  function onStorage(event: StorageEvent) {
    take(recordFromStorageEvent(event, { origin: win.location.origin, state, localStorage: win.localStorage }));
  }
  const timer = win.setInterval(() => {
    removeStaleSignInResult();
    if (readStored()) return;
    let closed = true;
    try {
      closed = popup.closed;
    } catch {
      /* unreadable: count as closed, the focus rule decides */
    }
    const [next, verdict] = watchStep(watch, { now: Date.now(), popupClosed: closed, hasFocus: win.document.hasFocus() });
    watch = next;
    if (verdict === 'waiting' || readStored()) return;
    if (verdict === 'timedOut') {
      stop();
      onGiveUp('timedOut');
    } else if (!saidClosed) {
      saidClosed = true;
      onGiveUp('closed');
    }
  }, WATCH_INTERVAL_MS);
  win.addEventListener('storage', onStorage);
  removeStaleSignInResult();
  return stop;
}
