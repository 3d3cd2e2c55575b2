import type { Page, Request } from 'playwright-core';

export interface ResolveScript {
  /** The status the issues list reports for the issue once the request was sent. */
  status?: string;
  /** Answer the first issues read after the request with a 500. */
  readFails?: boolean;
  /** Answer the resolve request itself with a 500. */
  postFails?: boolean;
  /** After listing the issue once, answer every user-input processes read with a 500. */
  pollFails?: boolean;
}

/** The issue the contract's `issueResolving` processes answer lists. */
const RESOLVING_ISSUE = 'iss-006';

/**
 * Scripts the server around one resolve request: the POST (to Prism, which checks its body, or a 500); the
 * user-input processes list the issue for the first two reads after it (the contract's `issueResolving` answer: the
 * flow's first poll and the process monitor's refresh), so the flow waits one 5 s interval; the issues list then
 * reports the wanted status.
 */
export async function scriptResolve(page: Page, issueId: string, script: ResolveScript) {
  if (issueId !== RESOLVING_ISSUE) throw new Error(`the contract's issueResolving example lists ${RESOLVING_ISSUE} only`);
  const sent: Request[] = [];
  let pendingAnswers = 2;
  let failingReads = script.readFails ? 1 : 0;
  const fail = {
    status: 500,
    contentType: 'application/problem+json',
    body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
  };
  await page.route(`**/api/accounts/*/issues/${issueId}/resolve`, async (route) => {
    sent.push(route.request());
    if (script.postFails) await route.fulfill(fail);
    else await route.continue();
  });
  await page.route('**/api/accounts/*/user-inputs/in-progress', async (route) => {
    if (script.pollFails && sent.length > 0 && pendingAnswers < 2) return route.fulfill(fail);
    if (sent.length === 0 || script.postFails || pendingAnswers === 0) return route.continue();
    pendingAnswers--;
    await route.continue({ headers: { ...route.request().headers(), prefer: 'example=issueResolving' } });
  });
  await page.route('**/api/accounts/*/issues', async (route) => {
    if (sent.length === 0 || route.request().method() !== 'GET' || script.postFails) return route.continue();
    if (failingReads > 0) {
      failingReads--;
      return route.fulfill(fail);
    }
    const response = await route.fetch();
    const issues = (await response.json()) as { id: string; status: string }[];
    await route.fulfill({
      response,
      json: issues.map((issue) => (issue.id === issueId && script.status ? { ...issue, status: script.status } : issue)),
    });
  });
  return { sent, pendingLeft: () => pendingAnswers };
}
