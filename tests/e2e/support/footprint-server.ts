import type { Page, Route } from 'playwright-core';

export interface FootprintAddScript {
  /** Domains the validate endpoint calls invalid: the contract's `unreachable` answer ('Domain is not reachable'). */
  invalid?: string[];
  /** Answer the first domain operation with a 500. */
  firstAddFails?: boolean;
  /** Job tracking reads answered with the contract's `jobRunning` before its default (ended, success). */
  runningReads?: number;
  /** The finished jobs end with the contract's `jobFailed` answer instead of the default (success). */
  jobsFail?: boolean;
  /** Every job tracking read answers `jobRunning` (the jobs never end while the console asks). */
  jobsNeverEnd?: boolean;
  /** A switch the test flips: job tracking answers `jobRunning` while `running` is true, then the default. */
  jobs?: { running: boolean };
  /**
   * The jobs list names the job an add started (`jt-7f3a21`) as created a minute ago, as a server keeps it (Prism is
   * stateless, and its example job is older than the 7 days the console asks for).
   */
  addedJobListed?: boolean;
}

const FAIL = {
  status: 500,
  contentType: 'application/problem+json',
  body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
};

type Json = Record<string, unknown>;

/** Prism answers this call with the contract's example NAME (the proxy falls back to the default without one). */
const example = (route: Route, name: string) =>
  route.continue({ headers: { ...route.request().headers(), prefer: `example=${name}` } });

/**
 * Scripts the server around the add drawer. Every request goes to Prism, which checks it against the contract (an
 * invalid body is a 422 the test sees) and answers with one of the contract's examples; only faults are made up:
 * - validate: 'Domain is valid' (default); the domains in `invalid` get the `unreachable` example;
 * - domain operation: 202 (no body); the first one fails with a 500 when asked;
 * - after an accepted operation, the scans read answers the running scan of the scanInProgress example once and the
 *   user-input processes answer `domainsAdding` once (default: nothing in progress);
 * - job tracking: `runningReads` reads answer `jobRunning`, then the default (ended, success) or `jobFailed`; or
 *   `jobRunning` for ever (`jobsNeverEnd`); the jobs list can name the added job as recent (`addedJobListed`).
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
  let accepted = false;
  let runningScans = 1;
  let pendingAnswers = 1;
  let runningReads = script.runningReads ?? 0;

  await page.route('**/api/accounts/*/domains/validate', async (route) => {
    const body = route.request().postDataJSON() as { domain_url: string };
    sent.validated.push(body);
    if (script.invalid?.includes(body.domain_url)) return example(route, 'unreachable');
    await route.continue();
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
    if (response.ok()) accepted = true;
    await route.fulfill({ response });
  });
  await page.route(
    (url) => /\/api\/accounts\/[^/]+\/scans$/.test(url.pathname),
    async (route) => {
      if (!accepted) return route.continue();
      sent.scansAfterAdd.push(new URL(route.request().url()).searchParams.get('status') ?? '');
      if (runningScans === 0) return route.continue();
      runningScans--;
      await example(route, 'scanInProgress');
    },
  );
  await page.route('**/api/accounts/*/user-inputs/in-progress', async (route) => {
    if (!accepted || pendingAnswers === 0) return route.continue();
    pendingAnswers--;
    await example(route, 'domainsAdding');
  });
  await page.route('**/api/accounts/*/technologies', async (route) => {
    if (route.request().method() === 'POST') sent.created.push(route.request().postDataJSON() as Json);
    await route.continue();
  });
  await page.route(
    (url) => url.pathname.endsWith('/jobs'),
    async (route) => {
      if (!script.addedJobListed) return route.continue();
      const response = await route.fetch();
      const jobs = (await response.json()) as { job_tracking_id: string; created_at: string }[];
      const created_at = new Date(Date.now() - 60_000).toISOString();
      const listed = jobs.map((job) => (job.job_tracking_id === 'jt-7f3a21' ? { ...job, created_at } : job));
      await route.fulfill({ response, json: listed });
    },
  );
  await page.route(
    (url) => url.pathname.endsWith('/jobs/tracking'),
    async (route) => {
      sent.tracked.push(new URL(route.request().url()).searchParams.get('ids') ?? '');
      if (script.jobsNeverEnd || script.jobs?.running) return example(route, 'jobRunning');
      if (runningReads > 0) {
        runningReads--;
        return example(route, 'jobRunning');
      }
      if (script.jobsFail) return example(route, 'jobFailed');
      await route.continue();
    },
  );
  return sent;
}
