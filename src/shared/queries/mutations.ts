import {
  hashKey,
  useMutation,
  useMutationState,
  useQueryClient,
  type DefaultError,
  type MutateOptions,
  type MutationKey,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** Whether a call with these variables should count as the same write (same target); default: any call of the operation. */
export type SameWrite<TVariables> = (inFlight: TVariables, next: TVariables) => boolean;

const anyCall = () => true;

/**
 * Whether the operation is already in flight for the same target. TanStack Query marks a mutation pending in its cache
 * synchronously inside `mutate()`, but tells React a macrotask later: a second click of a zero-gap double click can
 * come before the button re-renders disabled, so the guard reads the cache, not the rendered state.
 */
export function isWriteInFlight<TVariables>(
  queryClient: QueryClient,
  mutationKey: MutationKey | string,
  variables: TVariables,
  same: SameWrite<TVariables> = anyCall,
): boolean {
  const keyHash = typeof mutationKey === 'string' ? mutationKey : hashKey(mutationKey);
  return queryClient
    .getMutationCache()
    .findAll({ status: 'pending' })
    .some(
      (m) =>
        m.options.mutationKey !== undefined &&
        hashKey(m.options.mutationKey) === keyHash &&
        same(m.state.variables as TVariables, variables),
    );
}

/**
 * Whether the operation has no write left in the cache: the session ended while one was on its way (signing out
 * clears the cache). A flow that follows a write past its answer (a reload, a toast, a new tab) ends without a word
 * then.
 */
export function isWriteDropped(queryClient: QueryClient, mutationKey: MutationKey): boolean {
  const keyHash = hashKey(mutationKey);
  return !queryClient
    .getMutationCache()
    .getAll()
    .some((m) => m.options.mutationKey !== undefined && hashKey(m.options.mutationKey) === keyHash);
}

export type KeyedMutationOptions<TData, TError, TVariables, TContext = unknown> = UseMutationOptions<
  TData,
  TError,
  TVariables,
  TContext
> & {
  mutationKey: MutationKey;
};

/** What an endpoint's mutation factory returns: orval's `get<Op>MutationOptions()` result, its key required. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any generated getter: only its return type is read
export type Keyed<GetOptions extends (...args: any[]) => object> = ReturnType<GetOptions> & {
  mutationKey: MutationKey;
};

/** What a caller tells the user about a write: its own toasts, after the endpoint's cache work. */
export interface WriteFeedback<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: TError, variables: TVariables) => void;
}

/**
 * An endpoint's mutation options (from `src/shared/queries/<tag>.ts`, which own its cache work) with the caller's
 * feedback added, as options rather than `mutate` callbacks: they run after the endpoint's own `onSuccess`/`onError`,
 * and also when the component that sent the write has unmounted meanwhile (a tab switch during a long write), which
 * `mutate`'s callbacks do not.
 */
export function withFeedback<TData, TError, TVariables, TContext>(
  options: KeyedMutationOptions<TData, TError, TVariables, TContext>,
  feedback: WriteFeedback<TData, TError, TVariables>,
): KeyedMutationOptions<TData, TError, TVariables, TContext> {
  const { onSuccess, onError } = options;
  return {
    ...options,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      feedback.onSuccess?.(args[0], args[1]);
    },
    onError: async (...args) => {
      await onError?.(...args);
      feedback.onError?.(args[0], args[1]);
    },
  };
}

/**
 * The one way to write: `useMutation` over an endpoint's mutation options (from `src/shared/queries/<tag>.ts`) whose
 * `mutate`/`mutateAsync` drop a call while the same write is in flight. One click sends one request.
 * A dropped `mutateAsync` resolves to `undefined` (nothing was sent, nothing failed).
 */
export function useWrite<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: KeyedMutationOptions<TData, TError, TVariables, TContext>,
  same?: SameWrite<TVariables>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation(options);
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  // The generated options make a fresh key array each render: its hash is what stays the same.
  const keyHash = hashKey(options.mutationKey);
  const inFlight = useCallback(
    (variables: TVariables) => isWriteInFlight(queryClient, keyHash, variables, same),
    [queryClient, keyHash, same],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (!inFlight(variables)) send(...([variables, callbacks] as Parameters<typeof send>));
    },
    [inFlight, send],
  );
  const mutateAsync = useCallback(
    (variables: TVariables): Promise<TData | undefined> =>
      inFlight(variables) ? Promise.resolve(undefined) : sendAsync(...([variables] as Parameters<typeof sendAsync>)),
    [inFlight, sendAsync],
  );
  return useMemo(() => ({ ...mutation, mutate, mutateAsync }), [mutation, mutate, mutateAsync]);
}

/**
 * The variables of an operation's writes in flight, from anywhere in the app ("in progress" without a store of our
 * own): e.g. the ids of the domains being removed. `select` maps each one (default: the variables themselves).
 */
export function usePendingWrites<TVariables, TResult = TVariables>(
  mutationKey: MutationKey,
  select: (variables: TVariables) => TResult = (v) => v as unknown as TResult,
): TResult[] {
  return useMutationState({
    filters: { mutationKey, exact: true, status: 'pending' },
    select: (m) => select(m.state.variables as TVariables),
  });
}

/**
 * The variables of the latest write of an operation to `target`, when that write failed: what the user sent, for the
 * form to offer again (a failed write keeps what the user typed). Undefined once a later one is pending or succeeded.
 */
export function useFailedWrite<TVariables>(mutationKey: MutationKey, target: (variables: TVariables) => boolean) {
  const writes = useMutationState({
    filters: { mutationKey, exact: true, predicate: (m) => target(m.state.variables as TVariables) },
    select: (m) => ({ status: m.state.status, variables: m.state.variables as TVariables }),
  });
  const latest = writes.at(-1);
  return latest?.status === 'error' ? latest.variables : undefined;
}
