import { getGetLatestJobsQueryOptions, getGetScansQueryOptions } from '@generated/api/scans/scans';
import type { ScanJob } from '@generated/model';
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
};
