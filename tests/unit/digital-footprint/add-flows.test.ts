import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainOperationRequest, JobTracking, PendingProcesses } from '@generated/model';
import { http, setHttpEnvironment } from '@/api/http-client';
import { findOperation, loadResponseSchema } from '@/api/response-validation';
import { addDomains, addTechnologies, type FlowContext } from '@/features/digital-footprint/add/add-flows';
import { ADD_MESSAGES } from '@/features/digital-footprint/add/add-footprint-model';
import { jobsSince } from '@/features/digital-footprint/model/job-tracking';
import { technologyJobsStore } from '@/features/digital-footprint/model/technology-jobs-store';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { scanResultKeys } from '@/shared/queries/account-data';
import { assetQueries } from '@/shared/queries/assets';
import { issueQueries } from '@/shared/queries/issues';
import { scanQueries } from '@/shared/queries/scans';
import { notify } from '@/shared/toast/toaster';

const ACCOUNT = 'acc-brightsmile';
const api = (path: string) => `/api/accounts/${ACCOUNT}${path}`;

interface Answer {
  status: number;
  data?: unknown;
  /** Milliseconds on the wire. */
  delay?: number;
}

/**
 * The server behind the generated calls (the real HTTP client, its 202/204 handling and response validation): each
 * "METHOD path" answers from its list, the last answer repeating. Records every call with the fake clock's time.
 */
function serve(routes: Record<string, Answer[]>) {
  const start = Date.now();
  const calls: { call: string; at: number; params?: unknown; body?: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push({
      call,
      at: Date.now() - start,
      params: config.params as unknown,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : undefined,
    });
    const answers = routes[call];
    if (!answers) throw new Error(`no answer for ${call}`);
    const { status, data = '', delay = 0 } = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    }
    return response;
  };
  http.defaults.adapter = adapter;
  const times = (call: string) => calls.filter((c) => c.call === call).map((c) => c.at);
  return { calls, times };
}

const processes = (add_domains: string[]): Answer => ({
  status: 200,
  data: { resolved_issues: [], delete_domains: [], add_domains } satisfies PendingProcesses,
});
const tracking = (...jobs: [id: string, run: string, end: string | null][]): Answer => ({
  status: 200,
  data: jobs.map(([job_tracking_id, run_state, end_state]): JobTracking => ({
    job_tracking_id,
    run_state,
    end_state,
    updated_at: '2026-11-19T14:03:10Z',
  })),
});
const NOT_READY: Answer = { status: 202 };
const FAILED: Answer = { status: 500, data: { title: 'Internal Server Error', status: 500 } };

const REQUEST: DomainOperationRequest = {
  action: 'added',
  domains: [{ domain: 'brightsmile-ortho.com', status: 'UserApproved' }],
};

// The response schemas load as modules (real I/O, which fake timers do not wait for): loaded once beforehand.
beforeAll(async () => {
  const calls = ['post /domains', 'get /user-inputs/in-progress', 'post /technologies', 'get /jobs', 'get /jobs/tracking'];
  await Promise.all(calls.map((call) => loadResponseSchema(findOperation(call.split(' ')[0]!, api(call.split(' ')[1]!)))));
});

let queryClient: QueryClient;
let toasts: { toast: string; at: number }[];
let invalidated: { key: QueryKey; at: number }[];

