import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser';

/**
 * The static Storybook as a designer opens it: built, served from disk with no network, one story of every file loaded
 * in Chromium. A story fails when it does not render, when rendering throws, when a file of the build is missing, or
 * when anything logs a console error (a Content-Security-Policy violation included: the app's policy must not reach
 * the catalogue).
 *
 * It renders stories without their `play` and without axe (`embed=true`, the a11y addon in manual mode): the `stories`
 * project of `npm test` already runs every story with its play, axe and the visual comparison, in the dev build. What
 * only this check sees is the static build itself: that each file's stories load from it, offline, without an error.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const STATIC_DIR = join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
};

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/storybook'), ['build', '-o', STATIC_DIR, '--quiet'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`storybook build exited ${code}`))));
  });
}

let browser: Browser;
let server: Server;
let base: string;
let entries: IndexEntry[];

/** Any request that leaves the machine is an error: the catalogue must work offline. */
async function offline(page: Page, external: string[]) {
  await page.route(/^(?!https?:\/\/127\.0\.0\.1)(https?|wss?):\/\//, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
}

interface StoryResult {
  id: string;
  status: string;
  errors: string[];
}

type Recorded = [event: string, payload: { storyId?: string; status?: string; message?: string; description?: string }];

/** Records Storybook's render events from the moment the preview creates its channel (the first story included). */
function recordStoryEvents() {
  const events: Recorded[] = [];
  (window as unknown as { __storyEvents: Recorded[] }).__storyEvents = events;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on: (event: string, listener: (payload: Recorded[1]) => void) => void }) => {
      channel = value;
      for (const event of [
        'storyFinished',
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
      ]) {
        value.on(event, (payload) => events.push([event, payload]));
      }
    },
  });
}

/** A story rendered as the catalogue shows it, but without its play function (`embed`) and without axe. */
const storyUrl = (id: string) => `${base}/iframe.html?id=${id}&viewMode=story&embed=true&globals=a11y.manual:!true`;

/** Chromium logs every 4xx/5xx answer as a console error; the stories' mock API answers errors on purpose. */
const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * Loads the preview once, then renders each story through Storybook's channel, as the catalogue's sidebar does, and
 * collects each story's outcome: STORY_FINISHED's status, thrown exceptions, console errors. A file missing from the
 * build (any answer ≥ 400 from the static server) fails the story that asked for it; the stories' own API calls are
 * answered by MSW and left alone.
 */
async function runStories(page: Page, ids: string[]): Promise<StoryResult[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !RESOURCE_STATUS.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !url.pathname.startsWith('/api/') && !response.fromServiceWorker()) {
      consoleErrors.push(`${response.status()} ${url.pathname}`);
    }
  });
  await page.addInitScript(recordStoryEvents);
  const results: StoryResult[] = [];
  for (const [index, id] of ids.entries()) {
    consoleErrors.length = 0;
    if (index === 0) {
      await page.goto(storyUrl(id));
    } else {
      await page.evaluate((storyId) => {
        (window as unknown as { __storyEvents: Recorded[] }).__storyEvents.length = 0;
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, p: unknown) => void } })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
    }
    const finished = await page
      .waitForFunction(
        (storyId) =>
          (window as unknown as { __storyEvents?: Recorded[] }).__storyEvents?.find(
            ([event, payload]) => event === 'storyFinished' && payload.storyId === storyId,
          )?.[1].status,
        id,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => 'timeout');
    const thrown = await page.evaluate(() =>
      (window as unknown as { __storyEvents: Recorded[] }).__storyEvents
        .filter(([event]) => event !== 'storyFinished')
        .map(([event, payload]) => `${event}: ${payload?.message ?? payload?.description ?? ''}`),
    );
    results.push({ id, status: finished, errors: [...thrown, ...consoleErrors.map((text) => `console: ${text}`)] });
  }
  return results;
}

describe('the static Storybook', () => {
  beforeAll(async () => {
    if (process.env.STANCE_SB_SKIP_BUILD !== '1') await build();
    server = await serve(STATIC_DIR);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    entries = Object.values(index.entries);
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('shows every area, the docs and the tokens in the sidebar, offline and with no error panel', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const external: string[] = [];
    const errors: string[] = [];
    await offline(page, external);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}/?path=/docs/introduction--docs`);
    const sidebar = page.locator('#storybook-explorer-tree');
    for (const group of [
      'Introduction',
      'Design tokens',
      'Platform',
      'Summary',
      'MDR',
      'Digital footprint',
      'Settings',
      'Shared',
    ]) {
      await sidebar.getByText(group, { exact: true }).first().waitFor();
    }
    await page
      .frameLocator('#storybook-preview-iframe')
      .getByRole('heading', { name: 'How visual changes are approved' })
      .waitFor();
    await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has docs pages for the shared pieces', () => {
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    for (const title of [
      'Shared/Data table',
      'Shared/Filter popup',
      'Shared/Search',
      'Shared/Drawer frame',
      'Shared/Dialog frame',
      'Shared/Toast',
      'Shared/Empty, loading and error states',
      'Design tokens',
    ]) {
      expect(docs).toContain(title);
    }
  });

  it("carries none of the app's Content-Security-Policy in its pages", () => {
    for (const file of ['index.html', 'iframe.html']) {
      expect(readFileSync(join(STATIC_DIR, file), 'utf8'), file).not.toMatch(/Content-Security-Policy/i);
    }
  });

  // One story of each file: every story file's chunk loads and renders from the static build. Every story, with its
  // play, axe and the visual comparison, is the `stories` project's job (npm test); rendering each again here cost
  // CI more than four minutes.
  it('renders one story of every file, offline, without an error or a console error', { timeout: 600_000 }, async () => {
    const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('!test'));
    const firstOfFile = new Map<string, string>();
    for (const story of stories) if (!firstOfFile.has(story.importPath)) firstOfFile.set(story.importPath, story.id);
    const external: string[] = [];
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await offline(page, external);
    const failures = (await runStories(page, [...firstOfFile.values()]))
      .filter((result) => result.status !== 'success' || result.errors.length > 0)
      .map((result) => `${result.id}: ${result.status} ${result.errors.join(' | ').slice(0, 400)}`);
    await page.close();
    expect(firstOfFile.size).toBeGreaterThan(40);
    expect(external).toEqual([]);
    expect(failures).toEqual([]);
  });
});
