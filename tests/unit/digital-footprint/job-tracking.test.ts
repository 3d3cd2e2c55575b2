import { describe, expect, it } from 'vitest';
import type { JobTracking } from '@generated/model';
import { jobsOutcome, jobsSince, userInputJobIds } from '@/features/digital-footprint/model/job-tracking';
import { POLLING, delayForAttempt, pollingBudgetMs } from '@/shared/polling/polling-policy';

const tracking = (id: string, run_state: JobTracking['run_state'], end_state: JobTracking['end_state'] = null): JobTracking => ({
  job_tracking_id: id,
  run_state,
  end_state,
  updated_at: '2026-11-23T10:00:00Z',
});

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

  it('runs until every job has ended', () => {
    expect(jobsOutcome(['a', 'b'], [tracking('a', 'ended', 'success'), tracking('b', 'running')])).toBe('running');
    expect(jobsOutcome(['a', 'b'], [tracking('a', 'ended', 'success')])).toBe('running');
    expect(jobsOutcome(['a'], [tracking('a', 'pending')])).toBe('running');
  });

  it('succeeds only when every ended job succeeded', () => {
    expect(jobsOutcome(['a', 'b'], [tracking('a', 'ended', 'success'), tracking('b', 'ended', null)])).toBe('succeeded');
    expect(jobsOutcome(['a', 'b'], [tracking('a', 'ended', 'success'), tracking('b', 'ended', 'failed')])).toBe('failed');
    expect(jobsOutcome(['a'], [tracking('a', 'ended', 'cancelled')])).toBe('failed');
  });

  it('polls 10 times from 1 s, each delay 1.2 times the last', () => {
    const policy = POLLING.technologyJobs;
    expect(policy.maxRetries).toBe(10);
    expect([0, 1, 2, 3].map((n) => delayForAttempt(policy, n))).toEqual([1000, 1200, 1440, 1728]);
    expect(pollingBudgetMs(policy)).toBe(25959);
  });
});
