import { QueryClient, QueryObserver, environmentManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationRequest } from '@generated/model';
import { integrationQueries } from '@/shared/queries/integrations';

const ACCOUNT = 'acc-1';
const pending = (id: string): IntegrationRequest => ({
  request_id: id,
  status: 'pending',
  status_info: null,
  provider_id: 'prov-google',
});

/** The pending-requests key as the app reads it: the summary and the prefetches read it too, without polling. */
function setup() {
  const server = { answer: [] as IntegrationRequest[], down: false };
  const queryFn = vi.fn(async () => {
    if (server.down) throw new Error('503');
    return server.answer;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const read = () => client.fetchQuery({ ...integrationQueries.pendingRequests(ACCOUNT), queryFn, staleTime: 0 });
  const observer = new QueryObserver(client, { ...integrationQueries.pendingRequestsPolled(ACCOUNT), queryFn });
  return { server, queryFn, read, observer };
}

beforeEach(() => {
  vi.useFakeTimers();
  // Node has no window: let TanStack schedule refetch intervals as in the browser.
  environmentManager.setIsServer(() => false);
});
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined');
  vi.useRealTimers();
});

describe('the pending-requests poll (10 retries at 5 s, console-platform.md §9)', () => {
  it('counts its retries from when a request became pending, not over the session', async () => {
    const { server, queryFn, read, observer } = setup();
    for (let i = 0; i < 12; i++) await read();
    const unsubscribe = observer.subscribe(() => {});
    server.answer = [pending('req-1')];
    await read();
    expect(queryFn).toHaveBeenCalledTimes(13);

    await vi.advanceTimersByTimeAsync(4999);
    expect(queryFn).toHaveBeenCalledTimes(13);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(14);
    await vi.advanceTimersByTimeAsync(9 * 5000);
    expect(queryFn).toHaveBeenCalledTimes(23);
    // Ten retries: the poll stops although the request is still pending.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(23);
    unsubscribe();
  });

  it('gives a request that becomes pending later its own ten retries', async () => {
    const { server, queryFn, read, observer } = setup();
    server.answer = [pending('req-1')];
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queryFn).toHaveBeenCalledTimes(11);
    server.answer = [pending('req-1'), pending('req-2')];
    await read();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queryFn).toHaveBeenCalledTimes(22);
    // Nothing pending ends the run; the next pending request starts a new one.
    server.answer = [];
    await read();
    server.answer = [pending('req-2')];
    await read();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queryFn).toHaveBeenCalledTimes(34);
    unsubscribe();
  });

  it('counts failed reads too: a server that keeps failing does not keep the poll alive', async () => {
    const { server, queryFn, observer } = setup();
    server.answer = [pending('req-1')];
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    server.down = true;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queryFn).toHaveBeenCalledTimes(11);
    unsubscribe();
  });
});