beforeEach(() => {
  vi.useFakeTimers();
  const start = Date.now();
  // As the app's client (src/router.ts): data kept, no retries of its own.
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  toasts = [];
  invalidated = [];
  vi.spyOn(notify, 'success').mockImplementation(
    (text) => void toasts.push({ toast: `success: ${text}`, at: Date.now() - start }),
  );
  vi.spyOn(notify, 'error').mockImplementation((text) => void toasts.push({ toast: `error: ${text}`, at: Date.now() - start }));
  const invalidate = queryClient.invalidateQueries.bind(queryClient);
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters, options) => {
    invalidated.push({ key: filters?.queryKey ?? [], at: Date.now() - start });
    return invalidate(filters, options);
  });
  setHttpEnvironment({ cookie: () => '', scenario: () => null, onSessionEnded: vi.fn(), reportError: vi.fn() });
});
afterEach(() => {
  queryClient.clear();
  technologyJobsStore.set(false);
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const context = (monitorRunning = false): FlowContext => ({ accountId: ACCOUNT, queryClient, monitorRunning });
const keysAt = (at: number) => invalidated.filter((entry) => entry.at === at).map((entry) => entry.key);

describe('adding domains (console-platform.md §4)', () => {
  it('sends the operation, reads the scans again after 2 s and polls the processes every 5 s (202 is "not yet") until no add is left, then reloads the scan results', async () => {
    const server = serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes(['brightsmile-ortho.com']), NOT_READY, processes([])],
    });

    await expect(addDomains(REQUEST, context())).resolves.toBe(true);
    expect(server.calls[0]).toMatchObject({ call: `POST ${api('/domains')}`, body: REQUEST });
    expect(toasts).toEqual([{ toast: `success: ${ADD_MESSAGES.domainsAdded}`, at: 0 }]);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.times(`GET ${api('/user-inputs/in-progress')}`)).toEqual([0, 5000, 10_000]);
    expect(keysAt(2000)).toEqual([scanQueries.active(ACCOUNT).queryKey]);
    expect(keysAt(10_000)).toEqual(scanResultKeys(ACCOUNT));
    expect(toasts.at(-1)).toEqual({ toast: `success: ${ADD_MESSAGES.domainsProcessed}`, at: 10_000 });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.calls).toHaveLength(4);
  });

  it('says the dashboard has been updated only once the data it shows has been read again', async () => {
    serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes([])],
      [`GET ${api('/issues')}`]: [{ status: 200, data: [], delay: 1500 }],
    });
    // The issues a page shows (an active query): the reload reads them again, which takes 1.5 s here.
    const shown = new QueryObserver(queryClient, assetQueries.issues(ACCOUNT));
    const stop = shown.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1500);

    await addDomains(REQUEST, context());
    await vi.advanceTimersByTimeAsync(1499);
    expect(toasts.map((t) => t.toast)).toEqual([`success: ${ADD_MESSAGES.domainsAdded}`]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts.at(-1)).toEqual({ toast: `success: ${ADD_MESSAGES.domainsProcessed}`, at: 3000 });
    stop();
  });

  it('a refused operation resolves false (the drawer keeps the input) with the error, and polls nothing', async () => {
    const server = serve({ [`POST ${api('/domains')}`]: [FAILED] });
    await expect(addDomains(REQUEST, context())).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.domainsFailed}`, at: 0 }]);
    expect(server.calls.map((c) => c.call)).toEqual([`POST ${api('/domains')}`]);
    expect(invalidated).toEqual([]);
  });

  it('domains still being added after 30 retries: the service notice, and the scan results are not reloaded', async () => {
    const server = serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes(['brightsmile-ortho.com'])],
    });
    await addDomains(REQUEST, context());
    const budget = pollingBudgetMs(POLLING.userInputs);
    await vi.advanceTimersByTimeAsync(budget - 1);
    expect(toasts.map((t) => t.toast)).toEqual([`success: ${ADD_MESSAGES.domainsAdded}`]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts.at(-1)).toEqual({ toast: `error: ${ADD_MESSAGES.processesFailed}`, at: budget });
    expect(server.times(`GET ${api('/user-inputs/in-progress')}`)).toHaveLength(POLLING.userInputs.maxRetries + 1);
    expect(invalidated.map((entry) => entry.key)).toEqual([scanQueries.active(ACCOUNT).queryKey]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.calls).toHaveLength(POLLING.userInputs.maxRetries + 2);
  });

  it('a failed processes read gives the service notice at once and stops', async () => {
    const server = serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes(['brightsmile-ortho.com']), FAILED, processes([])],
    });
    await addDomains(REQUEST, context());
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.times(`GET ${api('/user-inputs/in-progress')}`)).toEqual([0, 5000]);
    expect(toasts.map((t) => t.toast)).toEqual([
      `success: ${ADD_MESSAGES.domainsAdded}`,
      `error: ${ADD_MESSAGES.processesFailed}`,
    ]);
  });

  it('while the process monitor polls, follows its reads instead of polling the same endpoint a second time', async () => {
    const server = serve({
      [`GET ${api('/user-inputs/in-progress')}`]: [processes([]), processes(['brightsmile-ortho.com']), processes([])],
      [`POST ${api('/domains')}`]: [{ status: 202 }],
    });
    // The platform's monitor: one observer of the query (its 5 s beat is played here: no intervals outside a browser).
    const monitor = new QueryObserver(queryClient, issueQueries.pendingProcesses(ACCOUNT));
    const stop = monitor.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);

    await addDomains(REQUEST, context(true));
    // The flow asks the monitor's query for one fresh read, then follows the monitor's reads without reading itself.
    await vi.advanceTimersByTimeAsync(4000);
    expect(toasts.map((t) => t.toast)).toEqual([`success: ${ADD_MESSAGES.domainsAdded}`]);
    await monitor.refetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.at(-1)).toEqual({ toast: `success: ${ADD_MESSAGES.domainsProcessed}`, at: 5000 });
    expect(keysAt(5000)).toEqual(scanResultKeys(ACCOUNT));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.times(`GET ${api('/user-inputs/in-progress')}`)).toEqual([0, 1000, 5000]);
    stop();
  });
});

describe('adding technologies (console-platform.md §4, §9)', () => {
  const CREATE = `POST ${api('/technologies')}`;
  const TRACK = `GET ${api('/jobs/tracking')}`;

  it('follows the jobs at 1 s, then ×1.2 each time (202 is "not yet"), until every one has ended; then says they were added', async () => {
    const server = serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: ['jt-1', 'jt-2'] } }],
      [TRACK]: [
        tracking(['jt-1', 'running', null], ['jt-2', 'ended', 'success']),
        NOT_READY,
        tracking(['jt-1', 'ended', 'success']),
        tracking(['jt-1', 'ended', 'success'], ['jt-2', 'ended', 'success']),
      ],
    });

    await expect(addTechnologies(['cat-dentrix-ascend', 'cat-xero'], context())).resolves.toBe(true);
    expect(server.calls[0]).toMatchObject({ body: { source: 'user_input', technologies: ['cat-dentrix-ascend', 'cat-xero'] } });
    expect(technologyJobsStore.get()).toBe(true);

    await vi.advanceTimersByTimeAsync(1000 + 1200 + 1440 - 1);
    expect(technologyJobsStore.get()).toBe(true);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.times(TRACK)).toEqual([0, 1000, 2200, 3640]);
    expect(server.calls.filter((c) => c.call === TRACK).map((c) => c.params)).toEqual(
      Array.from({ length: 4 }, () => ({ ids: 'jt-1,jt-2' })),
    );
    expect(toasts).toEqual([{ toast: `success: ${ADD_MESSAGES.technologiesAdded}`, at: 3640 }]);
    expect(technologyJobsStore.get()).toBe(false);
    expect(keysAt(3640)).toEqual([assetQueries.technologies(ACCOUNT).queryKey]);
  });

  it.each(['failed', 'cancelled', 'timed_out'])('a job that ended %s gives the failure notice', async (endState) => {
    serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: ['jt-1', 'jt-2'] } }],
      [TRACK]: [tracking(['jt-1', 'ended', 'success'], ['jt-2', 'ended', endState])],
    });
    await addTechnologies(['cat-zoom'], context());
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.technologiesFailed}`, at: 0 }]);
    expect(technologyJobsStore.get()).toBe(false);
    expect(keysAt(0)).toEqual([assetQueries.technologies(ACCOUNT).queryKey]);
  });

  it('jobs still running after 10 retries give the failure notice and stop the polling', async () => {
    const server = serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: ['jt-1'] } }],
      [TRACK]: [tracking(['jt-1', 'running', null])],
    });
    await addTechnologies(['cat-zoom'], context());
    const budget = pollingBudgetMs(POLLING.technologyJobs);
    await vi.advanceTimersByTimeAsync(budget - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.technologiesFailed}`, at: budget }]);
    expect(technologyJobsStore.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.times(TRACK)).toHaveLength(POLLING.technologyJobs.maxRetries + 1);
  });

  it('a failed tracking read gives the failure notice at once', async () => {
    const server = serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: ['jt-1'] } }],
      [TRACK]: [tracking(['jt-1', 'running', null]), FAILED],
    });
    await addTechnologies(['cat-zoom'], context());
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.times(TRACK)).toEqual([0, 1000]);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.technologiesFailed}`, at: 1000 }]);
    expect(technologyJobsStore.get()).toBe(false);
  });

  it('without ids in the answer, follows the user-input jobs of the last 7 days (§4)', async () => {
    const now = new Date(Date.now());
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const server = serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: [] } }],
      [`GET ${api('/jobs')}`]: [
        {
          status: 200,
          data: [
            { job_tracking_id: 'jt-new', source: 'user_input', created_at: daysAgo(1) },
            { job_tracking_id: 'jt-scan', source: 'scan', created_at: daysAgo(1) },
            { job_tracking_id: 'jt-old', source: 'user_input', created_at: daysAgo(8) },
          ],
        },
      ],
      [TRACK]: [tracking(['jt-new', 'ended', 'success'])],
    });
    await addTechnologies(['cat-zoom'], context());
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.map((c) => [c.call, c.params])).toEqual([
      [CREATE, undefined],
      [`GET ${api('/jobs')}`, { since: jobsSince(now) }],
      [TRACK, { ids: 'jt-new' }],
    ]);
    expect(toasts).toEqual([{ toast: `success: ${ADD_MESSAGES.technologiesAdded}`, at: 0 }]);
  });

  it('a refused create resolves false (the drawer keeps the choice) with the error, and tracks nothing', async () => {
    const server = serve({ [CREATE]: [FAILED] });
    await expect(addTechnologies(['cat-zoom'], context())).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.technologiesFailed}`, at: 0 }]);
    expect(server.calls).toHaveLength(1);
    expect(technologyJobsStore.get()).toBe(false);
    expect(invalidated).toEqual([]);
  });
});
