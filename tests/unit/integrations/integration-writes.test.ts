import { MutationObserver, QueryClient, QueryObserver, environmentManager } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Integration, IntegrationRequest, ScanJob } from '@generated/model';
import { NotReadyError, PollingTimeoutError } from '@/api/errors';
import { IntegrationRequestFailedError, integrationMutations } from '@/shared/queries/integration-writes';
import { integrationQueries } from '@/shared/queries/integrations';
import { assetQueries } from '@/shared/queries/assets';

/** A stand-in server behind the generated calls: answers by method and path, records every call with its time. */
const server = vi.hoisted(() => ({
  calls: [] as string[],
  times: [] as number[],
  request: (): unknown => ({ request_id: 'req-1', status: 'completed', status_info: null, provider_id: 'prov-google' }),
  jobs: (): unknown => [],
  deleteFails: false,
  list: [] as unknown[],
}));

vi.mock('@/api/http-client', () => ({
  httpClient: async (config: { url: string; method?: string }) => {
    const method = (config.method ?? 'GET').toUpperCase();
    const path = config.url.replace('/api/accounts/acc-1', '');
    server.calls.push(`${method} ${path}`);
    server.times.push(Date.now());
    const answer = (value: unknown) => {
      if (value instanceof Error) throw value;
      return value;
    };
    if (method === 'POST' && path === '/providers/prov-google/integration') return { request_id: 'req-1' };
    if (path === '/integration-requests/req-1') return answer(server.request());
    if (path === '/jobs/latest') return answer(server.jobs());
    if (method === 'DELETE') {
      if (server.deleteFails) throw http(500);
      return undefined;
    }
    if (path === '/integrations') return server.list;
    return [];
  },
}));

function http(status: number) {
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: { title: 'Server error', status },
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

const ACCOUNT = 'acc-1';
const GOOGLE: Integration = {
  id: 'int-google',
  type: 'google',
  name: 'google',
  display_name: 'Google Workspace',
  description: '',
  status: 'inactive',
  provider_id: 'prov-google',
  integration_id: 'intg-1',
} as Integration;
const pending = (): IntegrationRequest => ({
  request_id: 'req-1',
  status: 'pending',
  status_info: null,
  provider_id: 'prov-google',
});
const ADD = { accountId: ACCOUNT, providerId: 'prov-google', data: { value: { auth_code: 'c' }, enable: true as const } };
const requestReads = () => server.calls.filter((call) => call === 'GET /integration-requests/req-1').length;

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  // Node has no window: let TanStack schedule refetch intervals as in the browser.
  environmentManager.setIsServer(() => false);
  server.calls = [];
  server.times = [];
  server.request = () => ({ request_id: 'req-1', status: 'completed', status_info: null, provider_id: 'prov-google' });
  server.jobs = () => [];
  server.deleteFails = false;
  server.list = [{ ...GOOGLE, status: 'active' }];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(integrationQueries.integrations(ACCOUNT).queryKey, [GOOGLE]);
});
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined');
  vi.useRealTimers();
});

/** The add, as a button sends it; settles (or fails) after the fake clock has run long enough. */
async function add() {
  const observer = new MutationObserver(client, integrationMutations.add(client));
  const result = observer.mutate(ADD).then(
    (request) => ({ request, error: null }),
    (error: unknown) => ({ request: null, error }),
  );
  await vi.advanceTimersByTimeAsync(120_000);
  return result;
}

