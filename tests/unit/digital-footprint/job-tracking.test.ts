import { describe, expect, it } from 'vitest';
import type { JobTracking } from '@generated/model';
import {
  NO_JOBS_WATCHED,
  nextJobsWatch,
  runningJobIds,
  userInputJobIds,
  type JobsRead,
  type JobsWatch,
} from '@/features/digital-footprint/model/job-tracking';
import { POLLING, delayForAttempt, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { jobPollsExhausted, jobsSince } from '@/shared/queries/scans';

const tracking = (id: string, run_state: JobTracking['run_state'], end_state: JobTracking['end_state'] = null): JobTracking => ({
  job_tracking_id: id,
  run_state,
  end_state,
  updated_at: '2026-11-23T10:00:00Z',
});

const read = (overrides: Partial<JobsRead>): JobsRead => ({
  ids: ['a'],
  created: [],
  tracking: undefined,
  exhausted: false,
  failed: false,
  ...overrides,
});

/** Plays reads through the watch, as the page wrapper does: what it shows and tells after each. */
function play(reads: Partial<JobsRead>[], start: JobsWatch = NO_JOBS_WATCHED) {
  let watch = start;
  return reads.map((each) => {
    const next = nextJobsWatch(watch, read(each));
    watch = next.watch;
    return [next.view, next.notice];
  });
}

describe('job tracking policy (§4, §9)', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('considers user-input jobs of the last 7 days', () => {
    expect(jobsSince(now)).toBe('2026-11-16T12:00:00.000Z');
    const jobs = [
      { job_tracking_id: 'a', source: 'user_input' as const, created_at: '2026-11-16T12:00:00Z' },
      { job_tracking_id: 'b', source: 'user_input' as const, created_at: '2026-11-16T11:59:59Z' },
      { job_tracking_id: 'c', source: 'scan' as const, created_at: '2026-11-22T00:00:00Z' },
    ];
    expect(userInputJobIds(jobs, now)).toEqual(['a']);
  });

  it('a job runs until it has ended; one the server does not report yet is still running', () => {
    expect(runningJobIds(['a', 'b'], [tracking('a', 'ended', 'success'), tracking('b', 'running')])).toEqual(['b']);
    expect(runningJobIds(['a', 'b'], [tracking('a', 'ended', 'success')])).toEqual(['b']);
    expect(runningJobIds(['a'], [tracking('a', 'pending')])).toEqual(['a']);
  });

  it('polls 10 times from 1 s, each delay 1.2 times the last: 11 reads, then it has run out', () => {
    const policy = POLLING.technologyJobs;
    expect(policy.maxRetries).toBe(10);
    expect([0, 1, 2, 3].map((n) => delayForAttempt(policy, n))).toEqual([1000, 1200, 1440, 1728]);
    expect(pollingBudgetMs(policy)).toBe(25959);
    expect(jobPollsExhausted(10)).toBe(false);
    expect(jobPollsExhausted(11)).toBe(true);
  });
});

describe('following technology jobs (§4, §8)', () => {
  it('shows "Adding technologies" from the add, before the first read, until every job has ended; then tells success once', () => {
    expect(
      play([
        { ids: ['a', 'b'], created: ['a', 'b'] },
        { ids: ['a', 'b'], created: ['a', 'b'], tracking: [tracking('a', 'running'), tracking('b', 'ended', 'success')] },
        {
          ids: ['a', 'b'],
          created: ['a', 'b'],
          tracking: [tracking('a', 'ended', 'success'), tracking('b', 'ended', 'success')],
        },
        {
          ids: ['a', 'b'],
          created: ['a', 'b'],
          tracking: [tracking('a', 'ended', 'success'), tracking('b', 'ended', 'success')],
        },
      ]),
    ).toEqual([
      ['adding', null],
      ['adding', null],
      ['idle', 'succeeded'],
      ['idle', null],
    ]);
  });

  it.each(['failed', 'cancelled', 'timed_out'])('a watched job that ended %s tells the failure', (end) => {
    expect(
      play([
        { ids: ['a', 'b'], tracking: [tracking('a', 'running'), tracking('b', 'running')] },
        { ids: ['a', 'b'], tracking: [tracking('a', 'ended', 'success'), tracking('b', 'ended', end)] },
      ]),
    ).toEqual([
      ['adding', null],
      ['idle', 'failed'],
    ]);
  });

  it('jobs that had ended before the visit are not told again (a job failed days ago does not fail a new add)', () => {
    expect(
      play([
        { ids: ['old', 'new'], tracking: [tracking('old', 'ended', 'failed'), tracking('new', 'running')] },
        { ids: ['old', 'new'], tracking: [tracking('old', 'ended', 'failed'), tracking('new', 'ended', 'success')] },
      ]),
    ).toEqual([
      ['adding', null],
      ['idle', 'succeeded'],
    ]);
    expect(play([{ ids: ['old'], tracking: [tracking('old', 'ended', 'success')] }])).toEqual([['idle', null]]);
  });

  it('#26.15 a job still running when the page is entered (after a reload) is followed: the notice, then its outcome', () => {
    expect(
      play([
        { ids: ['a'] },
        { ids: ['a'], tracking: [tracking('a', 'running')] },
        { ids: ['a'], tracking: [tracking('a', 'ended', 'success')] },
      ]),
    ).toEqual([
      ['idle', null],
      ['adding', null],
      ['idle', 'succeeded'],
    ]);
  });

  it('#26.14 jobs still running when the poll runs out: the timeout is told once, nothing is marked failed', () => {
    const running = [tracking('a', 'running')];
    expect(play([{ tracking: running }, { tracking: running, exhausted: true }, { tracking: running, exhausted: true }])).toEqual(
      [
        ['adding', null],
        ['timedOut', 'timedOut'],
        ['timedOut', null],
      ],
    );
  });

  it('#26.14 a new add after a timeout starts a new watch: "Adding technologies" again, with its own outcome', () => {
    const timedOut: JobsWatch = { watching: ['a'], timedOut: true };
    expect(
      play(
        [
          { ids: ['a', 'b'], created: ['b'] },
          { ids: ['a', 'b'], created: ['b'], tracking: [tracking('a', 'ended', 'success'), tracking('b', 'ended', 'success')] },
        ],
        timedOut,
      ),
    ).toEqual([
      ['adding', null],
      ['idle', 'succeeded'],
    ]);
  });

  it('a failed read tells the service is unavailable and stops watching', () => {
    expect(play([{ tracking: [tracking('a', 'running')] }, { tracking: [tracking('a', 'running')], failed: true }])).toEqual([
      ['adding', null],
      ['idle', 'unavailable'],
    ]);
  });

  it('a job no longer followed is no longer watched', () => {
    expect(play([{ tracking: [tracking('a', 'running')] }, { ids: [], tracking: [] }])).toEqual([
      ['adding', null],
      ['idle', null],
    ]);
  });
});
