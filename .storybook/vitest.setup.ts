// Story tests: the addon applies the preview and addon annotations itself (Storybook ≥ 10.3). This file adds what
// only the test run needs: a fixed clock, seeded mock data, and the visual comparison of every story.
import { faker } from '@faker-js/faker';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import baseline from '../stories/__visual__/chromium.json';
import { applyColorMode, type ColorMode } from '@/features/platform/theme/color-mode';
import { clearToasts } from '@/shared/toast/toaster';
import { stopStoryClients } from '../stories/support/providers';
import { VISUAL_TARGET } from '../tests/visual/visual-target';

declare module 'vitest/browser' {
  interface BrowserCommands {
    keepVisualReference: (name: string) => Promise<void>;
    compareVisualBaseline: (name: string) => Promise<'same' | 'differs' | 'missing'>;
  }
}

/** The day the stories live in: relative dates ("3 days ago") render the same on every run. */
const FIXED_NOW = new Date('2026-11-23T09:00:00Z');
const FAKER_SEED = 20_261_123;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW, shouldAdvanceTime: true });
  faker.seed(FAKER_SEED);
  // Toasts live in a module-level store: one story's toast must not show in the next story.
  await clearToasts();
});
// Registered first, so it runs after the visual check (afterEach hooks run in reverse order).
afterEach(() => {
  vi.useRealTimers();
  stopStoryClients();
});

const THEMES: readonly ColorMode[] = ['light', 'dark'];
// On in every story run (npm test, test:stories, test:visual); VITE_STANCE_VISUAL=off skips it while iterating.
const VISUAL = import.meta.env.VITE_STANCE_VISUAL !== 'off';
/** `npm run test:visual:update` writes missing baselines; other runs only report them (README "Visual review"). */
const UPDATE = import.meta.env.VITE_STANCE_VISUAL === 'update';

/**
 * Baselines are taken with one Chromium (stories/__visual__/chromium.json). Under another major version the
 * comparison still runs but absorbs rendering noise (anti-aliasing, font hinting) and fails only on a visible change
 * of more than 1% of the pixels; the run prints a warning (tests/visual/global-setup.ts) until the baselines are
 * retaken. See README "Visual review".
 */
const chromiumMajor = /Chrome\/(\d+)/.exec(navigator.userAgent)?.[1];
const tolerant = chromiumMajor !== String(baseline.major);
const comparatorOptions = tolerant
  ? { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 }
  : { threshold: 0.1, allowedMismatchedPixels: 0 };

const NO_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

// No motion in any story, from its first frame: a play checks what a popup or drawer shows, not its fade-in (an
// element still at opacity 0 is not visible yet), and the captures need the same. A 0 s animation still ends
// (animationend), so Zag's presence mounts and unmounts as usual.
const noMotion = document.createElement('style');
noMotion.textContent = NO_MOTION;
document.head.append(noMotion);

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-scope="toast"]';

const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;

/**
 * What a story shows: its root element; with one dialog or drawer open, that dialog or drawer alone (the page behind
 * it is another story's capture, and a whole 1440 px page per drawer would put the baselines over their size limit);
 * with a menu, listbox, tooltip, toast or several overlays, the whole page, since their place on it is what they show.
 */
function captureTarget(): Element {
  const overlays = [...document.querySelectorAll(OVERLAY)].filter(visible);
  if (overlays.length === 0) return document.querySelector('[data-story-root]') ?? document.body;
  const [only] = overlays;
  const dialog = overlays.length === 1 && only && /^(dialog|alertdialog)$/.test(only.getAttribute('role') ?? '');
  return dialog ? only : document.body;
}

const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

const closingOverlay = () =>
  [...document.querySelectorAll(OVERLAY)].some(
    (el) => el.getAttribute('data-state') === 'closed' && (el as HTMLElement).offsetParent !== null,
  );

/**
 * The capture target once overlays and the DOM have settled: a popup still running its exit animation when the play
 * ends would otherwise decide between the page and the story root by timing, and a chart that draws its shapes a few
 * renders after its frame (recharts measures first) was once captured without them on a loaded machine. Three
 * unchanged frames with nothing closing and no DOM change.
 */
