import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { describe, expect } from 'vitest';
import { budget } from '../support/budget';
import { appUrl } from './support/browser';
import { test } from './support/fixture';

/** A context that honours the policy (no bypass) and records every violation the page reports. */
async function strictContext(
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>,
  theme: 'light' | 'dark',
): Promise<BrowserContext> {
  const context = await newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((stored) => {
    localStorage.setItem('theme', stored);
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  }, theme);
  return context;
}

describe('Content-Security-Policy (preview serves the header, index.html carries the <meta> fallback)', () => {
  test('is sent as a header and written into index.html, with no unsafe-eval and no inline script', async () => {
    const response = await fetch(`${appUrl()}/`);
    const header = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(header).toMatch(/script-src 'self'(;|$)/);
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toContain('unsafe-eval');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    // Every script in the page has a src: nothing inline.
    expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => / src=/.test(tag))).toBe(true);
  });

  test.for(Object.keys(budget.routes))('%s runs with no violation and no console error', async (path, { newContext }) => {
    const context = await strictContext(newContext, 'light');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.goto(`${appUrl()}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Chakra's styles (Emotion writes <style> elements at run time) applied: the heading has the theme's font.
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toContain('Inter');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the stored theme applies before the app runs (the blocking theme script, not the bundle)', async ({ newContext }) => {
    const context = await strictContext(newContext, 'dark');
    const page = await context.newPage();
    // Without the app's bundle, only /theme-init.js can have set the theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${appUrl()}/`, { waitUntil: 'domcontentloaded' });
    const root = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      scheme: document.documentElement.style.colorScheme,
      background: getComputedStyle(document.documentElement).backgroundColor,
    }));
    expect(root).toEqual({ dark: true, scheme: 'dark', background: 'rgb(11, 13, 18)' });
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
