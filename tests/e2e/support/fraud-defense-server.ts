import type { Page, Route } from 'playwright-core';

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

/** Prism answers this call with the contract's example NAME (the proxy falls back to the default without one). */
const example = (route: Route, name: string) =>
  route.continue({ headers: { ...route.request().headers(), prefer: `example=${name}` } });

type Json = Record<string, unknown>;

/**
 * Prism is stateless: in the fraudCampaign scenario the removal always reads as partly failed and the users as before
 * it. This keeps the journey's state as a server would, from the contract's examples: once the app has sent the
 * removal, the user assets answer fraudCampaignRemoved (19 copies removed, Hannah Brooks's failed); once it has sent
 * 'Retry failed', the removal answers campaignRetried (all 20 removed) and Hannah Brooks's copy is removed too, as that
 * example's item says. Returns the retries sent.
 */
export async function campaignRemovalJourney(page: Page) {
  const state = { removed: false, retries: 0 };
  await page.route('**/api/accounts/*/fraud-defense/remediations**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.endsWith('/remediations')) state.removed = true;
    if (request.method() === 'POST' && path.endsWith('/retry')) state.retries++;
    if (request.method() === 'GET' && state.retries > 0 && /\/remediations\/[^/]+$/.test(path)) {
      return example(route, 'campaignRetried');
    }
    return route.continue();
  });
  await page.route('**/api/accounts/*/users', async (route) => {
    if (!state.removed) return route.continue();
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=fraudCampaignRemoved' } });
    if (state.retries === 0) return route.fulfill({ response });
    const users = (await response.json()) as { issues: Json[] }[];
    for (const user of users) {
      for (const issue of user.issues) {
        const remediation = issue.remediation as Json | null;
        if (remediation?.status !== 'failed') continue;
        issue.status = 'resolved';
        issue.remediation = {
          ...remediation,
          status: 'removed',
          updated_at: '2026-11-23T08:47:15Z',
          removed_at: '2026-11-23T08:47:15Z',
          removed_by: { type: 'user', user_id: 'usr-maya', name: 'Maya Okafor', email: 'maya.okafor@brightsmiledental.com' },
        };
      }
    }
    return route.fulfill({ response, json: users });
  });
  return state;
}
