import { useBlocker } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * 'Discard changes?' (issue #26 points 4 and 13): a form with changes inside a drawer or a dialog asks before it is
 * closed (Escape, outside click, the close button, Cancel) or left (a route change, the drawer's Prev/Next, browser
 * back); never when nothing was typed. The frames (DrawerFrame, DialogFrame) hold the scope; a form calls
 * `useDiscardGuard(dirty)` once. Nothing renders or runs until a form has changes: the route blocker is registered
 * only then, and the prompt's dialog code loads on its first use.
 */

const DISCARD_TEXT = {
  title: 'Discard changes?',
  body: 'What you entered in this form will be lost.',
  discard: 'Discard',
  keep: 'Keep editing',
} as const;

interface TrackedForm {
  dirty: boolean;
  /** Saved or discarded: leaving no longer asks, until the form has changes again. */
  released: boolean;
}

interface DiscardScope {
  /** The form whose changes this frame protects (one per frame); returns its untracking. */
  track: (form: TrackedForm) => () => void;
  hasChanges: () => boolean;
  /** Asks when the form has changes; resolves whether leaving is fine (true at once without changes). */
  confirmLeave: () => Promise<boolean>;
  /** The frame's close, asking first when the form has changes. */
  requestClose: () => void;
}

const ScopeContext = createContext<DiscardScope | null>(null);

/**
 * A frame's scope. `close` is how the frame closes: for the drawer a navigation, which the form's route blocker
 * already asks about, so `asks` is false; for a dialog its onClose, asked about here.
 */
export function useDiscardScope(close: () => void, asks: boolean): { scope: DiscardScope; prompt: ReactNode } {
  const form = useRef<TrackedForm | null>(null);
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (leave: boolean) => void } | null>(null);
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  const scope = useMemo<DiscardScope>(() => {
    const hasChanges = () => Boolean(form.current?.dirty && !form.current.released);
    const confirmLeave = () => {
      if (!hasChanges()) return Promise.resolve(true);
      if (!pending.current) {
        let resolve!: (leave: boolean) => void;
        const promise = new Promise<boolean>((done) => (resolve = done));
        pending.current = { promise, resolve };
        setAsking(true);
      }
      return pending.current.promise;
    };
    return {
      track: (tracked) => {
        form.current = tracked;
        return () => {
          if (form.current === tracked) form.current = null;
        };
      },
      hasChanges,
      confirmLeave,
      requestClose: () => {
        if (!asks || !hasChanges()) return closeRef.current();
        void confirmLeave().then((leave) => leave && closeRef.current());
      },
    };
  }, [asks]);

  const answer = useCallback((leave: boolean) => {
    if (leave && form.current) form.current.released = true;
    pending.current?.resolve(leave);
    pending.current = null;
    setAsking(false);
  }, []);

  const prompt = (
    <ConfirmDialog
      open={asking}
      title={DISCARD_TEXT.title}
      body={DISCARD_TEXT.body}
      confirmLabel={DISCARD_TEXT.discard}
      cancelLabel={DISCARD_TEXT.keep}
      tone="danger"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { scope, prompt };
}

export function DiscardScopeProvider({ scope, children }: { scope: DiscardScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

interface Place {
  pathname: string;
  search: object;
}

/** A navigation leaves the form when it changes the page or the drawer's panel or item. */
export function leavesForm(current: Place, next: Place): boolean {
  const drawer = (place: Place) => {
    const search = place.search as { panel?: unknown; item?: unknown };
    return `${String(search.panel)}\u0000${String(search.item)}`;
  };
  return current.pathname !== next.pathname || drawer(current) !== drawer(next);
}

export interface DiscardGuard {
  /** The frame's close, asking 'Discard changes?' first when the form has changes (a Cancel button). */
  requestClose: () => void;
  /** The changes were saved (or are gone): the close that follows does not ask. */
  release: () => void;
}

/**
 * A form inside a drawer or a dialog frame tells it whether it has changes: one call per form, e.g.
 * `const guard = useDiscardGuard(hasChanges(values, start))`. While it has changes, closing the frame or navigating
 * away from the page or the drawer's item asks first. Outside a frame it does nothing.
 */
export function useDiscardGuard(dirty: boolean): DiscardGuard {
  const scope = useContext(ScopeContext);
  const form = useRef<TrackedForm>({ dirty, released: false });
  useLayoutEffect(() => {
    // A fresh round of changes is protected again after a release.
    if (dirty && !form.current.dirty) form.current.released = false;
    form.current.dirty = dirty;
  }, [dirty]);
  useLayoutEffect(() => scope?.track(form.current), [scope]);

  const shouldBlockFn = useCallback(
    async ({ current, next }: { current: Place; next: Place }) => {
      if (!leavesForm(current, next) || !form.current.dirty || form.current.released) return false;
      return !(await (scope ? scope.confirmLeave() : Promise.resolve(true)));
    },
    [scope],
  );
  useBlocker({ shouldBlockFn, disabled: !dirty || !scope, enableBeforeUnload: false });

  return useMemo(
    () => ({
      requestClose: () => scope?.requestClose(),
      release: () => {
        form.current.released = true;
      },
    }),
    [scope],
  );
}