async function settledTarget(): Promise<Element> {
  let mutated = false;
  const observer = new MutationObserver(() => {
    mutated = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    return await settledOverlays(() => {
      const changed = mutated;
      mutated = false;
      return changed;
    });
  } finally {
    observer.disconnect();
  }
}

async function settledOverlays(domChanged: () => boolean): Promise<Element> {
  // Where a click or a focus change left a scroll position depends on timing: every capture starts at the top.
  for (const el of document.querySelectorAll('*')) if (el.scrollTop > 0 || el.scrollLeft > 0) el.scrollTo(0, 0);
  window.scrollTo(0, 0);
  // Stacked toasts measure their heights over a few frames: their boxes take part in what must stay unchanged.
  const layout = () =>
    [...document.querySelectorAll(OVERLAY)]
      .filter(visible)
      .map((el) => {
        const { top, left, width, height } = el.getBoundingClientRect();
        return `${top},${left},${width},${height}`;
      })
      .join(';');
  let target = captureTarget();
  let boxes = layout();
  let unchanged = 0;
  const deadline = performance.now() + 3000;
  while (unchanged < 3 && performance.now() < deadline) {
    await frame();
    const next = captureTarget();
    const nextBoxes = layout();
    unchanged = next === target && nextBoxes === boxes && !closingOverlay() && !domChanged() ? unchanged + 1 : 0;
    target = next;
    boxes = nextBoxes;
  }
  return target;
}

const MAX_HEIGHT = 4000;

/** vitest's message without the `expect(…)` line: 'Screenshot does not match…', 'No existing reference…'. */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .filter((line) => line.trim() && !line.includes('expect('))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const fileName = (story: string) => story.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface StoryContext {
  story?: { globals: Record<string, unknown>; parameters: Record<string, unknown> };
}

afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!VISUAL || !story || context.task.result?.state === 'fail') return;
  if ((story.parameters.visual as { disable?: boolean } | undefined)?.disable) return;
  const storyTheme = (story.globals.theme as ColorMode | undefined) ?? 'light';
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const changed: string[] = [];
  const unapproved: string[] = [];
  try {
    await document.fonts.ready;
    const target = await settledTarget();
    // A play that ends by closing everything it opened (a confirm dialog) leaves an empty root: nothing to compare.
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    // An element taller than the viewport is captured whole: the viewport grows to it (up to MAX_HEIGHT).
    const height = Math.min(Math.ceil(target.getBoundingClientRect().height), MAX_HEIGHT);
    if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
    target.setAttribute(VISUAL_TARGET, '');
    for (const theme of THEMES) {
      applyColorMode(theme);
      await frame();
      const name = `${fileName(context.task.name)}-${theme}`;
      // The byte-for-byte check first (most stories end there); a difference gets vitest's comparison and diff.
      const fast = UPDATE ? 'differs' : await commands.compareVisualBaseline(name);
      if (fast === 'missing') unapproved.push(theme);
      if (fast !== 'differs') continue;
      try {
        await expect.element(page.elementLocator(target)).toMatchScreenshot(name, { comparatorOptions, timeout: 20_000 });
      } catch (error) {
        await commands.keepVisualReference(name);
        changed.push(`${theme}: ${reason(error)}`);
      }
    }
  } finally {
    document.querySelector(`[${VISUAL_TARGET}]`)?.removeAttribute(VISUAL_TARGET);
    applyColorMode(storyTheme);
    if (window.innerHeight !== viewport.height) await page.viewport(viewport.width, viewport.height);
  }
  if (unapproved.length > 0) {
    // Not a pass in silence and not a red build for a story another change just added: the run lists it.
    console.warn(
      `No visual baseline for "${context.task.name}" (${unapproved.join(', ')}): run npm run test:visual:update -- <story file>.`,
    );
  }
  if (changed.length > 0) {
    throw new Error(
      `Visual change in "${context.task.name}" (${changed.join('; ')}). Reference, actual and diff images: ` +
        `test-results/visual/. After an intended change: npm run test:visual:update -- <story file>.`,
    );
  }
});
