import type { Page } from 'playwright-core';

/**
 * Prism is stateless: after the DELETE of an integration it still lists it active. Once the app has sent the DELETE,
 * the integrations list answers (Prism's own answer, rewritten) with that integration inactive, as a server would.
 */
export async function integrationsAfterDelete(page: Page) {
  const deleted = new Set<string>();
  await page.route('**/api/accounts/*/providers/*/integration/*', async (route) => {
    if (route.request().method() === 'DELETE') deleted.add(route.request().url().split('/').pop() ?? '');
    await route.continue();
  });
  await page.route('**/api/accounts/*/integrations', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { integration_id?: string | null; status: string }[];
    await route.fulfill({
      response,
      json: list.map((item) =>
        item.integration_id && deleted.has(item.integration_id) ? { ...item, status: 'inactive' } : item,
      ),
    });
  });
}
