/**
 * A target names an element the way a user (or assistive technology) does: its role and accessible name, its label,
 * its visible text; a test id only where nothing user-facing is stable. Targets are plain data, so a story's `play`
 * (Testing Library, `stories/support/targets.ts`) and an e2e page object (Playwright, `locate` below) find the same
 * element by the same words. Keep target files free of runtime imports: Storybook loads them in the browser.
 */
import type { Locator, Page } from 'playwright-core';

type AriaRole = Parameters<Page['getByRole']>[0];

export type Target =
  /** `hidden`: also while a modal (an open drawer) hides the page from the accessibility tree. */
  | { role: AriaRole; name?: string | RegExp; hidden?: boolean }
  | { label: string | RegExp }
  | { text: string | RegExp }
  | { testId: string };

/** The Playwright locator for a target. A string name matches the whole name, as Testing Library does. */
export function locate(root: Page | Locator, target: Target): Locator {
  if ('role' in target) {
    return root.getByRole(target.role, {
      ...(target.name === undefined ? {} : { name: target.name, exact: typeof target.name === 'string' }),
      ...(target.hidden ? { includeHidden: true } : {}),
    });
  }
  if ('label' in target) return root.getByLabel(target.label, { exact: typeof target.label === 'string' });
  if ('text' in target) return root.getByText(target.text, { exact: typeof target.text === 'string' });
  return root.getByTestId(target.testId);
}
