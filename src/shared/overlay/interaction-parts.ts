/**
 * Interaction-only UI (the dialog and drawer frames, menus, the filter popup, the toast region) is left out of the
 * first load (issue #13's budget) and loads when first used. Each owner registers its lazily loaded part here; so that
 * the first menu, dialog or drawer still opens at once, every registered part is fetched when the browser is idle
 * after the user's first input (a pointer move, touch, key or wheel), and a part registered after that input (its
 * route's code came later) when it is registered. A person gets it long before a click; the first render never waits
 * for it.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const parts = new Set<() => Promise<unknown>>();
/**
 * Set at the first input: loads a part registered after it once the browser is idle (a route's code that arrived
 * after the input registers its parts then; left waiting for a click, a campaign's row menu opened empty).
 */
let loadLate: ((load: () => Promise<unknown>) => void) | undefined;

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
  loadLate?.(once);
  return Object.assign(once, { current: () => value });
}

/**
 * A component whose code is an interaction part. It renders nothing until the code is there, then the component: an
 * instance mounted after the preload renders at once, and an earlier one as soon as the code arrives. Not React.lazy:
 * a boundary that showed its fallback reveals its content no sooner than 300 ms later (React's throttle), which made
 * a first menu or drawer wait that long for code that had arrived in 50 ms.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while the code loads (the drawer's add panel, which has no other content). */
  placeholder: ReactNode = null,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const part = interactionPart(load);
  function LazyPart(props: P) {
    const [Loaded, setLoaded] = useState(() => part.current());
    useEffect(() => {
      if (Loaded) return undefined;
      let mounted = true;
      void part().then((component) => mounted && setLoaded(() => component));
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    return Loaded ? createElement(Loaded, props) : placeholder;
  }
  return Object.assign(LazyPart, { preload: part });
}

/** Loads every registered part now (stories, which must not depend on timing). */
export function preloadInteractionParts(): Promise<unknown[]> {
  return Promise.all([...parts].map((load) => load()));
}

const FIRST_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * How long one idle callback goes on starting parts. Starting one costs a few milliseconds (Vite's preload helper
 * adds a link per chunk it needs); all of them in one callback made a 72-85 ms task (traced, production build), and
 * the answer to a request the same click had sent waited behind it (the score history's year: 20-26 ms from its
 * answer to its markers without it, 35-62 ms with it).
 */
const SLICE_MS = 4;

/** Starts `loads` a slice at a time, each slice in an idle callback of its own. */
function loadInSlices(loads: (() => unknown)[], whenIdle: (callback: () => void) => void, now: () => number) {
  const slice = () => {
    const end = now() + SLICE_MS;
    while (loads.length > 0 && now() < end) void loads.shift()!();
    if (loads.length > 0) whenIdle(slice);
  };
  whenIdle(slice);
}

export function preloadInteractionPartsOnFirstInput(target: Window = window): void {
  const whenIdle = (callback: () => void) =>
    (target.requestIdleCallback ?? ((later: () => void) => target.setTimeout(later, 1)))(callback);
  const start = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, true);
    loadLate = (load) => whenIdle(() => void load());
    loadInSlices([...parts], whenIdle, () => target.performance.now());
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, { capture: true, passive: true });
}
