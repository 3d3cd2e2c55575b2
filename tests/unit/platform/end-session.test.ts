import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotReadyError } from '@/api/errors';
import { endSession } from '@/features/platform/auth/end-session';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';
import { scanStatus } from '@/shared/scans/scan-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A client in the state of a busy console: a request in flight, a loader polling "not ready", cached data. */
function busyClient() {
  const client = new QueryClient();
  const signals: AbortSignal[] = [];
  const slow = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<never>((_, reject) => {
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  const notReady = vi.fn(async () => {
    throw new NotReadyError(202, '/api/accounts/acc-1/assets');
  });
  void client.fetchQuery({ queryKey: ['team'], queryFn: slow }).catch(() => undefined);
  void client.fetchQuery({ queryKey: ['assets'], queryFn: notReady, ...notReadyRetry(POLLING.assets) }).catch(() => undefined);
  client.setQueryData(['login-data'], { user: { email: 'maya.okafor@brightsmiledental.com' } });
  return { client, signals, slow, notReady };
}

describe('signing out', () => {
  it('aborts the requests in flight, stops every poll and leaves no request afterwards', async () => {
    const { client, signals, slow, notReady } = busyClient();
    await vi.advanceTimersByTimeAsync(12_000);
    const polled = notReady.mock.calls.length;
    expect(polled).toBeGreaterThan(1);
    expect(signals).toHaveLength(1);

    endSession(client, vi.fn());

    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(notReady).toHaveBeenCalledTimes(polled);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(client.isFetching()).toBe(0);
  });

  it("drops the signed-out user's data and the scan flag, then leaves for the identity provider", () => {
    const { client } = busyClient();
    scanStatus.set(true);
    const leave = vi.fn();

    endSession(client, leave);

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(client.getQueryData(['login-data'])).toBeUndefined();
    expect(scanStatus.get()).toBe(false);
    expect(leave).toHaveBeenCalledTimes(1);
    const target = new URL(String(leave.mock.calls[0]?.[0]), 'https://console.stance.example');
    expect(target.pathname).toBe('/auth/logout');
    expect(target.searchParams.get('return_endpoint')).toBe('/');
  });
});
