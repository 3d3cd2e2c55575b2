import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WatchedPage } from './browser';

/**
 * The mock's "now" (openapi/openapi.yaml): the contract's examples are dated from it. A test whose expectation depends
 * on today (an invitation's expiry, a 'Last 7 days' range) runs its page on this day, or it would fail as the real
 * calendar moves past the examples' dates.
 */
export const EXAMPLES_TODAY = new Date('2026-11-23T09:00:00Z');

/** expect.poll with room for a cold first load (the default gives up after 1 s). */
export const until = <T>(read: () => T | Promise<T>, timeout = 10_000): ReturnType<typeof expect.poll> =>
  expect.poll(read, { timeout, interval: 100 });

/**
 * Installs Playwright's fake clock (`page.clock.install`) with reduced motion asked for: Playwright's fake animation
 * frames can come after a drawer's or dialog's exit animation has ended (a loaded machine makes it likely), and Zag's
 * presence then keeps the closed part mounted for good; with reduced motion nothing animates (the theme's rule).
 */
export async function installClock(page: Page, options?: Parameters<Page['clock']['install']>[0]) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install(options);
}

/**
 * `until` for a state that comes after the app's own timers (a 5 s poll, retry delays): before each read the page's
 * clock moves on by `stepMs`, so those timers fire within a second of real time instead of being waited for. For
 * tests about what the timers bring, not about their interval. The test installs the clock first (`installClock`; it
 * flows as usual until stepped), best before the page's first navigation: timers and animation frames asked for
 * before the install are native ones the fake clock ignores when they are cleared (a poll's interval reads on for
 * good; a cancelled frame of a closing drawer still ran, and kept it mounted).
 */
export const untilWithClock = <T>(
  page: Page,
  read: () => T | Promise<T>,
  stepMs = 1_000,
  timeout = 10_000,
): ReturnType<typeof expect.poll> =>
  until(async () => {
    await page.clock.runFor(stepMs);
    return read();
  }, timeout);

/** A search param as the URL shows it (plain text). */
export function searchParam(page: Page, name: string): string | undefined {
  return new URL(page.url()).searchParams.get(name) ?? undefined;
}

/** A list param: the URL writes lists as plain comma lists (`?severity=critical,important`). */
export function searchList(page: Page, name: string): string[] | undefined {
  return searchParam(page, name)?.split(',');
}

/** No console error and no contract violation (optionally ignoring expected console lines). */
export function expectClean({ errors, violations }: WatchedPage, ignore: RegExp[] = []) {
  expect(errors.filter((line) => !ignore.some((pattern) => pattern.test(line)))).toEqual([]);
  expect(violations).toEqual([]);
}

/** Chromium's own console line for a response a test scripted to fail. */
export const SCRIPTED_500 = /Failed to load resource: the server responded with a status of 500/;
