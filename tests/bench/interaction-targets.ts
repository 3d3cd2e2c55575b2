/** Issue #30's interaction targets and the verdict the interactions benchmark prints (pure, unit-tested). */
import type { Figure } from './bench-support';

/** The CPU slow-down of the second pass (Emulation.setCPUThrottlingRate; Lighthouse's mobile preset uses 4). */
export const THROTTLED_RATE = 4;

/** Unthrottled: median and max; slowed 4×: median (INP "good"). ms. */
export const INTERACTION_TARGETS = { median: 50, max: 100, throttledMedian: 200 } as const;

/** '✓' when every target is held, else '✗' and each figure over its target. */
export function interactionVerdict(plain: Figure, throttled: Figure): { ok: boolean; text: string } {
  const misses = [
    plain.median > INTERACTION_TARGETS.median ? `median ${plain.median.toFixed(0)} > ${INTERACTION_TARGETS.median}` : null,
    plain.max > INTERACTION_TARGETS.max ? `max ${plain.max.toFixed(0)} > ${INTERACTION_TARGETS.max}` : null,
    throttled.median > INTERACTION_TARGETS.throttledMedian
      ? `${THROTTLED_RATE}× median ${throttled.median.toFixed(0)} > ${INTERACTION_TARGETS.throttledMedian}`
      : null,
  ].filter((miss) => miss !== null);
  return misses.length ? { ok: false, text: `✗ ${misses.join(', ')}` } : { ok: true, text: '✓' };
}
