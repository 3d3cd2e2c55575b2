import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WatchedPage } from './browser';

/** expect.poll with room for a cold first load (the default gives up after 1 s). */
export const until = <T>(read: () => T | Promise<T>, timeout = 10_000): ReturnType<typeof expect.poll> =>
  expect.poll(read, { timeout, interval: 100 });

/** A search param as the router writes it (arrays are JSON). */
export function searchParam(page: Page, name: string): unknown {
  const value = new URL(page.url()).searchParams.get(name);
  if (value === null) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** No console error and no contract violation (optionally ignoring expected console lines). */
export function expectClean({ errors, violations }: WatchedPage, ignore: RegExp[] = []) {
  expect(errors.filter((line) => !ignore.some((pattern) => pattern.test(line)))).toEqual([]);
  expect(violations).toEqual([]);
}

/** Chromium's own console line for a response a test scripted to fail. */
export const SCRIPTED_500 = /Failed to load resource: the server responded with a status of 500/;
