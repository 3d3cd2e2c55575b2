/** Technology-add job tracking (console-platform.md §3 Job, Job tracking; §4 Technology add; §8; §9). */
import type { Job, JobTracking } from '@generated/model';

/** §4: jobs from the last 7 days are considered. */
const JOB_WINDOW_MS = 7 * 86_400_000;

/** The user-input jobs of the last 7 days: the ones a technology add started. */
export function userInputJobIds(jobs: readonly Job[], now: Date): string[] {
  const start = now.getTime() - JOB_WINDOW_MS;
  return jobs
    .filter((job) => job.source === 'user_input' && Date.parse(job.created_at) >= start)
    .map((job) => job.job_tracking_id);
}

const byId = (tracking: readonly JobTracking[]) => new Map(tracking.map((job) => [job.job_tracking_id, job]));

/** The jobs that have not ended: a job the server does not report yet counts as still running. */
export function runningJobIds(ids: readonly string[], tracking: readonly JobTracking[]): string[] {
  const jobs = byId(tracking);
  return ids.filter((id) => jobs.get(id)?.run_state !== 'ended');
}

/**
 * Only 'success' (or no end state) counts as success: failed, cancelled and any state this console does not know give
 * the error notice.
 */
function allSucceeded(ids: readonly string[], tracking: readonly JobTracking[]): boolean {
  const jobs = byId(tracking);
  return ids.every((id) => {
    const end = jobs.get(id)?.end_state;
    return !end || end === 'success';
  });
}

/** What the page wrapper shows: 'Adding technologies' while followed jobs run; after a timeout, that it stopped asking. */
export type JobsView = 'idle' | 'adding' | 'timedOut';

/** The jobs this visit saw running and has not told the outcome of yet. */
export interface JobsWatch {
  watching: readonly string[];
  /** The poll ran out of retries with these jobs still running. */
  timedOut: boolean;
}

export const NO_JOBS_WATCHED: JobsWatch = { watching: [], timedOut: false };

export interface JobsRead {
  /** The jobs followed: user-input jobs of the last 7 days and those this session created. */
  ids: readonly string[];
  /** Ids from this session's adds: running from the start, before their first read. */
  created: readonly string[];
  /** The latest tracking answer for `ids` (undefined before the first). */
  tracking: readonly JobTracking[] | undefined;
  /** The poll used its retries. */
  exhausted: boolean;
  /** The latest read failed (the poll stopped). */
  failed: boolean;
}

/** What to tell the user once, after a read. */
export type JobsNotice = 'succeeded' | 'failed' | 'timedOut' | 'unavailable' | null;

/**
 * The next watch after a read. Jobs are watched from the first read that shows them running (or from their add);
 * when every watched job has ended the outcome is told once: success only when each ended in success. A poll that
 * runs out while jobs run is told as a timeout, and nothing is marked failed (§8, issue #26.14): the watch stays,
 * and the next visit reads the state again. A failed read is told as the service being unavailable.
 */
export function nextJobsWatch(watch: JobsWatch, read: JobsRead): { watch: JobsWatch; view: JobsView; notice: JobsNotice } {
  const running = read.tracking ? runningJobIds(read.ids, read.tracking) : read.created.filter((id) => read.ids.includes(id));
  const fresh = running.filter((id) => !watch.watching.includes(id));
  // Jobs no longer followed (an add's answer dropped from the cache) are no longer watched.
  const watching = [...watch.watching.filter((id) => read.ids.includes(id)), ...fresh];
  const timedOut = watch.timedOut && fresh.length === 0;
  if (watching.length === 0) return { watch: NO_JOBS_WATCHED, view: 'idle', notice: null };
  if (read.tracking && runningJobIds(watching, read.tracking).length === 0) {
    return { watch: NO_JOBS_WATCHED, view: 'idle', notice: allSucceeded(watching, read.tracking) ? 'succeeded' : 'failed' };
  }
  if (read.failed) return { watch: NO_JOBS_WATCHED, view: 'idle', notice: 'unavailable' };
  if (read.exhausted && read.tracking) {
    return { watch: { watching, timedOut: true }, view: 'timedOut', notice: timedOut ? null : 'timedOut' };
  }
  return { watch: { watching, timedOut }, view: timedOut ? 'timedOut' : 'adding', notice: null };
}
