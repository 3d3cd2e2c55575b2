import type { Page } from 'playwright-core';

/**
 * The backend's answer to a request without a valid session (console-platform.md §6, §8: 401, 403 and 417 re-login;
 * toolchain notes: a Django backend answers 403): the next `method` request to `url` gets the contract's 403 (Prism's
 * Forbidden example, asked for with `Prefer: code=403`); later ones go through as usual.
 */
export async function endSessionOnNext(page: Page, url: string, method: string): Promise<void> {
  let refused = false;
  await page.route(url, (route) => {
    const request = route.request();
    if (refused || request.method() !== method) return route.fallback();
    refused = true;
    return route.continue({ headers: { ...request.headers(), prefer: 'code=403' } });
  });
}

/** The keys of this tab's kept form values (sessionStorage), and the whole of the storage as text. */
export const keptForms = (page: Page) =>
  page.evaluate(() => ({
    forms: Object.keys(sessionStorage).filter((key) => key.startsWith('stance.formDraft.')),
    text: JSON.stringify({ ...sessionStorage }),
  }));
