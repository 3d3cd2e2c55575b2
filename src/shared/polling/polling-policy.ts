import { NotReadyError, PollingTimeoutError, TIMEOUT_MESSAGE } from '@/api/errors';

export interface PollingPolicy {
  intervalMs: number;
  maxRetries: number;
  /** Each next delay is the previous one times this factor. */
  backoff?: number;
}

/** console-platform.md §9. */
export const POLLING = {
  assets: { intervalMs: 5000, maxRetries: 1000 },
  integrationRequest: { intervalMs: 5000, maxRetries: 10 },
  scans: { intervalMs: 5000, maxRetries: 100000 },
  userInputs: { intervalMs: 5000, maxRetries: 30 },
  latestJobs: { intervalMs: 3000, maxRetries: 15 },
  technologyJobs: { intervalMs: 1000, maxRetries: 10, backoff: 1.2 },
  /** getIntegrationSync's x-polling (issue #29): every 5 s, up to 360 tries (30 minutes). */
  integrationSync: { intervalMs: 5000, maxRetries: 360 },
  /** getFraudRemediation's x-polling (issue #29): every 3 s, up to 200 tries (10 minutes). */
  fraudRemediation: { intervalMs: 3000, maxRetries: 200 },
} as const satisfies Record<string, PollingPolicy>;

/** Delay before retry number `attempt` (0 for the first retry). */
export function delayForAttempt(policy: PollingPolicy, attempt: number): number {
  return Math.round(policy.intervalMs * (policy.backoff ?? 1) ** Math.max(0, attempt));
}

/** TanStack Query options for a GET that answers 202/204 until ready: retry only "not ready", bounded. */
export function notReadyRetry(policy: PollingPolicy) {
  return {
    retry: (failureCount: number, error: unknown) => error instanceof NotReadyError && failureCount < policy.maxRetries,
    retryDelay: (attempt: number) => delayForAttempt(policy, attempt),
  };
}

/** refetchInterval for a poll that repeats while `pending`, bounded by the policy. */
export function repeatWhile(policy: PollingPolicy, pending: boolean, pollsDone: number): number | false {
  if (!pending || pollsDone >= policy.maxRetries) return false;
  return delayForAttempt(policy, pollsDone);
}

/** One run of pending work of a polled query: the read it started at and what was pending then. */
interface PendingRun {
  startedAt: number;
  pending: ReadonlySet<string>;
}

/**
 * The next poll of a query polled while its answer lists pending items, bounded by the policy per run of pending
 * work, not over the query's life: a run starts at the first read that finds an item the run does not know, and
 * ends at a read that finds nothing pending. Earlier reads of the same key (other pages, prefetches) use none of it.
 */
function nextPendingPoll(
  policy: PollingPolicy,
  run: PendingRun | null,
  reads: number,
  pending: readonly string[],
): { delay: number | false; run: PendingRun | null } {
  if (pending.length === 0) return { delay: false, run: null };
  const current = run && pending.every((item) => run.pending.has(item)) ? run : { startedAt: reads, pending: new Set(pending) };
  return { delay: repeatWhile(policy, true, reads - current.startedAt), run: current };
}

interface PolledQuery<T> {
  state: { data: T | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

/**
 * A TanStack `refetchInterval` from nextPendingPoll. Create it once per endpoint (module scope): it keeps each
 * query's run, whichever observer asks. Every settled read counts, failed ones too.
 */
export function pollWhilePending<T>(policy: PollingPolicy, pendingOf: (data: T | undefined) => readonly string[]) {
  const runs = new WeakMap<object, PendingRun>();
  return (query: PolledQuery<T>): number | false => {
    const reads = query.state.dataUpdateCount + query.state.errorUpdateCount;
    const next = nextPendingPoll(policy, runs.get(query) ?? null, reads, pendingOf(query.state.data));
    if (next.run) runs.set(query, next.run);
    else runs.delete(query);
    return next.delay;
  };
}

/** What a user reads for a polled query that failed. */
export function pollingErrorMessage(error: unknown): string | null {
  if (error instanceof NotReadyError || error instanceof PollingTimeoutError) return TIMEOUT_MESSAGE;
  return null;
}

/** How long a poll may run at most: every retry of the policy at its interval. */
export function pollingBudgetMs(policy: PollingPolicy): number {
  let total = 0;
  for (let attempt = 0; attempt < policy.maxRetries; attempt++) total += delayForAttempt(policy, attempt);
  return total;
}

export interface PollOptions<T> {
  policy: PollingPolicy;
  request: () => Promise<T>;
  isDone: (value: T) => boolean;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const abortError = () => new DOMException('Polling stopped', 'AbortError');

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Imperative polling: calls `request` until `isDone`, treating 202/204 (NotReadyError) as "not yet".
 * Bounded by the policy (PollingTimeoutError after maxRetries retries) and stopped by `signal`.
 */
export async function poll<T>({ policy, request, isDone, signal, sleep: wait = sleep }: PollOptions<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError();
    try {
      const value = await request();
      if (isDone(value)) return value;
    } catch (error) {
      if (!(error instanceof NotReadyError)) throw error;
    }
    if (attempt >= policy.maxRetries) throw new PollingTimeoutError();
    await wait(delayForAttempt(policy, attempt), signal);
  }
}
