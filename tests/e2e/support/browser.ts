import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { until } from './expectations';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const appUrl = () => inject('appUrl');

/**
 * Every page of every test runs under the app's Content-Security-Policy (vite preview sends the header): no context
 * bypasses it. Each context reports the violations its pages see; the e2e project's setup file
 * (support/csp-setup.ts) fails the test that caused one. Pages also log them as console errors.
 */
const cspViolations: string[] = [];

/** The violations reported since the last call (and forgets them). */
export const takeCspViolations = () => cspViolations.splice(0);

async function reportCspViolations(context: BrowserContext) {
  await context.exposeBinding('__stanceCspViolation', ({ page }, text: string) => cspViolations.push(`${page.url()}: ${text}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __stanceCspViolation: (text: string) => void }).__stanceCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Every context, also those a test makes itself (browser.newPage makes one too), reports its CSP violations.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await reportCspViolations(context);
    return context;
  };
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  theme?: 'light' | 'dark';
  scenario?: string;
  /** A touch screen, so that `locator.tap()` works (phones). */
  touch?: boolean;
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Prism's sl-violations header for any /api request the app made. */
  violations: string[];
  /** Every /api request the app made, as "METHOD path". */
  requests: string[];
  /** Opens the app's `path` and waits until it has rendered and its network is quiet (see `settled`). */
  goto: (path: string) => Promise<void>;
}

/** Network activity per watched page, for `settled`. */
const activity = new WeakMap<Page, { inFlight: number; last: number }>();

/** How long the network must stay quiet: the gap between one answer and the request it leads to is far shorter. */
const QUIET_MS = 150;

/**
 * Waits until no request of the page is in flight and none has started or ended for QUIET_MS: the app has asked
 * for what the page shows and has it. Playwright's `networkidle` waits 500 ms for the same; tests then wait for the
 * state they need (page objects' `ready()`, `until`).
 */
async function settled(page: Page, timeoutMs = 30_000): Promise<void> {
  const network = activity.get(page);
  if (!network) throw new Error('settled() needs a page made by openPage()');
  const deadline = Date.now() + timeoutMs;
  while (network.inFlight > 0 || Date.now() - network.last < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network never went quiet on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Watches `page` for one test: fresh lists of console errors, contract violations and /api requests, and the network
 * activity `settled` reads.
 */
function watch(context: BrowserContext, page: Page): WatchedPage {
  const network = { inFlight: 0, last: Date.now() };
  activity.set(page, network);
  const ended = () => {
    network.inFlight--;
    network.last = Date.now();
  };
  page.on('request', () => {
    network.inFlight++;
    network.last = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const errors: string[] = [];
  const violations: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    requests.push(`${response.request().method()} ${url.pathname}`);
    const header = response.headers()['sl-violations'];
    if (header) violations.push(`${response.request().method()} ${url.pathname}: ${header}`);
  });
  const goto = async (path: string) => {
    await page.goto(`${appUrl()}${path}`, { waitUntil: 'load' });
    // The app has rendered (every screen has an h1, the mock sign-in pages too; an error screen is an alert), then
    // it has what it asked for.
    await page.locator('h1, [role="alert"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await settled(page);
  };
  return { context, page, errors, violations, requests, goto };
}

/** A blank document of the app's origin, answered by the test itself (no favicon request: its icon is inline). */
const START_PATH = '/__e2e__/start';

/**
 * Gives the app's origin the storage a test starts from: empty, with the theme and scenario asked for. Written from a
 * blank same-origin document, so nothing of the app runs or reads it first (and a used tab's app is gone).
 */
async function startStorage(page: Page, options: PageOptions) {
  const start = `${appUrl()}${START_PATH}`;
  await page.route(start, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>start</title><link rel="icon" href="data:,">' }),
  );
  await page.goto(start);
  await page.unroute(start);
  await page.evaluate(
    ({ theme, scenario }) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('theme', theme);
      if (scenario) sessionStorage.setItem('stance.scenario', scenario);
    },
    { theme: options.theme ?? 'light', scenario: options.scenario ?? null },
  );
}

const contextOptions = (options: PageOptions) => ({
  viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
  hasTouch: options.touch ?? false,
});

/** A fresh context (fresh storage and cache) that records console errors and contract violations. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(contextOptions(options));
  const page = await context.newPage();
  await startStorage(page, options);
  return watch(context, page);
}

/**
 * One tab per browser that tests take in turn. A new tab costs Chromium a renderer and a cold start of the app's
 * code (measured on the 2-core machine, a load of a console page: 2.8-4.3 s of CPU in a new context, 1.5-2.7 s as a
 * reload of a used tab, whose code cache is warm). Between tests it is reset to what a fresh context gives a test:
 * no cookies (the mock's per-browser state is a cookie), empty storage, no routes, listeners or other pages. A test
 * that changes what cannot be reset (the clock, media emulation, init scripts, permissions, headers) or downloads
 * taints it, and it is closed after that test; so is it after a failed test.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  tainted: boolean;
}

const tabs = new WeakMap<Browser, Tab>();

/** Methods whose effect outlives a test (Playwright cannot undo them): calling one taints the tab. */
const LASTING = {
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'grantPermissions',
    'setExtraHTTPHeaders',
    'setOffline',
    'setGeolocation',
    'setHTTPCredentials',
  ],
  page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setExtraHTTPHeaders'],
  clock: ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'],
} as const;

function taintOnLastingCalls(tab: Tab) {
  const wrap = (target: object, names: readonly string[]) => {
    for (const name of names) {
      const record = target as Record<string, (...args: unknown[]) => unknown>;
      const original = record[name]!.bind(target);
      record[name] = (...args: unknown[]) => {
        tab.tainted = true;
        return original(...args);
      };
    }
  };
  wrap(tab.context, LASTING.context);
  wrap(tab.page, LASTING.page);
  wrap(tab.context.clock, LASTING.clock);
}

/** The browser's shared tab, reset and sized for this test (a new one when there is none or `options` need a context). */
export async function takeTab(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  let tab = tabs.get(browser);
  if (!tab) {
    const context = await browser.newContext(contextOptions({}));
    tab = { context, page: await context.newPage(), tainted: false };
    taintOnLastingCalls(tab);
    tabs.set(browser, tab);
  }
  // The window in front, as a new page's is: a test before may have opened (and closed) windows of its own, and the
  // clipboard answers only the focused one.
  await tab.page.bringToFront();
  await tab.page.setViewportSize(contextOptions(options).viewport);
  await startStorage(tab.page, options);
  // Chromium counts a tab's downloads (a later one without the click's activation may be held back): a test that
  // downloads leaves the next one a fresh tab.
  const used = tab;
  tab.page.on('download', () => {
    used.tainted = true;
  });
  return watch(tab.context, tab.page);
}

/** Resets the shared tab after a test, or closes it (tainted, failed, or not resettable). */
export async function releaseTab(browser: Browser, testFailed: boolean) {
  const tab = tabs.get(browser);
  if (!tab) return;
  try {
    if (tab.tainted || testFailed || tab.page.isClosed()) throw new Error('not reusable');
    await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
    await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
    tab.page.removeAllListeners();
    await Promise.all(
      tab.context
        .pages()
        .filter((page) => page !== tab.page)
        .map((page) => page.close()),
    );
    await tab.context.clearCookies();
  } catch {
    tabs.delete(browser);
    await tab.context.close().catch(() => undefined);
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core on the current page, once its network is quiet; returns serious and critical violations. axe is evaluated
 * through the DevTools protocol, which the page's `script-src` does not govern (an inline <script> would be blocked).
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (activity.has(page)) await settled(page);
  // Colours are checked once every fade has ended (content switched in a drawer fades in); endless ones (a skeleton's
  // pulse) do not count.
  await until(() =>
    page.evaluate(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    ),
  ).toBe(true);
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
}
