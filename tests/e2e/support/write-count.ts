import type { Page } from 'playwright-core';

/**
 * The `method` requests to API paths matching `path` (a string matches the path's end), in order. Their answers are
 * held back 300 ms, so that a zero-gap double click has a request in flight when its second click lands.
 */
export async function countWrites(page: Page, method: string, path: string | RegExp): Promise<string[]> {
  const sent: string[] = [];
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const matches = typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname);
    if (route.request().method() !== method || !matches) return route.fallback();
    sent.push(pathname);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fallback();
  });
  return sent;
}

/** Answers /features with the contract's flags, some changed. */
export async function withFlags(page: Page, flags: Record<string, boolean>): Promise<void> {
  await page.route('**/api/accounts/*/features', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { flags: Record<string, boolean> };
    await route.fulfill({ response, json: { ...body, flags: { ...body.flags, ...flags } } });
  });
}
