import { MutationObserver, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainOperationRequest, JobTracking, PendingProcesses } from '@generated/model';
import { http, setHttpEnvironment } from '@/api/http-client';
import { findOperation, loadResponseSchema } from '@/api/response-validation';
import { followDomainProcesses, type FlowContext } from '@/features/digital-footprint/add/add-flows';
import { ADD_MESSAGES } from '@/features/digital-footprint/add/add-messages';
import { runningJobIds } from '@/features/digital-footprint/model/job-tracking';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { scanResultKeys } from '@/shared/queries/account-data';
import { assetQueries, technologyMutations } from '@/shared/queries/assets';
import { domainMutations } from '@/shared/queries/domain-writes';
import { issueQueries } from '@/shared/queries/issues';
import { jobPollsExhausted, jobsSince, scanQueries } from '@/shared/queries/scans';
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
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const context = (monitorRunning = false): FlowContext => ({ accountId: ACCOUNT, queryClient, monitorRunning });

/** What the add drawer does with the domain add: the write (domainMutations.add), then the follow on success. */
async function addDomains(request: DomainOperationRequest, flow: FlowContext): Promise<boolean> {
  const write = new MutationObserver(queryClient, domainMutations.add(queryClient));
  try {
    await write.mutate({ accountId: ACCOUNT, data: request });
  } catch {
    notify.error(ADD_MESSAGES.domainsFailed);
    return false;
  }
  notify.success(ADD_MESSAGES.domainsAdded);
  void followDomainProcesses(flow);
  return true;
}
const keysAt = (at: number) => invalidated.filter((entry) => entry.at === at).map((entry) => entry.key);

