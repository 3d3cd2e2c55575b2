import { describe, expect, it, vi } from 'vitest';
import { PollingTimeoutError } from '@/api/errors';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';
import {
  RESOLVE_MESSAGES,
  SCAN_REFRESH_DELAY_MS,
  outcomeForStatus,
  runResolveFlow,
  type ResolveFlowSteps,
} from '@/features/issues/resolve/resolve-flow';

function steps(overrides: Partial<ResolveFlowSteps> = {}) {
  const log: string[] = [];
  const scheduled: number[] = [];
  const all: ResolveFlowSteps = {
    closePanel: () => log.push('close'),
    submit: async () => void log.push('submit'),
    refreshScans: () => log.push('scans'),
    waitForProcess: async () => void log.push('poll'),
    readStatus: async () => 'resolved',
    refreshData: (outcome) => void log.push(`refresh:${outcome}`),
    notify: { success: (m) => log.push(`success:${m}`), error: (m) => log.push(`error:${m}`) },
    schedule: (run, ms) => {
      scheduled.push(ms);
      run();
    },
    ...overrides,
  };
  return { all, log, scheduled };
}

describe('the mark-as-resolved flow (console-platform.md §4)', () => {
  it('closes, submits, reloads scans after 3000 ms, polls, then reads the status back', async () => {
    const { all, log, scheduled } = steps();
    await expect(runResolveFlow('TLS 1.0 enabled', all)).resolves.toBe('resolved');
    expect(log).toEqual(['close', 'submit', 'scans', 'poll', 'success:Issue was successfully resolved', 'refresh:resolved']);
    expect(scheduled).toEqual([SCAN_REFRESH_DELAY_MS]);
    expect(SCAN_REFRESH_DELAY_MS).toBe(3000);
  });

  it.each([
    [
      'in_review',
      'success:Issue TLS is being validated by our security team, we’ll notify you on the status of your request in the email',
    ],
    ['open', 'success:The issue TLS was successfully resolved. Note that there are additional assets with this issue still open'],
    ['approved', 'error:Unfortunately the issue was not resolved'],
    [undefined, 'error:Unfortunately the issue was not resolved'],
  ])('status %s gives its toast', async (status, toast) => {
    const { all, log } = steps({ readStatus: async () => status });
    await runResolveFlow('TLS', all);
    expect(log).toContain(toast);
    expect(log.at(-1)).toBe(`refresh:${outcomeForStatus(status)}`);
  });

  it('on a failed request shows the error and neither waits nor refreshes', async () => {
    const { all, log, scheduled } = steps({ submit: vi.fn().mockRejectedValue(new Error('422')) });
    await expect(runResolveFlow('TLS', all)).resolves.toBe('submitFailed');
    expect(log).toEqual(['close', 'error:An error was occurred, please try again later']);
    expect(scheduled).toEqual([]);
  });

  it('when polling runs out says the service is unavailable and refreshes', async () => {
    const { all, log } = steps({ waitForProcess: () => Promise.reject(new PollingTimeoutError()) });
    await expect(runResolveFlow('TLS', all)).resolves.toBe('pollingFailed');
    expect(log.slice(-2)).toEqual(['error:Service is not available, please try again later', 'refresh:pollingFailed']);
  });

  it('when a read of the processes fails, leaves the one report to their poller and still refreshes', async () => {
    const { all, log } = steps({ waitForProcess: () => Promise.reject(new FollowedQueryError(new Error('500'))) });
    await expect(runResolveFlow('TLS', all)).resolves.toBe('pollingFailed');
    expect(log.filter((line) => line.startsWith('error:') || line.startsWith('success:'))).toEqual([]);
    expect(log.at(-1)).toBe('refresh:pollingFailed');
  });

  it('reads a status that cannot be read as a failure', async () => {
    const { all, log } = steps({ readStatus: () => Promise.reject(new Error('500')) });
    await expect(runResolveFlow('TLS', all)).resolves.toBe('failed');
    expect(log).toContain(`error:${RESOLVE_MESSAGES.failed()}`);
  });

  it('maps statuses to outcomes', () => {
    expect(['resolved', 'in_review', 'open', 'approved', undefined].map(outcomeForStatus)).toEqual([
      'resolved',
      'in_review',
      'open',
      'failed',
      'failed',
    ]);
  });
});
