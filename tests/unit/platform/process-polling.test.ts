import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingTimeoutError } from '@/api/errors';
import { nextProcessPoll } from '@/features/platform/monitors/process-monitor';
import { POLLING, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { FollowedQueryError, readThenFollow, waitForQueryData } from '@/shared/polling/wait-for-query';

describe('process monitor bound', () => {
  it('polls every 5 s while pending, at most 30 times per run of pending work', () => {
    let start = 0;
    const delays: (number | false)[] = [];
    for (let update = 1; update <= 32; update++) {
      const next = nextProcessPoll(true, update, start);
      start = next.streakStart;
      delays.push(next.delay);
    }
    expect(delays.slice(0, 30).every((d) => d === 5000)).toBe(true);
    expect(delays.slice(30)).toEqual([false, false]);
  });

  it('stops after a failed read, even with processes still listed', () => {
    expect(nextProcessPoll(true, 3, 0, true)).toEqual({ delay: false, streakStart: 3 });
    expect(nextProcessPoll(true, 4, 3).delay).toBe(5000);
  });

  it('starts a fresh run after a read with nothing pending, however many reads came before', () => {
    const idle = nextProcessPoll(false, 500, 0);
    expect(idle).toEqual({ delay: false, streakStart: 500 });
    expect(nextProcessPoll(true, 501, idle.streakStart).delay).toBe(5000);
  });
});

describe('pollingBudgetMs', () => {
  it('adds up every retry, with backoff', () => {
    expect(pollingBudgetMs(POLLING.userInputs)).toBe(150_000);
    expect(pollingBudgetMs({ intervalMs: 1000, maxRetries: 3, backoff: 2 })).toBe(7000);
  });
});

describe('waitForQueryData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const key = ['/api/accounts/acc-1/user-inputs/in-progress'];

  it('follows data another poller writes and resolves when it is done', async () => {
    const client = new QueryClient();
    client.setQueryData(key, { resolved_issues: ['iss-1'] });
    const done = vi.fn();
    const waiting = waitForQueryData<{ resolved_issues: string[] }>(
      client,
      key,
      (d) => !d.resolved_issues.includes('iss-1'),
      60_000,
    ).then(done);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).not.toHaveBeenCalled();
    client.setQueryData(key, { resolved_issues: [] });
    await waiting;
    expect(done).toHaveBeenCalledWith({ resolved_issues: [] });
  });

  it("rejects with the query's error as a FollowedQueryError: the query's poller reports it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const waiting = waitForQueryData(client, key, () => false, 60_000).catch((e: unknown) => e);
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('503')) }).catch(() => undefined);
    const error = await waiting;
    expect(error).toBeInstanceOf(FollowedQueryError);
    expect((error as Error).cause).toEqual(new Error('503'));
  });

  it('readThenFollow: a failed fresh read is a FollowedQueryError too; a read that is done ends the wait', async () => {
    const client = new QueryClient();
    const failed = readThenFollow(
      client,
      key,
      () => Promise.reject(new Error('500')),
      () => true,
      60_000,
    );
    await expect(failed).rejects.toBeInstanceOf(FollowedQueryError);
    const done = readThenFollow(
      client,
      key,
      async () => ({ resolved_issues: [] as string[] }),
      () => true,
      60_000,
    );
    await expect(done).resolves.toEqual({ resolved_issues: [] });
  });

  it('ends as a FollowedQueryError, before its budget, when the cache lets the query go (signing out clears it)', async () => {
    const client = new QueryClient();
    client.setQueryData(key, { resolved_issues: ['iss-1'] });
    const waiting = waitForQueryData(client, key, () => false, 60_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    client.clear();
    await vi.advanceTimersByTimeAsync(0);
    expect(await waiting).toBeInstanceOf(FollowedQueryError);
    // Another query leaving the cache is none of its business.
    client.setQueryData(key, { resolved_issues: ['iss-1'] });
    const still = vi.fn();
    void waitForQueryData(client, key, () => false, 60_000).catch(still);
    client.removeQueries({ queryKey: ['/api/accounts/acc-1/issues'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(still).not.toHaveBeenCalled();
  });

  it('gives up after its budget', async () => {
    const client = new QueryClient();
    client.setQueryData(key, { resolved_issues: ['iss-1'] });
    const waiting = waitForQueryData(client, key, () => false, 10_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await waiting).toBeInstanceOf(PollingTimeoutError);
  });
});
