/** Event Timing (the INP measure) in the page: every interaction's events of 16 ms or more, read per interaction. */
import type { Page } from 'playwright-core';

/** An init script: records every event of 16 ms or more (the smallest threshold Chromium reports) that belongs to an interaction. */
export function observeEventTiming() {
  const w = window as unknown as { __events: { id: number; duration: number }[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) w.__events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** How many events are recorded so far: pass it to `longestInteractionSince`. */
export const recordedEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);

/**
 * The longest interaction since `from` (an index into the recorded events), 16 when none was recorded (shorter ones
 * are not reported). Event Timing reports an event once the frame after it is presented: this waits for that frame.
 */
export async function longestInteractionSince(page: Page, from: number): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const longest = await page.evaluate((start) => {
    const events = (window as unknown as { __events: { id: number; duration: number }[] }).__events.slice(start);
    return events.reduce((max, event) => Math.max(max, event.duration), 0);
  }, from);
  return Math.max(16, longest);
}
