import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotReadyError, PollingTimeoutError, TIMEOUT_MESSAGE } from '@/api/errors';
import {
  POLLING,
  delayForAttempt,
  notReadyRetry,
  poll,
  pollingErrorMessage,
  repeatWhile,
  sleep,
} from '@/shared/polling/polling-policy';

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
    expect(pollingErrorMessage(new PollingTimeoutError())).toBe(TIMEOUT_MESSAGE);
    expect(pollingErrorMessage(new Error('x'))).toBeNull();
  });
});

describe('sleep (the real timer the imperative polls wait on)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    const seen = { value: 'waiting' as 'waiting' | 'resolved' | 'rejected', error: undefined as unknown };
    promise.then(
      () => (seen.value = 'resolved'),
      (error: unknown) => Object.assign(seen, { value: 'rejected', error }),
    );
    return seen;
  };

  it('resolves after the delay, not before, and leaves no listener on the signal', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const slept = state(sleep(5000, controller.signal));
    await vi.advanceTimersByTimeAsync(4999);
    expect(slept.value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(slept.value).toBe('resolved');
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an abort during the wait rejects at once with an AbortError and clears the timer', async () => {
    const controller = new AbortController();
    const slept = state(sleep(5000, controller.signal));
    await vi.advanceTimersByTimeAsync(2000);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(slept.value).toBe('rejected');
    expect(slept.error).toBeInstanceOf(DOMException);
    expect((slept.error as DOMException).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already aborted signal rejects without starting a timer', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sleep(5000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('poll (imperative polling on the real sleep)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A request that answers from a list (the last answer repeats) and notes the clock of every call. */
  function server<T>(answers: (T | Error)[]) {
    const at: number[] = [];
    const request = vi.fn(async () => {
      at.push(Date.now() - start);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) throw next;
      return next;
    });
    const start = Date.now();
    return { request, at };
  }

  it('asks again after each interval while not done, counting 202/204 as not yet, and returns the done value', async () => {
    const { request, at } = server<string>(['pending', new NotReadyError(202, '/x'), new NotReadyError(204, '/x'), 'done']);
    const result = poll({ policy: POLLING.userInputs, request, isDone: (value) => value === 'done' });
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toBe('done');
    expect(at).toEqual([0, 5000, 10_000, 15_000]);
  });

  it('waits longer each time by the backoff factor', async () => {
    const { request, at } = server<string>(['running', 'running', 'running', 'ended']);
    const result = poll({ policy: POLLING.technologyJobs, request, isDone: (value) => value === 'ended' });
    await vi.advanceTimersByTimeAsync(1000 + 1200 + 1440);
    await expect(result).resolves.toBe('ended');
    expect(at).toEqual([0, 1000, 2200, 3640]);
  });

  it('gives up with PollingTimeoutError after the policy’s retries, asking no more', async () => {
    const { request } = server<string>(['pending']);
    const result = poll({ policy: { intervalMs: 100, maxRetries: 3 }, request, isDone: () => false });
    const settled = expect(result).rejects.toBeInstanceOf(PollingTimeoutError);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('stops at the first error that is not "not ready"', async () => {
    const failure = new Error('500');
    const { request } = server<string>(['pending', failure, 'done']);
    const result = poll({ policy: POLLING.userInputs, request, isDone: (value) => value === 'done' });
    const settled = expect(result).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('an abort between two attempts stops the wait at once and asks no more', async () => {
    const controller = new AbortController();
    const { request } = server<string>(['pending']);
    const result = poll({ policy: POLLING.userInputs, request, isDone: () => false, signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(7000);
    expect(request).toHaveBeenCalledTimes(2);
    controller.abort();
    await settled;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('an already aborted signal asks nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request } = server<string>(['done']);
    await expect(
      poll({ policy: POLLING.userInputs, request, isDone: () => true, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(request).not.toHaveBeenCalled();
  });

  it('an abort while a request is on the wire stops before the next wait', async () => {
    const controller = new AbortController();
    const { request } = server<string>(['pending']);
    const result = poll({ policy: POLLING.userInputs, request, isDone: () => false, signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
