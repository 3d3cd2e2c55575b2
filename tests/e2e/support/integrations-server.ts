import type { Page } from 'playwright-core';

/** The toast after a refused disconnect (the contract's decision on deleteIntegration). */
export const disconnectFailedToast = (name: string) => `Failed to disable ${name}. Please try again later.`;

/** Every DELETE of an integration answers 500: the server refused to disconnect it (it stays as it was). */
export async function failDisconnect(page: Page) {
  await page.route('**/api/accounts/*/providers/*/integration/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', json: { title: 'Server error', status: 500 } })
      : route.continue(),
  );
}

/** Every read of an integration request answers it still pending (Prism's own answer, rewritten). */
export async function requestStaysPending(page: Page) {
  await page.route('**/api/accounts/*/integration-requests/*', async (route) => {
    const response = await route.fetch();
    const request = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...request, status: 'pending', status_info: null } });
  });
}
