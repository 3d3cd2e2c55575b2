import { queryOptions, type Query } from '@tanstack/react-query';
import {
  getGetJobTrackingQueryKey,
  getGetJobsQueryKey,
  getGetLatestJobsQueryOptions,
  getGetScansQueryOptions,
  getJobTracking,
  getJobs,
} from '@generated/api/scans/scans';
import type { JobTracking, ScanJob } from '@generated/model';
import { NotReadyError } from '@/api/errors';
import { POLLING, notReadyRetry, pollWhilePending, repeatWhile } from '@/shared/polling/polling-policy';

const ACTIVE_SCAN_STATUSES = 'REQUESTED,RUNNING';

/** completed and failed end a job; any other status (running, queued, paused, …) means it still runs (§3, contract). */
const JOB_ENDED: ReadonlySet<string> = new Set(['completed', 'failed']);

/** Every latest scan job has ended. */
export const jobsEnded = (jobs: readonly ScanJob[]) => jobs.every((job) => JOB_ENDED.has(job.job_status));

/** 15 retries at 3 s while a job runs, counted from when it started running (console-platform.md §9). */
const latestJobsInterval = pollWhilePending(POLLING.latestJobs, (jobs: ScanJob[] | undefined) =>
  (jobs ?? []).filter((job) => !JOB_ENDED.has(job.job_status)).map((job) => job.id),
);

/** §4 Technology add: jobs from the last 7 days are considered. */
const JOB_WINDOW_MS = 7 * 86_400_000;

/** The oldest creation time of the jobs the console considers. */
export function jobsSince(now: Date): string {
  return new Date(now.getTime() - JOB_WINDOW_MS).toISOString();
}

/** Reads of a query so far, failed ones included. */
const readsOf = (query: Pick<Query, 'state'>) => query.state.dataUpdateCount + query.state.errorUpdateCount;

/**
 * Whether the job tracking poll has used its retries (10 at 1 s, ×1.2: 11 reads in all) on jobs still running:
 * the console then stops asking and says so (§8 'Async call timeout limit reached'); nothing is marked failed.
 */
export function jobPollsExhausted(reads: number): boolean {
  return reads > POLLING.technologyJobs.maxRetries;
}

export const scanQueries = {
  /** Requested and running scans, polled while there are any (console-platform.md §9). */
  active: (accountId: string) =>
    getGetScansQueryOptions(
      accountId,
      { status: ACTIVE_SCAN_STATUSES },
      {
        query: {
          staleTime: 0,
          refetchInterval: (query) =>
            repeatWhile(POLLING.scans, (query.state.data?.length ?? 0) > 0, query.state.dataUpdateCount),
        },
      },
    ),
  /**
   * The latest scan jobs, followed after an integration is activated: polled while one runs (202/204 is asked again
   * at the same policy), also while the console's tab is in the background.
   */
  latestJobs: (accountId: string) =>
    getGetLatestJobsQueryOptions(accountId, {
      query: { ...notReadyRetry(POLLING.latestJobs), refetchInterval: latestJobsInterval, refetchIntervalInBackground: true },
    }),
  /**
   * The jobs of the last 7 days (§4), read again on every visit of the page that follows them (a job started before a
   * reload, or elsewhere, is followed from there). The window moves with the clock, so it is left out of the key.
   */
  recentJobs: (accountId: string) =>
    queryOptions({
      queryKey: getGetJobsQueryKey(accountId),
      queryFn: ({ signal }) => getJobs(accountId, { since: jobsSince(new Date()) }, undefined, signal),
      staleTime: 0,
    }),
  /**
   * Job tracking of these jobs (§4, §9): asked again at 1 s, each delay ×1.2, 10 times at most, while `running` says a
   * job has not ended; a failed read stops it. 202/204 ("not ready") count as "nothing ended yet". Dropped as soon as
   * nothing follows it, so the next visit starts with a full set of retries.
   */
  jobTracking: (accountId: string, ids: readonly string[], running: (jobs: readonly JobTracking[]) => boolean) => {
    const params = { ids: ids.join(',') };
    return queryOptions({
      queryKey: getGetJobTrackingQueryKey(accountId, params),
      queryFn: ({ signal }) =>
        getJobTracking(accountId, params, undefined, signal).catch((error: unknown): JobTracking[] => {
          if (error instanceof NotReadyError) return [];
          throw error;
        }),
      enabled: ids.length > 0,
      staleTime: 0,
      gcTime: 0,
      refetchInterval: (query) =>
        query.state.status === 'error'
          ? false
          : repeatWhile(POLLING.technologyJobs, running(query.state.data ?? []), readsOf(query) - 1),
    });
  },
};
