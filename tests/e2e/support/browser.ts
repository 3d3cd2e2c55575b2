import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const appUrl = () => inject('appUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
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
  goto: (path: string) => Promise<void>;
}

/** A fresh context (fresh storage) that records console errors and contract violations. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  // bypassCSP: axe-core is injected as an inline script, which the app's policy forbids; csp.e2e.ts checks the policy.
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    hasTouch: options.touch ?? false,
    bypassCSP: true,
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
    await page.goto(`${appUrl()}${path}`, { waitUntil: 'networkidle' });
  };
  return { context, page, errors, violations, requests, goto };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core on the current page; returns serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
}
