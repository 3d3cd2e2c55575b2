import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../../support/chromium';
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
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS });
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
  /**
   * Every /api request the app made, as "METHOD path", once its answer is in. Playwright reports an answer after the
   * page may already have acted on it, so a test reads this with `until`, not right after what the answer caused.
   */
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

/** A fresh context (fresh storage) that records console errors and contract violations. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    hasTouch: options.touch ?? false,
  });
  await context.addInitScript(
    ({ theme, scenario }) => {
      if (!sessionStorage.getItem('e2e.init')) {
        sessionStorage.setItem('e2e.init', '1');
        if (theme) localStorage.setItem('theme', theme);
        if (scenario) sessionStorage.setItem('stance.scenario', scenario);
      }
    },
    { theme: options.theme ?? 'light', scenario: options.scenario ?? null },
  );
  const page = await context.newPage();
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

/**
 * The animations that run for ever on the page now (a loading skeleton's pulse, a live dot's ping), by animation name
 * and element. A settled page has none: endless motion beside content fails WCAG 2.2.2 and keeps the page redrawing.
 */
export function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = a instanceof CSSAnimation ? a.animationName : 'transition';
        return `${name} on ${target?.getAttribute('data-testid') ?? target?.tagName.toLowerCase() ?? 'unknown'}`;
      }),
  );
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
  // Colours are checked once every fade has ended (content switched in a drawer fades in): they are brought to their
  // end rather than waited for (a live dot pings for seconds); endless ones (a skeleton's pulse) do not count.
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) continue;
      try {
        a.finish();
      } catch {
        // One that cannot end (paused at rate 0) is left to the wait below.
      }
    }
  });
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
