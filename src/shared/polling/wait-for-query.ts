import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PollingTimeoutError } from '@/api/errors';

/**
 * A read of a followed query failed. Its poller watches that query and tells the user (one report per failure, at
 * the source); a flow that follows it only cleans up. A PollingTimeoutError, by contrast, is the flow's own to tell.
 */
export class FollowedQueryError extends Error {
  constructor(cause: unknown) {
    super('The followed query failed', { cause });
    this.name = 'FollowedQueryError';
  }
}

/**
 * Resolves once a query that something else already polls has settled on data that `isDone` accepts, so a
 * flow can follow a poll without polling the same endpoint a second time. Rejects with FollowedQueryError when the
 * query fails or leaves the cache, or with PollingTimeoutError after `timeoutMs`.
 */
export function waitForQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isDone: (data: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const hash = hashKey(queryKey);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      unsubscribe();
    };
    const check = () => {
      const state = queryClient.getQueryState<T>(queryKey);
      if (settled || !state || state.fetchStatus !== 'idle') return;
      if (state.status === 'error') {
        finish();
        reject(new FollowedQueryError(state.error));
      } else if (state.data !== undefined && isDone(state.data)) {
        finish();
        resolve(state.data);
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== hash) return;
      if (event.type === 'removed' && !settled) {
        // The cache let the query go (signing out clears it): nobody reads it any more, and nothing is told.
        finish();
        reject(new FollowedQueryError(new Error('The followed query left the cache')));
        return;
      }
      check();
    });
    const timer = setTimeout(() => {
      finish();
      reject(new PollingTimeoutError());
    }, timeoutMs);
    check();
  });
}

/**
 * One fresh read of a followed query (`read`, so a change made just before is not missed), then
 * `waitForQueryData`; a failed read is a FollowedQueryError too.
 */
export async function readThenFollow<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  read: () => Promise<T>,
  isDone: (data: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const data = await read().catch((error: unknown) => {
    throw new FollowedQueryError(error);
  });
  return isDone(data) ? data : waitForQueryData(queryClient, queryKey, isDone, timeoutMs);
}
