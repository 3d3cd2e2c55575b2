// Interaction-only code (menus, the filter popup, dialogs, drawers and what they show, toasts, tooltips) is left out
// of the first load (issue #13's budget) and loads on first use, or when the browser is idle after the first input
// (src/shared/overlay/interaction-parts.ts). The other e2e files use these pieces as a user would; this one checks
// when their code arrives.
import { describe, expect } from 'vitest';
import { shellPage } from './pages/shell';
import { summaryPage } from './pages/summary';
import { expectClean, until } from './support/expectations';
import { test } from './support/fixture';

const INTERACTION_CHUNKS =
  /\/assets\/(MenuFrame|DialogFrame|DrawerFrame|FilterPopoverFrame|ToastRegion|TipFrame|IssueDetails|EmailThreatDetails)-[\w-]+\.js$/;
const chunkName = (url: string) => INTERACTION_CHUNKS.exec(url)?.[1];

describe('interaction-only code', () => {
  test('is not part of the first load, and arrives once the browser is idle after the first input', async ({ open }) => {
    const watched = await open();
    const loaded = new Set<string>();
    watched.page.on('response', (response) => {
      const name = chunkName(response.url());
      if (name) loaded.add(name);
    });
    await watched.goto('/');
    await until(() =>
      summaryPage(watched.page)
        .rowIds()
        .then((ids) => ids.length > 0),
    ).toBe(true);
    await watched.page.waitForLoadState('networkidle');
    expect([...loaded]).toEqual([]);

    await watched.page.mouse.move(200, 200);
    const parts = [
      'DialogFrame',
      'DrawerFrame',
      'EmailThreatDetails',
      'FilterPopoverFrame',
      'IssueDetails',
      'MenuFrame',
      'ToastRegion',
    ];
    await until(() => parts.filter((part) => !loaded.has(part))).toEqual([]);
    // The tooltip frame is preloaded where a loaded module registers it: the summary's own first view shows no
    // tooltip (those of the resolve form and the drawers load with them), but a chunk shared with another page may
    // bring the Tip module along. Nothing else arrives.
    expect([...loaded].filter((part) => !parts.includes(part) && part !== 'TipFrame')).toEqual([]);
    expectClean(watched);
  });

  test('a menu opened from the keyboard before anything was preloaded still opens on its first item; Escape gives focus back', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    await watched.goto('/');
    await until(() =>
      summaryPage(page)
        .rowIds()
        .then((ids) => ids.length > 0),
    ).toBe(true);
    const trigger = page.getByRole('button', { name: /maya\.okafor@brightsmiledental\.com/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const first = shellPage(page).menuItem('System Settings');
    await until(() => first.evaluate((item) => item === document.activeElement || item.hasAttribute('data-highlighted'))).toBe(
      true,
    );
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await until(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expectClean(watched);
  });
});
