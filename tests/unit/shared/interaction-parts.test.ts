import { describe, expect, it, vi } from 'vitest';
import {
  interactionPart,
  preloadInteractionParts,
  preloadInteractionPartsOnFirstInput,
} from '@/shared/overlay/interaction-parts';

/** A window with the listener API, an idle callback the test runs by hand and a clock the test moves. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const idle: (() => void)[] = [];
  const clock = { now: 0 };
  const target = {
    performance: { now: () => clock.now },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: () => 0,
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  const listening = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { win: target as unknown as Window, fire, runIdle, listening, clock };
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

  it('starts the parts a few milliseconds per idle callback, so that what the input queued runs in between', () => {
    const { win, fire, runIdle, clock } = fakeWindow();
    // Starting a part costs 3 ms of the main thread here; one idle callback goes on for 4 ms.
    const loads = [1, 2, 3].map((n) =>
      vi.fn(() => {
        clock.now += 3;
        return Promise.resolve(n);
      }),
    );
    for (const load of loads) interactionPart(load);
    preloadInteractionPartsOnFirstInput(win);
    fire('pointerdown');
    runIdle();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
    runIdle();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
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
});
