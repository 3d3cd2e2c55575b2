import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PollingTimeoutError } from '@/api/errors';

/**
 * Resolves once a query that something else already polls has settled on data that `isDone` accepts, so a
 * flow can follow a poll without polling the same endpoint a second time. Rejects with the query's error, or
 * with PollingTimeoutError after `timeoutMs`.
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
        reject(state.error);
      } else if (state.data !== undefined && isDone(state.data)) {
        finish();
        resolve(state.data);
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) check();
    });
    const timer = setTimeout(() => {
      finish();
      reject(new PollingTimeoutError());
    }, timeoutMs);
    check();
  });
}
