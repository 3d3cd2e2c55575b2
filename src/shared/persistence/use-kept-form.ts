import { useEffect, useLayoutEffect, useRef } from 'react';
import { draftsStartingWith, hasDraft, keepDraft, registerDraftKeeper, sessionDrafts, takeDraft } from './form-drafts';

export interface KeptFormOptions<V extends object> {
  /** The form's name, unique in the app, with the account: e.g. `inviteUser:${accountId}`. */
  form: string;
  values: V;
  /** Only a form with changes is kept. */
  dirty: boolean;
  /** Puts kept values back (a re-login came back within the sign-in window). */
  restore: (kept: Partial<V>) => void;
  /** Fields never kept: secrets (fields named like a password, secret or token never are anyway). */
  secret?: readonly (keyof V & string)[];
}

/** The kept fields the form still has, with values of the same type: nothing else comes back. */
function matching<V extends object>(kept: Record<string, unknown>, values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(kept).filter(([field, value]) => field in values && typeof value === typeof values[field as keyof V]),
  ) as Partial<V>;
}

/**
 * Keeps an open form's values for this tab across a re-login (issue #26.2; src/shared/persistence/form-drafts.ts) and
 * restores them when the same form mounts again: one call per form, e.g.
 * `useKeptForm({ form: \`inviteUser:${accountId}\`, values, dirty, restore: (kept) => reset({ ...values, ...kept }) })`.
 */
export function useKeptForm<V extends object>({ form, values, dirty, restore, secret = [] }: KeptFormOptions<V>): void {
  const latest = useRef({ values, dirty, secret, restore });
  useLayoutEffect(() => {
    latest.current = { values, dirty, secret, restore };
  });
  useLayoutEffect(() => {
    const storage = sessionDrafts();
    const kept = storage ? takeDraft(storage, form, Date.now()) : null;
    if (kept) latest.current.restore(matching(kept, latest.current.values));
  }, [form]);
  useEffect(
    () =>
      registerDraftKeeper(() => {
        const storage = sessionDrafts();
        const { values: now, dirty: changed, secret: hidden } = latest.current;
        if (storage && changed) keepDraft(storage, form, now, hidden, Date.now());
      }),
    [form],
  );
}

/** Whether a form has kept values waiting (a dialog that was open when the session ended opens again for them). */
export function hasKeptForm(form: string): boolean {
  const storage = sessionDrafts();
  return storage !== null && hasDraft(storage, form, Date.now());
}

/** The forms named `prefix…` with kept values waiting, e.g. the asset whose dispute dialog was open. */
export function keptFormsStartingWith(prefix: string): string[] {
  const storage = sessionDrafts();
  return storage ? draftsStartingWith(storage, prefix, Date.now()) : [];
}
