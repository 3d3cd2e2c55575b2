/** Technology-add job tracking (console-platform.md §3 Job, Job tracking; §4 Technology add; §9). */
import type { Job, JobTracking } from '@generated/model';

/** §4: jobs from the last 7 days are considered. */
const JOB_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export function jobsSince(now: Date): string {
  return new Date(now.getTime() - JOB_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The user-input jobs of the last 7 days: the ones a technology add started. */
export function userInputJobIds(jobs: readonly Job[], now: Date): string[] {
  const start = now.getTime() - JOB_WINDOW_DAYS * DAY_MS;
  return jobs
    .filter((job) => job.source === 'user_input' && Date.parse(job.created_at) >= start)
    .map((job) => job.job_tracking_id);
}

export type JobsOutcome = 'running' | 'succeeded' | 'failed';

/**
 * Polling stops when every tracked job has run_state ended. Only 'success' (or no end state) counts as success:
 * failed, cancelled and any state this console does not know give the error notice. A job the server does not
 * report yet counts as still running.
 */
export function jobsOutcome(ids: readonly string[], tracking: readonly JobTracking[]): JobsOutcome {
  const byId = new Map(tracking.map((job) => [job.job_tracking_id, job]));
  const jobs = ids.map((id) => byId.get(id));
  if (jobs.some((job) => !job || job.run_state !== 'ended')) return 'running';
  return jobs.every((job) => !job?.end_state || job.end_state === 'success') ? 'succeeded' : 'failed';
}
