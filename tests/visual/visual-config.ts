import { access, copyFile, mkdir } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

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

/** Whether the story has an approved screenshot yet (a story added without `test:visual:update` has none). */
const hasVisualBaseline: BrowserCommand<[name: string]> = async ({ testPath, project }, name) => {
  if (!testPath) return false;
  const root = project.config.root;
  const path = resolveBaselinePath({
    root,
    testFileDirectory: relative(root, dirname(testPath)),
    testFileName: basename(testPath),
    arg: name,
    ext: '.png',
  });
  return access(path).then(
    () => true,
    () => false,
  );
};

export const visualCommands = { keepVisualReference, hasVisualBaseline };

/** Where the stories' screenshots and the Chromium version they were taken with live. */
export const BASELINE_INFO = join(BASELINE_DIR, 'chromium.json');
