import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { PollingTimeoutError } from '@/api/errors';

type PolledOptions<T, E> = QueryObserverOptions<T, E, T, T, QueryKey>;

/** The next poll the options' refetchInterval asks for after the query's last read (false: polling has ended). */
function nextPoll<T, E>(options: PolledOptions<T, E>, observer: QueryObserver<T, E, T, T, QueryKey>): number | false {
  const interval = options.refetchInterval;
  const next = typeof interval === 'function' ? interval(observer.getCurrentQuery()) : interval;
  return next === undefined || next === 0 ? false : next;
}

/**
 * Follows a polled query to its end from a flow rather than a component, so the flow goes on while the user moves
 * between pages: a QueryObserver reads it at once and then on its factory's refetchInterval (the shared polling
 * policy, which bounds it). Resolves with the first answer read since the follow started that `isDone` accepts;
 * rejects with PollingTimeoutError once the interval stops without one. A failed read is one read of the budget. The
 * observer goes as soon as the follow settles.
 */
export function followPolledQuery<T, E>(
  queryClient: QueryClient,
  options: PolledOptions<T, E>,
  isDone: (data: T) => boolean,
): Promise<T> {
  const startedAt = Date.now();
  const observer = new QueryObserver(queryClient, { ...options, staleTime: 0 });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let unsubscribe = () => {};
    const check = () => {
      const result = observer.getCurrentResult();
      // Only settled reads made for this follow count (the cache may hold an older answer).
      if (settled || result.fetchStatus !== 'idle' || Math.max(result.dataUpdatedAt, result.errorUpdatedAt) < startedAt) return;
      const fresh = result.dataUpdatedAt >= result.errorUpdatedAt ? result.data : undefined;
      if (fresh !== undefined && isDone(fresh)) {
        settled = true;
        unsubscribe();
        resolve(fresh);
      } else if (nextPoll(options, observer) === false) {
        settled = true;
        unsubscribe();
        reject(new PollingTimeoutError());
      }
    };
    unsubscribe = observer.subscribe(check);
    check();
  });
}
