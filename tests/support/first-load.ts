// The JavaScript a first visit of a route loads: every .js response until the network is idle, with its gzip size.
// Shared by the budget check (tests/e2e/budget.e2e.ts) and `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

interface LoadedScript {
  name: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  scripts: LoadedScript[];
  /** Gzip bytes of every script. */
  gzip: number;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const QUIET_MS = 1500;

/**
 * Opens `path` in a fresh context (empty cache), waits for the page's heading and then for the network to stay quiet
 * for 1.5 s, and sums the scripts loaded by then. (Playwright's `networkidle` alone can fire while the main bundle still
 * runs on a busy machine, before the app has asked for anything.) `browser` is a Browser, or the e2e fixture's
 * `{ newContext }`, which also closes the context when the measurement fails.
 */
export async function measureFirstLoad(browser: Pick<Browser, 'newContext'>, baseUrl: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<LoadedScript | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          name: url.pathname.replace(/^\/assets\//, ''),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${path}: the network never went quiet`);
    await page.waitForTimeout(100);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  return { path, scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
}

/** Which of `packages` a built chunk contains (node_modules/<name>/ among its source map's sources). */
export function packagesIn(distDir: string, chunk: string, packages: readonly string[]): string[] {
  const mapFile = `${distDir}/assets/${chunk}.map`;
  if (!existsSync(mapFile)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
  const files = sources.map((source) => resolve(dirname(mapFile), source));
  return packages.filter((name) => files.some((file) => file.includes(`/node_modules/${name}/`)));
}
