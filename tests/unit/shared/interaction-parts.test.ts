import { describe, expect, it, vi } from 'vitest';
import {
  interactionPart,
  preloadInteractionParts,
  preloadInteractionPartsOnFirstInput,
} from '@/shared/overlay/interaction-parts';

/** A window with the listener API and an idle callback the test runs by hand. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const idle: (() => void)[] = [];
  const target = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: () => 0,
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
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
});
