import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotReadyError, PollingTimeoutError, TIMEOUT_MESSAGE } from '@/api/errors';
import { POLLING, delayForAttempt, notReadyRetry, poll, pollingErrorMessage, repeatWhile } from '@/shared/polling/polling-policy';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the §9 table', () => {
  it('has the intervals and bounds of the specification', () => {
    expect(POLLING.assets).toEqual({ intervalMs: 5000, maxRetries: 1000 });
    expect(POLLING.integrationRequest).toEqual({ intervalMs: 5000, maxRetries: 10 });
    expect(POLLING.scans.maxRetries).toBe(100000);
    expect(POLLING.userInputs).toEqual({ intervalMs: 5000, maxRetries: 30 });
    expect(POLLING.latestJobs).toEqual({ intervalMs: 3000, maxRetries: 15 });
    expect(POLLING.technologyJobs).toEqual({ intervalMs: 1000, maxRetries: 10, backoff: 1.2 });
  });

  it('multiplies technology-job delays by 1.2', () => {
    expect([0, 1, 2, 3].map((a) => delayForAttempt(POLLING.technologyJobs, a))).toEqual([1000, 1200, 1440, 1728]);
    expect(delayForAttempt(POLLING.assets, 7)).toBe(5000);
  });
});

describe('poll', () => {
  it('treats 202/204 as "not yet" and stops when done', async () => {
    const request = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NotReadyError(202, '/x'))
      .mockResolvedValueOnce('pending')
      .mockResolvedValueOnce('done');
    const result = poll({ policy: POLLING.latestJobs, request, isDone: (v) => v === 'done' });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('done');
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('is bounded: exhaustion is the timeout error', async () => {
    const request = vi.fn(async () => 'pending');
    const result = poll({ policy: POLLING.integrationRequest, request, isDone: () => false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000 * 11);
    const error = await result;
    expect(error).toBeInstanceOf(PollingTimeoutError);
    expect((error as Error).message).toBe('Async call timeout limit reached');
    expect(request).toHaveBeenCalledTimes(11);
  });

  it('stops when its owner unmounts (abort)', async () => {
    const controller = new AbortController();
    const request = vi.fn(async () => 'pending');
    const result = poll({ policy: POLLING.userInputs, request, isDone: () => false, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await result) as DOMException).name).toBe('AbortError');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('passes real errors through at once', async () => {
    const request = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(poll({ policy: POLLING.assets, request, isDone: () => true })).rejects.toThrow('boom');
  });
});

describe('query options', () => {
  it('retries only "not ready", up to the bound', () => {
    const { retry, retryDelay } = notReadyRetry(POLLING.integrationRequest);
    expect(retry(0, new NotReadyError(204, '/x'))).toBe(true);
    expect(retry(10, new NotReadyError(204, '/x'))).toBe(false);
    expect(retry(0, new Error('500'))).toBe(false);
    expect(retryDelay(3)).toBe(5000);
  });

  it('repeats while pending, bounded', () => {
    expect(repeatWhile(POLLING.userInputs, true, 0)).toBe(5000);
    expect(repeatWhile(POLLING.userInputs, true, 30)).toBe(false);
    expect(repeatWhile(POLLING.userInputs, false, 0)).toBe(false);
  });

  it('names exhaustion for the user', () => {
    expect(pollingErrorMessage(new NotReadyError(202, '/x'))).toBe(TIMEOUT_MESSAGE);
    expect(pollingErrorMessage(new Error('x'))).toBeNull();
  });
});
