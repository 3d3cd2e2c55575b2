import { describe, expect, it } from 'vitest';
import { NotReadyError, PollingTimeoutError, TIMEOUT_MESSAGE } from '@/api/errors';
import { POLLING, delayForAttempt, notReadyRetry, pollingErrorMessage, repeatWhile } from '@/shared/polling/polling-policy';

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
