/**
 * Removing a domain as one write (console-platform.md §4): the delete, then the user-input processes until they no
 * longer list it. The write is pending all along (what 'Removing…' shows, from the mutation cache), and a failed
 * progress read ends it in error, so the domain is unmarked (#26.3).
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeleteDomainMutationKey } from '@generated/api/domains/domains';
import type { PendingProcesses } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { http, setHttpEnvironment } from '@/api/http-client';
import { findOperation, loadResponseSchema } from '@/api/response-validation';
import { scanResultKeys } from '@/shared/queries/account-data';
import { RemovalProgressError, domainMutations, followDomainRemoval } from '@/shared/queries/domain-writes';
import { issueQueries } from '@/shared/queries/issues';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';

const ACCOUNT = 'acc-brightsmile';
const DOMAIN = 'dom-brightsmile-kids-com';
const PROCESSES = `/api/accounts/${ACCOUNT}/user-inputs/in-progress`;
const DELETE = `/api/accounts/${ACCOUNT}/domains/${DOMAIN}`;
const listing = (...delete_domains: string[]): PendingProcesses => ({ resolved_issues: [], delete_domains, add_domains: [] });

/** The server: each path answers with the next of its statuses/bodies (the last repeats); calls are logged. */
function answer(routes: Record<string, { status: number; data?: unknown }[]>) {
  const log: string[] = [];
  http.defaults.adapter = (async (config) => {
    log.push(`${config.method?.toUpperCase()} ${config.url}`);
    const list = routes[config.url ?? '']!;
    const next = list.length > 1 ? list.shift()! : list[0]!;
    const { status, data = '' } = next;
    const response = { status, data, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(String(status)), { isAxiosError: true, response, config });
    return response;
  }) satisfies AxiosAdapter;
  return log;
}

beforeAll(async () => {
  await loadResponseSchema(findOperation('get', PROCESSES));
});

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  setHttpEnvironment({ cookie: () => '', scenario: () => null, onSessionEnded: vi.fn(), reportError: vi.fn() });
});
afterEach(() => {
  queryClient.clear();
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
  vi.restoreAllMocks();
});

const pendingIds = () =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: getDeleteDomainMutationKey(), status: 'pending' })
    .map((m) => (m.state.variables as { domainId: string }).domainId);

function removeDomain(monitorRunning: boolean) {
  const observer = new MutationObserver(queryClient, domainMutations.remove(queryClient, monitorRunning));
  return observer.mutate({ accountId: ACCOUNT, domainId: DOMAIN });
}

describe('a removal is one write, pending until the processes let the domain go', () => {
  it('deletes, follows the processes, reads the scan results again, and is in progress all along', async () => {
    vi.useFakeTimers();
    const log = answer({
      [DELETE]: [{ status: 204 }],
      [PROCESSES]: [
        { status: 200, data: listing(DOMAIN) },
        { status: 200, data: listing(DOMAIN) },
        { status: 200, data: listing() },
      ],
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const done = removeDomain(false);
    expect(pendingIds()).toEqual([DOMAIN]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pendingIds()).toEqual([DOMAIN]);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    vi.useRealTimers();
    expect(log).toEqual([`DELETE ${DELETE}`, `GET ${PROCESSES}`, `GET ${PROCESSES}`, `GET ${PROCESSES}`]);
    expect(pendingIds()).toEqual([]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(scanResultKeys(ACCOUNT));
  });

  it('#26.3 a failed progress read ends the write in error: the domain is no longer in removal', async () => {
    answer({ [DELETE]: [{ status: 204 }], [PROCESSES]: [{ status: 500, data: { code: 'X', detail: 'down' } }] });
    await expect(removeDomain(false)).rejects.toBeInstanceOf(RemovalProgressError);
    expect(pendingIds()).toEqual([]);
    expect(queryClient.getQueryState(issueQueries.pendingProcesses(ACCOUNT).queryKey)?.status).toBe('error');
  });

  it("with the process monitor, a failed read is the monitor's to tell: FollowedQueryError", async () => {
    answer({ [DELETE]: [{ status: 204 }], [PROCESSES]: [{ status: 500, data: { code: 'X', detail: 'down' } }] });
    await expect(removeDomain(true)).rejects.toBeInstanceOf(FollowedQueryError);
    expect(pendingIds()).toEqual([]);
  });

  it('a failed delete reads nothing more', async () => {
    const log = answer({ [DELETE]: [{ status: 500, data: { code: 'X', detail: 'down' } }], [PROCESSES]: [] });
    await expect(removeDomain(false)).rejects.not.toBeInstanceOf(RemovalProgressError);
    expect(log).toEqual([`DELETE ${DELETE}`]);
    expect(pendingIds()).toEqual([]);
  });
});

describe('following a removal without the process monitor (§9: user inputs 30 at 5 s)', () => {
  /** A clock that only moves when the poll sleeps. */
  function clock(pendingReads: number) {
    let now = 0;
    let reads = 0;
    const at: number[] = [];
    http.defaults.adapter = (async (config) => {
      at.push(now);
      reads++;
      const data = listing(...(reads <= pendingReads ? [DOMAIN, 'dom-other'] : ['dom-other']));
      return { status: 200, data, statusText: '', headers: {}, config, request: {} };
    }) satisfies AxiosAdapter;
    const sleep = (ms: number) => {
      now += ms;
      return Promise.resolve();
    };
    return { at, sleep };
  }
  const follow = (sleep: (ms: number) => Promise<void>) =>
    followDomainRemoval(queryClient, { accountId: ACCOUNT, domainId: DOMAIN }, false, sleep);

  it('reads once, then 30 times 5 s apart, then times out at once (no wait after the last read)', async () => {
    const c = clock(Infinity);
    await expect(follow(c.sleep)).rejects.toBeInstanceOf(PollingTimeoutError);
    expect(c.at).toEqual(Array.from({ length: 31 }, (_, i) => i * 5000));
  });

  it('ends at the first read without the domain, other removals aside', async () => {
    const c = clock(3);
    await follow(c.sleep);
    expect(c.at).toEqual([0, 5000, 10000, 15000]);
  });

  it('the last allowed read can still end it', async () => {
    const c = clock(30);
    await follow(c.sleep);
    expect(c.at).toHaveLength(31);
  });
});
