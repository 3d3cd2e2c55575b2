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

/**
 * Every read of an integration request answers it still pending. Answered here, not by Prism: the dev server's mock
 * state (openapi/tools/mock-api-proxy.ts) would otherwise see Prism's 'completed' and list the integration active.
 */
export async function requestStaysPending(page: Page, providerId: string) {
  await page.route('**/api/accounts/*/integration-requests/*', (route) =>
    route.fulfill({
      json: { request_id: route.request().url().split('/').pop(), status: 'pending', status_info: null, provider_id: providerId },
    }),
  );
}
