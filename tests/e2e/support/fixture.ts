/**
 * The e2e tests' `test`: fixtures that give a test its pages and close them after it, whatever its outcome (a close at
 * the end of a test body was skipped by a failing assertion and left the context open for the rest of the file).
 * Tests take what they need by name: `test('…', async ({ open }) => { const { page, goto } = await open(); … })`;
 * with cases, `test.for(cases)('…', async (item, { open }) => …)` (`test.each` passes no fixtures).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { test as base } from 'vitest';
import { launchBrowser, openPage, type PageOptions, type WatchedPage } from './browser';

/**
 * Closes what a test opened (`provide` returns after the test, passed or failed); one already closed is no error. The
 * test's route handlers go first, their errors ignored: one still answering a read when the test ends (its response
 * disposed by the close) would otherwise reject after the test, as an unhandled error of the run.
 */
const closeAll = (contexts: BrowserContext[]) =>
  Promise.all(
    contexts.map(async (context) => {
      await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined)));
      await context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
      await context.close().catch(() => undefined);
    }),
  );

export const test = base.extend<{
  $file: {
    /** One Chromium per file (as many as files run at once), closed when the file is done. */
    browser: Browser;
  };
  $test: {
    /** A watched page in a fresh context (`openPage`); every context it opened is closed after the test. */
    open: (options?: PageOptions) => Promise<WatchedPage>;
    /** A bare context for a test that sets up its pages itself (CSP report included); closed after the test. */
    newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  };
}>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
    async ({}, provide) => {
      const browser = await launchBrowser();
      // `provide` returns when the file is done, passed or failed.
      await provide(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  open: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      const watched = await openPage(browser, options);
      opened.push(watched.context);
      return watched;
    });
    await closeAll(opened);
  },
  newContext: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    await closeAll(opened);
  },
});
