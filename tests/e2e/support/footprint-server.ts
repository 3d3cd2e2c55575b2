import type { Page } from 'playwright-core';

export interface FootprintAddScript {
  /** Domains the validate endpoint calls invalid, with the server's message. */
  invalid?: Record<string, string>;
  /** Answer the first domain operation with a 500. */
  firstAddFails?: boolean;
  /** Job tracking reads answered 'running' before Prism's own answer (ended, success). */
  runningReads?: number;
  /** The end state the finished jobs report instead of Prism's 'success'. */
  endState?: string;
}

const FAIL = {
  status: 500,
  contentType: 'application/problem+json',
  body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
};

type Json = Record<string, unknown>;

/**
 * Scripts the server around the add drawer. Every request still goes to Prism, which checks it against the
 * contract (an invalid body is a 422 the test sees); only the answers are rewritten:
 * - validate: Prism says 'Domain is valid'; the domains in `invalid` get `is_valid: false` and their message;
 * - domain operation: Prism answers 202 (no body); the first one fails with a 500 when asked;
 * - after an accepted operation, the scans read answers the running scan of the scanInProgress example once and the
 *   user-input processes list the added domains once (Prism: nothing in progress);
 * - job tracking: `runningReads` reads report the jobs running, then Prism's answer (ended, success or `endState`).
 * Returns what the app sent, for the test to check.
 */
export async function scriptFootprintAdd(page: Page, script: FootprintAddScript = {}) {
  const sent = {
    validated: [] as Json[],
    operations: [] as Json[],
    created: [] as Json[],
    /** The `ids` of every job tracking read. */
    tracked: [] as string[],
    /** The `status` of every scans read after the accepted operation. */
    scansAfterAdd: [] as string[],
  };
  let addFailures = script.firstAddFails ? 1 : 0;
  let accepted: string[] | null = null;
  let runningScans = 1;
  let pendingAnswers = 1;
  let runningReads = script.runningReads ?? 0;

  await page.route('**/api/accounts/*/domains/validate', async (route) => {
    const body = route.request().postDataJSON() as { domain_url: string };
    sent.validated.push(body);
    const response = await route.fetch();
    const message = script.invalid?.[body.domain_url];
    if (message === undefined || !response.ok()) return route.fulfill({ response });
    await route.fulfill({ response, json: { message, is_valid: false } });
  });
  await page.route('**/api/accounts/*/domains', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as { domains: { domain: string }[] };
    sent.operations.push(body);
    if (addFailures > 0) {
      addFailures--;
      return route.fulfill(FAIL);
    }
    const response = await route.fetch();
    if (response.ok()) accepted = body.domains.map((entry) => entry.domain);
    await route.fulfill({ response });
  });
  await page.route(
    (url) => /\/api\/accounts\/[^/]+\/scans$/.test(url.pathname),
    async (route) => {
      if (!accepted) return route.continue();
      sent.scansAfterAdd.push(new URL(route.request().url()).searchParams.get('status') ?? '');
      if (runningScans === 0) return route.continue();
      runningScans--;
      await route.continue({ headers: { ...route.request().headers(), prefer: 'example=scanInProgress' } });
    },
  );
  await page.route('**/api/accounts/*/user-inputs/in-progress', async (route) => {
    if (!accepted || pendingAnswers === 0) return route.continue();
    pendingAnswers--;
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    await route.fulfill({ response, json: { ...body, add_domains: accepted } });
  });
  await page.route('**/api/accounts/*/technologies', async (route) => {
    if (route.request().method() === 'POST') sent.created.push(route.request().postDataJSON() as Json);
    await route.continue();
  });
  await page.route(
    (url) => url.pathname.endsWith('/jobs/tracking'),
    async (route) => {
      sent.tracked.push(new URL(route.request().url()).searchParams.get('ids') ?? '');
      const response = await route.fetch();
      const jobs = (await response.json()) as Json[];
      const running = runningReads > 0;
      if (running) runningReads--;
      if (!running && script.endState === undefined) return route.fulfill({ response });
      await route.fulfill({
        response,
        json: jobs.map((job) =>
          running ? { ...job, run_state: 'running', end_state: null } : { ...job, end_state: script.endState },
        ),
      });
    },
  );
  return sent;
}
