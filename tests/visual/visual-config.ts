import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { VISUAL_TARGET } from './visual-target';

/**
 * Visual review of the stories (README "Visual review"). Each story test captures the story in light and dark
 * (.storybook/vitest.setup.ts) and compares with the committed baseline:
 *   stories/__visual__/<area>/<File.stories.tsx>/<Story>-<theme>.png
 * A difference writes `-reference`, `-actual` and `-diff` images side by side into
 *   test-results/visual/<area>/<File.stories.tsx>/
 * which CI keeps as an artifact.
 */
const BASELINE_DIR = 'stories/__visual__';
const DIFF_DIR = 'test-results/visual';

interface PathData {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
}

/** `stories/<area>` → `<area>`: the baselines mirror the stories' folders. */
const area = (testFileDirectory: string) => relative('stories', testFileDirectory);

export const resolveBaselinePath = ({ root, testFileDirectory, testFileName, arg, ext }: PathData) =>
  resolve(root, BASELINE_DIR, area(testFileDirectory), testFileName, `${arg}${ext}`);

export const resolveDiffPath = ({ root, testFileDirectory, testFileName, arg, ext }: PathData) =>
  resolve(root, DIFF_DIR, area(testFileDirectory), testFileName, `${arg}${ext}`);

/**
 * vitest writes the actual and diff images of a mismatch; this puts a copy of the reference beside them, so one
 * folder holds all three.
 */
const keepVisualReference: BrowserCommand<[name: string]> = async ({ testPath, project }, name) => {
  if (!testPath) return;
  const root = project.config.root;
  const data = {
    root,
    testFileDirectory: relative(root, dirname(testPath)),
    testFileName: basename(testPath),
    ext: '.png',
  };
  const target = resolveDiffPath({ ...data, arg: `${name}-reference` });
  await mkdir(dirname(target), { recursive: true });
  await copyFile(resolveBaselinePath({ ...data, arg: name }), target).catch(() => undefined);
};

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The marked element against its baseline, byte for byte: 'same', 'differs' or 'missing' (no approved screenshot yet:
 * a story added without `test:visual:update`). Chromium's PNG of unchanged pixels is the same file, so most stories
 * end here: one DevTools capture of the element's box, about 90 ms, where vitest's `toMatchScreenshot` took 200-300 ms
 * (Playwright's element screenshot first waits for the element to be stable, hides carets and checks fonts in every
 * frame; the setup has settled the page and hidden carets already). 'differs' sends the story to `toMatchScreenshot`,
 * which compares pixels (with tolerance under another Chromium), retries an unsettled page and writes the diff. So
 * does an element outside the window, which Playwright captures beyond the viewport.
 */
const compareVisualBaseline: BrowserCommand<[name: string]> = async (context, name) => {
  const { testPath, project } = context;
  if (!testPath) return 'missing';
  const root = project.config.root;
  const path = resolveBaselinePath({
    root,
    testFileDirectory: relative(root, dirname(testPath)),
    testFileName: basename(testPath),
    arg: name,
    ext: '.png',
  });
  const reference = await readFile(path).catch(() => null);
  if (!reference) return 'missing';
  const { page } = context;
  const box = await (await context.frame()).locator(`[${VISUAL_TARGET}]`).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport || box.x < 0 || box.y < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height)
    return 'differs';
  // The box Playwright captures: the element's, widened to whole pixels.
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const clip = { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y, scale: 1 };
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: false });
  return Buffer.from(data, 'base64').equals(reference) ? 'same' : 'differs';
};

export const visualCommands = { keepVisualReference, compareVisualBaseline };

/** Where the stories' screenshots and the Chromium version they were taken with live. */
export const BASELINE_INFO = join(BASELINE_DIR, 'chromium.json');