describe('adding an integration (its request followed as a polled query)', () => {
  it('#26.14 a request still pending after its 10 retries at 5 s ends with the timeout, not a failure', async () => {
    server.request = pending;
    const spy = vi.spyOn(client, 'invalidateQueries');
    const { error } = await add();
    expect(error).toBeInstanceOf(PollingTimeoutError);
    expect(error).not.toBeInstanceOf(IntegrationRequestFailedError);
    // The first read, then 10 retries 5 s apart (console-platform.md §9).
    expect(requestReads()).toBe(11);
    const at = server.times.filter((_, i) => server.calls[i] === 'GET /integration-requests/req-1');
    expect(at.slice(1).map((time, i) => time - at[i]!)).toEqual(Array(10).fill(5000));
    // Nothing is marked: the list keeps the server's status, and it and the pending requests are read again.
    expect(client.getQueryData<Integration[]>(integrationQueries.integrations(ACCOUNT).queryKey)?.[0]?.status).toBe('inactive');
    const keys = spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(integrationQueries.integrations(ACCOUNT).queryKey));
    expect(keys).toContain(JSON.stringify(integrationQueries.pendingRequests(ACCOUNT).queryKey));
  });

  it('a 202 or a failed read of the request counts as a read, and the poll goes on to its answer', async () => {
    const answers: unknown[] = [new NotReadyError(202, '/x'), http(500), pending(), { ...pending(), status: 'completed' }];
    server.request = () => answers.shift();
    const { request } = await add();
    expect(request?.status).toBe('completed');
    expect(requestReads()).toBe(4);
  });

  it('a request that ended failed rejects with its status_info', async () => {
    server.request = () => ({ ...pending(), status: 'failed', status_info: 'MAX_USERS_EXCEEDED' });
    const { error } = await add();
    expect(error).toBeInstanceOf(IntegrationRequestFailedError);
    expect((error as IntegrationRequestFailedError).request.status_info).toBe('MAX_USERS_EXCEEDED');
    expect(requestReads()).toBe(1);
  });

  it('completed: shows active, follows the latest jobs (3 s, at most 15 retries), then reloads score, assets, the list, and the issues 2 s later', async () => {
    const running: ScanJob[] = [{ id: 'sj-1', job_status: 'running' }];
    server.jobs = () => running;
    // Pages show the list, the score, the assets and the issues: a reload of theirs reads again.
    for (const options of [
      integrationQueries.integrations(ACCOUNT),
      assetQueries.securityAssessment(ACCOUNT),
      assetQueries.assets(ACCOUNT),
      assetQueries.issues(ACCOUNT),
    ] as QueryObserver['options'][]) {
      new QueryObserver(client, options).subscribe(() => {});
    }
    await vi.advanceTimersByTimeAsync(0);
    server.calls = [];
    const observer = new MutationObserver(client, integrationMutations.add(client));
    const done = observer.mutate(ADD);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData<Integration[]>(integrationQueries.integrations(ACCOUNT).queryKey)?.[0]?.status).toBe('active');
    await vi.advanceTimersByTimeAsync(3000 * 15);
    const jobReads = server.calls.filter((call) => call === 'GET /jobs/latest').length;
    expect(jobReads).toBe(16);
    await done;
    const after = server.calls.slice(server.calls.lastIndexOf('GET /jobs/latest') + 1);
    expect(after).toEqual(['GET /security-assessment', 'GET /assets', 'GET /integrations']);
    await vi.advanceTimersByTimeAsync(1999);
    const issuesReadAt = () => server.calls.lastIndexOf('GET /issues');
    const before = issuesReadAt();
    await vi.advanceTimersByTimeAsync(1);
    expect(issuesReadAt()).toBeGreaterThan(before);
  });
});

describe('disconnecting an integration', () => {
  it('204: shows it inactive at once, and reads the list again', async () => {
    server.list = [{ ...GOOGLE, status: 'inactive', integration_id: null }];
    client.setQueryData(integrationQueries.integrations(ACCOUNT).queryKey, [{ ...GOOGLE, status: 'active' }]);
    const observer = new MutationObserver(client, integrationMutations.remove(client));
    await observer.mutate({ accountId: ACCOUNT, providerId: 'prov-google', integrationId: 'intg-1' });
    expect(client.getQueryData<Integration[]>(integrationQueries.integrations(ACCOUNT).queryKey)?.[0]).toMatchObject({
      status: 'inactive',
      integration_id: null,
    });
  });

  it('#26.10 a refused disconnect reads the list again before it settles: what the server says shows', async () => {
    server.deleteFails = true;
    client.setQueryData(integrationQueries.integrations(ACCOUNT).queryKey, [{ ...GOOGLE, status: 'active' }]);
    // The page shows the list (an observer), so reading it again fetches it.
    const list = new QueryObserver(client, integrationQueries.integrations(ACCOUNT));
    const unsubscribe = list.subscribe(() => {});
    server.calls = [];
    const observer = new MutationObserver(client, integrationMutations.remove(client));
    await expect(observer.mutate({ accountId: ACCOUNT, providerId: 'prov-google', integrationId: 'intg-1' })).rejects.toThrow();
    expect(server.calls).toEqual(['DELETE /providers/prov-google/integration/intg-1', 'GET /integrations']);
    expect(client.getQueryData<Integration[]>(integrationQueries.integrations(ACCOUNT).queryKey)?.[0]?.status).toBe('active');
    unsubscribe();
  });
});