describe('adding domains (console-platform.md §4)', () => {
  it('sends the operation, reads the processes again at once and the scans after 2 s, polls the processes every 5 s (202 is "not yet") until no add is left, then reloads the scan results', async () => {
    const server = serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes(['brightsmile-ortho.com']), NOT_READY, processes([])],
    });

    await expect(addDomains(REQUEST, context())).resolves.toBe(true);
    expect(server.calls[0]).toMatchObject({ call: `POST ${api('/domains')}`, body: REQUEST });
    expect(toasts).toEqual([{ toast: `success: ${ADD_MESSAGES.domainsAdded}`, at: 0 }]);
    expect(keysAt(0)).toEqual([issueQueries.pendingProcesses(ACCOUNT).queryKey]);

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

  it('a refused operation keeps the input (false) with the error, and polls or refreshes nothing', async () => {
    const server = serve({ [`POST ${api('/domains')}`]: [FAILED] });
    await expect(addDomains(REQUEST, context())).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(toasts).toEqual([{ toast: `error: ${ADD_MESSAGES.domainsFailed}`, at: 0 }]);
    expect(server.calls.map((c) => c.call)).toEqual([`POST ${api('/domains')}`]);
    expect(invalidated).toEqual([]);
  });

  it('domains still being added after 30 retries: the timeout (§8), and the scan results are not reloaded', async () => {
    const server = serve({
      [`POST ${api('/domains')}`]: [{ status: 202 }],
      [`GET ${api('/user-inputs/in-progress')}`]: [processes(['brightsmile-ortho.com'])],
    });
    await addDomains(REQUEST, context());
    const budget = pollingBudgetMs(POLLING.userInputs);
    await vi.advanceTimersByTimeAsync(budget - 1);
    expect(toasts.map((t) => t.toast)).toEqual([`success: ${ADD_MESSAGES.domainsAdded}`]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts.at(-1)).toEqual({ toast: `error: ${TIMEOUT_MESSAGE}`, at: budget });
    expect(server.times(`GET ${api('/user-inputs/in-progress')}`)).toHaveLength(POLLING.userInputs.maxRetries + 1);
    expect(invalidated.map((entry) => entry.key)).toEqual([
      issueQueries.pendingProcesses(ACCOUNT).queryKey,
      scanQueries.active(ACCOUNT).queryKey,
    ]);
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
    // The add asks the monitor's query for one fresh read, then the flow follows the monitor's reads.
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

describe('adding technologies: the write and the job tracking poll (console-platform.md §4, §9)', () => {
  const CREATE = `POST ${api('/technologies')}`;
  const TRACK = `GET ${api('/jobs/tracking')}`;
  const JOBS = `GET ${api('/jobs')}`;

  /**
   * The poll of these jobs as TanStack asks it after each read (its interval timers run in a browser only, so the
   * schedule is read from the factory's refetchInterval): the delay before the next read, or false.
   */
  function schedule(ids: string[], reads: { data?: JobTracking[]; error?: boolean }[]) {
    const options = scanQueries.jobTracking(ACCOUNT, ids, (jobs) => runningJobIds(ids, jobs).length > 0);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    let data: JobTracking[] | undefined;
    let errors = 0;
    return reads.map((each, index) => {
      if (each.error) errors++;
      else data = each.data;
      const state = {
        data,
        status: each.error ? 'error' : 'success',
        dataUpdateCount: index + 1 - errors,
        errorUpdateCount: errors,
      };
      return interval({ state });
    });
  }
  const job = (id: string, run: string, end: string | null = null) => tracking([id, run, end]).data as JobTracking[];

  it('the create write sends the choice as a user input and answers the job ids to follow', async () => {
    const server = serve({ [CREATE]: [{ status: 202, data: { job_tracking_ids: ['jt-1'] } }] });
    const write = new MutationObserver(queryClient, technologyMutations.create(queryClient));
    await expect(
      write.mutate({ accountId: ACCOUNT, data: { source: 'user_input', technologies: ['cat-dentrix-ascend', 'cat-xero'] } }),
    ).resolves.toEqual({ job_tracking_ids: ['jt-1'] });
    expect(server.calls[0]).toMatchObject({ body: { source: 'user_input', technologies: ['cat-dentrix-ascend', 'cat-xero'] } });
    expect(invalidated).toEqual([]);
  });

  it('an answer without ids reads the jobs of the last 7 days again (§4): they are the ones to follow', async () => {
    const server = serve({
      [CREATE]: [{ status: 202, data: { job_tracking_ids: [] } }],
      [JOBS]: [{ status: 200, data: [] }],
    });
    const jobs = new QueryObserver(queryClient, scanQueries.recentJobs(ACCOUNT));
    const stop = jobs.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const now = new Date(Date.now());
    const write = new MutationObserver(queryClient, technologyMutations.create(queryClient));
    await write.mutate({ accountId: ACCOUNT, data: { source: 'user_input', technologies: ['cat-zoom'] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.map((c) => [c.call, c.params])).toEqual([
      [JOBS, { since: jobsSince(now) }],
      [CREATE, undefined],
      [JOBS, { since: jobsSince(now) }],
    ]);
    stop();
  });

  it('reads the jobs again at 1 s, then ×1.2 each time, until every one has ended', () => {
    const both = (a: string, b: string) => [...job('jt-1', a, a === 'ended' ? 'success' : null), ...job('jt-2', b)];
    expect(
      schedule(
        ['jt-1', 'jt-2'],
        [{ data: both('running', 'running') }, { data: both('ended', 'running') }, { data: both('ended', 'ended') }],
      ),
    ).toEqual([1000, 1200, false]);
  });

  it('an answer that leaves a job out counts it as running; 202/204 ("not ready") answer as nothing reported yet', async () => {
    expect(schedule(['jt-1', 'jt-2'], [{ data: job('jt-1', 'ended', 'success') }])).toEqual([1000]);
    serve({ [TRACK]: [NOT_READY] });
    await expect(queryClient.fetchQuery(scanQueries.jobTracking(ACCOUNT, ['jt-1'], () => true))).resolves.toEqual([]);
  });

  it('#26.14 jobs still running after 10 retries: the poll stops having run out, the jobs still running (not failed)', () => {
    const reads = Array.from({ length: 11 }, () => ({ data: job('jt-1', 'running') }));
    const delays = schedule(['jt-1'], reads);
    expect(delays.slice(0, 4)).toEqual([1000, 1200, 1440, 1728]);
    expect(delays.filter((delay) => delay !== false)).toHaveLength(POLLING.technologyJobs.maxRetries);
    expect((delays.slice(0, 10) as number[]).reduce((sum, delay) => sum + delay, 0)).toBe(
      pollingBudgetMs(POLLING.technologyJobs),
    );
    expect(delays[10]).toBe(false);
    expect(jobPollsExhausted(reads.length)).toBe(true);
    expect(jobPollsExhausted(reads.length - 1)).toBe(false);
  });

  it('a failed tracking read stops the poll', () => {
    expect(schedule(['jt-1'], [{ data: job('jt-1', 'running') }, { error: true }])).toEqual([1000, false]);
  });

  it('no jobs to follow: nothing is read', () => {
    expect(scanQueries.jobTracking(ACCOUNT, [], () => true).enabled).toBe(false);
  });

  it('a refused create is an error of the write, and nothing is followed', async () => {
    const server = serve({ [CREATE]: [FAILED] });
    const write = new MutationObserver(queryClient, technologyMutations.create(queryClient));
    await expect(
      write.mutate({ accountId: ACCOUNT, data: { source: 'user_input', technologies: ['cat-zoom'] } }),
    ).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    expect(invalidated).toEqual([]);
  });
});
