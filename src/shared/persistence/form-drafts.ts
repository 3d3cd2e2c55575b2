/**
 * Typed work kept across a re-login (issue #26.2). A 401/403/417 ends the session and sends the user to sign in again
 * (console-platform.md §6, §8); the return target brings them back to the same page and drawer. Just before leaving,
 * every open form's values are written to this tab's sessionStorage with the time; the same form takes them back
 * when it mounts again within the sign-in window (5 minutes). Secrets and passwords are never written.
 */

/** How long kept values wait for the user to come back from signing in. */
export const SIGN_IN_WINDOW_MS = 5 * 60_000;

const PREFIX = 'stance.formDraft.';

/** Never kept, whatever a form says: a field named like a password, secret or token. */
const SECRET_NAME = /password|secret|token/i;

interface KeptDraft {
  at: number;
  values: Record<string, unknown>;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Writes a form's values, less its secret fields, with the time. A storage that refuses keeps nothing. */
export function keepDraft(storage: DraftStorage, form: string, values: object, secret: readonly string[], now: number): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([field]) => !secret.includes(field) && !SECRET_NAME.test(field)),
  );
  try {
    storage.setItem(PREFIX + form, JSON.stringify({ at: now, values: kept } satisfies KeptDraft));
  } catch {
    /* storage unavailable or full: the re-login loses what was typed, as before */
  }
}

function read(storage: DraftStorage, key: string, now: number): KeptDraft | null {
  try {
    const draft = JSON.parse(storage.getItem(key) ?? 'null') as KeptDraft | null;
    const fresh =
      typeof draft?.at === 'number' && now - draft.at <= SIGN_IN_WINDOW_MS && now >= draft.at && typeof draft.values === 'object';
    if (fresh && draft.values !== null) return draft;
  } catch {
    /* unreadable: dropped below */
  }
  return null;
}

/** A form's kept values, if still within the sign-in window; taken (removed) either way. */
export function takeDraft(storage: DraftStorage, form: string, now: number): Record<string, unknown> | null {
  const key = PREFIX + form;
  const draft = read(storage, key, now);
  try {
    storage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
  return draft?.values ?? null;
}

/** Whether a form has values waiting (a dialog that was open reopens for them). */
export function hasDraft(storage: DraftStorage, form: string, now: number): boolean {
  return read(storage, PREFIX + form, now) !== null;
}

/** The forms whose names start with `prefix` and have values waiting (a dialog per item reopens for its item). */
export function draftsStartingWith(storage: DraftStorage, prefix: string, now: number): string[] {
  try {
    return Array.from({ length: storage.length }, (_, i) => storage.key(i))
      .filter((key): key is string => key?.startsWith(PREFIX + prefix) === true && read(storage, key, now) !== null)
      .map((key) => key.slice(PREFIX.length));
  } catch {
    return [];
  }
}

/** Drops kept values older than the sign-in window; returns when the next one expires (ms from now), if any. */
export function sweepDrafts(storage: DraftStorage, now: number): number | null {
  let next: number | null = null;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) === true,
    );
    for (const key of keys) {
      const draft = read(storage, key, now);
      if (!draft) storage.removeItem(key);
      else next = Math.min(next ?? Infinity, draft.at + SIGN_IN_WINDOW_MS - now);
    }
  } catch {
    /* storage unavailable */
  }
  return next;
}

/** The open forms' writers (each registered while its form is mounted). */
const keepers = new Set<() => void>();

export function registerDraftKeeper(keep: () => void): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

/** The session ends: keep every open form's values before the page goes to the sign-in. */
export function keepOpenForms(): void {
  for (const keep of keepers) keep();
}

/** This tab's sessionStorage, or null where the browser refuses it. */
export function sessionDrafts(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** At start: drops expired kept values, and each further one when its window closes. */
export function scheduleDraftSweep(storage: DraftStorage | null = sessionDrafts()): void {
  if (!storage) return;
  const next = sweepDrafts(storage, Date.now());
  if (next !== null) setTimeout(() => scheduleDraftSweep(storage), next + 1);
}
