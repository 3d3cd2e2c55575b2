/**
 * Interaction-only UI (the dialog and drawer frames, menus, the filter popup, the toast region) is left out of the
 * first load (issue #13's budget) and loads when first used. Each owner registers its lazily loaded part here; so that
 * the first menu, dialog or drawer still opens at once, every registered part is fetched when the browser is idle
 * after the user's first input (a pointer move, touch, key or wheel). A person gets it long before a click; the first
 * render never waits for it.
 */
const parts = new Set<() => Promise<unknown>>();

/** Registers `load` (called once; later calls share the result) and returns it, e.g. for React.lazy. */
export function interactionPart<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const once = () => (loading ??= load());
  parts.add(once);
  return once;
}

/** Loads every registered part now (stories, which must not depend on timing). */
export function preloadInteractionParts(): Promise<unknown[]> {
  return Promise.all([...parts].map((load) => load()));
}

const FIRST_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export function preloadInteractionPartsOnFirstInput(target: Window = window): void {
  const start = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, true);
    const whenIdle = target.requestIdleCallback ?? ((callback: () => void) => target.setTimeout(callback, 1));
    whenIdle(() => void preloadInteractionParts());
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, { capture: true, passive: true });
}
