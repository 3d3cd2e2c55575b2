import {
  useInfiniteQuery,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { httpStatusOf } from '@/api/errors';

/**
 * A capability beyond the specification (issues #27-#29) is behind its flag, off when absent. A backend one release
 * behind answers its paths with 404 (no route) or 501 (not implemented): the console then hides it, with no error.
 */
const ABSENT_STATUSES: ReadonlySet<number> = new Set([404, 501]);

export function isAbsentCapability(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && ABSENT_STATUSES.has(status);
}

/** What a capability's section renders: nothing, its loading state, its error state, or its data. */
export type Capability<TData> =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  /** `previous`: the data of the read before, shown while this one loads (`placeholderData: keepPreviousData`). */
  | { state: 'ready'; data: TData; previous?: boolean };

interface QueryView<TData> {
  status: 'pending' | 'error' | 'success';
  data: TData | undefined;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
}

/** The state of a capability from its flag and its read. */
export function capabilityOf<TData>(flag: boolean, query: QueryView<TData>): Capability<TData> {
  if (!flag) return { state: 'hidden' };
  if (query.status === 'success')
    return query.isPlaceholderData
      ? { state: 'ready', data: query.data as TData, previous: true }
      : { state: 'ready', data: query.data as TData };
  if (query.status === 'pending') return { state: 'loading' };
  if (isAbsentCapability(query.error)) return { state: 'hidden' };
  return { state: 'error', error: query.error, retry: () => void query.refetch() };
}

/** Reads a capability's endpoint only while its flag is on (the factory's options, gated by the flag). */
export function useCapabilityQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  flag: boolean,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Capability<TData> {
  return capabilityOf(flag, useQuery({ ...options, enabled: flag }));
}

/**
 * The same for a paged read (an infinite query): its capability state (from the first page) beside the query, which
 * the list needs for its next pages.
 */
export function useCapabilityInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  flag: boolean,
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
) {
  const query = useInfiniteQuery({ ...options, enabled: flag });
  return { capability: capabilityOf(flag, query), query };
}
