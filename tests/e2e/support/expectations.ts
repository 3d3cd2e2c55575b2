import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WatchedPage } from './browser';

/** expect.poll with room for a cold first load (the default gives up after 1 s). */
export const until = <T>(read: () => T | Promise<T>, timeout = 10_000): ReturnType<typeof expect.poll> =>
  expect.poll(read, { timeout, interval: 100 });

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
