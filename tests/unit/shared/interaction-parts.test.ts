import { describe, expect, it, vi } from 'vitest';
import {
  interactionPart,
  preloadInteractionParts,
  preloadInteractionPartsOnFirstInput,
} from '@/shared/overlay/interaction-parts';

/** The module anew: no part registered by another test. */
async function freshParts() {
  vi.resetModules();
  return import('@/shared/overlay/interaction-parts');
}

/** A window with the listener API and an idle callback the test runs by hand. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const idle: IdleRequestCallback[] = [];
  const target = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
    setTimeout: () => 0,
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  /** Runs the idle callbacks asked for so far, each with `remaining` ms of its idle period left. */
  const runIdle = (remaining = 50) =>
    idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => remaining }));
  const listening = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { win: target as unknown as Window, fire, runIdle, listening };
}

describe('interaction parts', () => {
  it('load once, however often they are asked for', async () => {
    const load = vi.fn(async () => 'module');
    const part = interactionPart(load);
    await expect(Promise.all([part(), part()])).resolves.toEqual(['module', 'module']);
    await preloadInteractionParts();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load nothing until the first input, then every part once the browser is idle, and stop listening', () => {
    const load = vi.fn(async () => 'module');
    interactionPart(load);
    const { win, fire, runIdle, listening } = fakeWindow();
    preloadInteractionPartsOnFirstInput(win);
    expect(listening()).toBe(5);
    runIdle();
    expect(load).not.toHaveBeenCalled();

    fire('pointermove');
    expect(load).not.toHaveBeenCalled();
    expect(listening()).toBe(0);
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'])('%s counts as the first input', (type) => {
    const load = vi.fn(async () => 'module');
    interactionPart(load);
    const { win, fire, runIdle } = fakeWindow();
    preloadInteractionPartsOnFirstInput(win);
    fire(type);
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part registered after the first input (its route came later) loads once the browser is idle', () => {
    const { win, fire, runIdle } = fakeWindow();
    preloadInteractionPartsOnFirstInput(win);
    fire('pointermove');
    runIdle();
    const late = vi.fn(async () => 'route part');
    interactionPart(late);
    expect(late).not.toHaveBeenCalled();
    runIdle();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('start as many parts as an idle period leaves time for, at least one, and the rest in the next periods', async () => {
    const fresh = await freshParts();
    const loads = [1, 2, 3, 4].map((n) => vi.fn(async () => `part ${n}`));
    for (const load of loads) fresh.interactionPart(load);
    const { win, fire, runIdle } = fakeWindow();
    fresh.preloadInteractionPartsOnFirstInput(win);
    fire('keydown');
    const started = () => loads.filter((load) => load.mock.calls.length > 0).length;
    // A period with no time left still starts one.
    runIdle(0);
    expect(started()).toBe(1);
    runIdle(1);
    expect(started()).toBe(2);
    // A long period starts the rest; nothing more is asked for.
    runIdle(40);
    expect(started()).toBe(4);
    runIdle(40);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('a part registered while others wait joins the queue', async () => {
    const fresh = await freshParts();
    const first = vi.fn(async () => 'first');
    fresh.interactionPart(first);
    fresh.interactionPart(vi.fn(async () => 'second'));
    const { win, fire, runIdle } = fakeWindow();
    fresh.preloadInteractionPartsOnFirstInput(win);
    fire('wheel');
    const late = vi.fn(async () => 'late');
    fresh.interactionPart(late);
    runIdle(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    runIdle(0);
    runIdle(0);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
