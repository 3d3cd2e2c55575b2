/**
 * Interaction-only UI (the dialog and drawer frames, menus, the filter popup, the toast region) is left out of the
 * first load (issue #13's budget) and loads when first used. Each owner registers its lazily loaded part here; so that
 * the first menu, dialog or drawer still opens at once, every registered part is fetched when the browser is idle
 * after the user's first input (a pointer move, touch, key or wheel). A person gets it long before a click; the first
 * render never waits for it.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

const parts = new Set<() => Promise<unknown>>();

export interface InteractionPart<T> {
  /** Loads the part (once; later calls share the result). */
  (): Promise<T>;
  /** The part if it has loaded, else undefined. */
  current: () => T | undefined;
}

/** Registers `load` with the first-input preload and returns it. */
export function interactionPart<T>(load: () => Promise<T>): InteractionPart<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const once = () =>
    (loading ??= load().then((loaded) => {
      value = loaded;
      return loaded;
    }));
  parts.add(once);
  return Object.assign(once, { current: () => value });
}

/**
 * A component whose code is an interaction part: like React.lazy (suspends until loaded, then renders), but an
 * instance mounted once the code is there renders at once instead of suspending for a tick, so a dialog, menu or
 * drawer content opened after the preload shows in the same frame. An instance keeps the way it mounted, so it is
 * never remounted (and never loses what the user typed) when the code arrives.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const part = interactionPart(load);
  const Lazy = lazy(() => part().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    const [Loaded] = useState(() => part.current());
    return createElement(Loaded ?? Lazy, props);
  }
  return Object.assign(LazyPart, { preload: part });
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
