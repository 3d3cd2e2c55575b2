import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { IntegrationRequest, ScanJob } from '@generated/model';
import { NotReadyError } from '@/api/errors';
import {
  activationMessage,
  disconnectMessage,
  followFirstScan,
  reloadAfterActivation,
  requestConnection,
  type ConnectDeps,
} from '@/features/integrations/model/connect-flow';
import {
  GENERAL_MESSAGE,
  MAX_USERS_MESSAGE,
  PERMISSIONS_MESSAGE,
  UNEXPECTED_MESSAGE,
} from '@/features/integrations/model/integration-errors';

const request = (status: IntegrationRequest['status'], status_info: string | null = null): IntegrationRequest => ({
  request_id: 'req-1',
  status,
  status_info,
  provider_id: 'prov-google',
});

function deps(answers: (IntegrationRequest | Error)[], jobs: (ScanJob[] | Error)[] = [[]]) {
  const sleeps: number[] = [];
  const d: ConnectDeps & { sleeps: number[] } = {
    sleeps,
    addIntegration: vi.fn(async () => ({ request_id: 'req-1' })),
    getRequest: vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    getLatestJobs: vi.fn(async () => {
      const next = jobs.length > 1 ? jobs.shift()! : jobs[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  };
  return d;
}

const http400 = (data: unknown) =>
  new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('connecting an integration', () => {
  it('sends the value with enable and polls the request while pending, every 5 s', async () => {
    const d = deps([request('pending'), new NotReadyError(202, '/x'), request('pending'), request('completed')]);
    await expect(requestConnection('Google Workspace', { auth_code: 'c' }, d)).resolves.toEqual({ kind: 'active' });
    expect(d.addIntegration).toHaveBeenCalledWith({ auth_code: 'c' });
    expect(d.getRequest).toHaveBeenCalledTimes(4);
    expect(d.sleeps).toEqual([5000, 5000, 5000]);
  });

  it('gives up after 10 retries with the unexpected-error message', async () => {
    const d = deps([request('pending')]);
    const result = await requestConnection('Google Workspace', { auth_code: 'c' }, d);
    expect(result).toEqual({ kind: 'failed', error: { key: 'UNEXPECTED', message: UNEXPECTED_MESSAGE } });
    expect(d.getRequest).toHaveBeenCalledTimes(11);
  });

  it('maps a failed request by its code, else "{integration} was not successful"', async () => {
    const cases: [string | null, string][] = [
      ['PERMISSIONS_ERROR', PERMISSIONS_MESSAGE],
      ['MAX_USERS_EXCEEDED', MAX_USERS_MESSAGE],
      ['CLIENT_DATA_ERROR', 'CrowdStrike Falcon not successful, please try again later'],
      [null, 'CrowdStrike Falcon was not successful'],
      ['<b>free text</b>', 'CrowdStrike Falcon was not successful'],
    ];
    for (const [info, message] of cases) {
      const result = await requestConnection('CrowdStrike Falcon', { client_data: 'x' }, deps([request('failed', info)]));
      expect(result).toMatchObject({ kind: 'failed', error: { message } });
    }
  });

  it('maps a failed add call: problem code, detail code, else the general message', async () => {
    const withCode = deps([request('completed')]);
    withCode.addIntegration = vi.fn(async () => {
      throw http400({ title: 'Bad Request', status: 400, code: 'MAX_USERS_EXCEEDED' });
    });
    expect(await requestConnection('Microsoft 365', { tenant_id: 't' }, withCode)).toMatchObject({
      error: { key: 'MAX_USERS_EXCEEDED' },
    });
    const withDetail = deps([request('completed')]);
    withDetail.addIntegration = vi.fn(async () => {
      throw http400({ detail: 'PERMISSIONS_ERROR' });
    });
    expect(await requestConnection('Microsoft 365', { tenant_id: 't' }, withDetail)).toMatchObject({
      error: { key: 'PERMISSIONS_ERROR' },
    });
    const network = deps([request('completed')]);
    network.addIntegration = vi.fn(async () => {
      throw new Error('Network Error');
    });
    expect(await requestConnection('Microsoft 365', { tenant_id: 't' }, network)).toMatchObject({
      error: { key: 'GENERAL', message: GENERAL_MESSAGE },
    });
    expect(network.getRequest).not.toHaveBeenCalled();
  });

  it('follows the first scan: latest jobs polled at 3 s, at most 15 retries, quietly', async () => {
    const running: ScanJob[] = [{ id: 'j', job_status: 'running' }];
    const d = deps([request('completed')], [running, running, [{ id: 'j', job_status: 'completed' }]]);
    await followFirstScan(d);
    expect(d.sleeps).toEqual([3000, 3000]);
    // Only completed and failed end a job: queued (or any other status) keeps the poll going.
    const queued = deps(
      [request('completed')],
      [
        [{ id: 'j', job_status: 'queued' }],
        [
          { id: 'j', job_status: 'paused' },
          { id: 'k', job_status: 'failed' },
        ],
        [
          { id: 'j', job_status: 'completed' },
          { id: 'k', job_status: 'failed' },
        ],
      ],
    );
    await followFirstScan(queued);
    expect(queued.getLatestJobs).toHaveBeenCalledTimes(3);
    expect(queued.sleeps).toEqual([3000, 3000]);
    const endless = deps([request('completed')], [running]);
    await expect(followFirstScan(endless)).resolves.toBeUndefined();
    expect(endless.getLatestJobs).toHaveBeenCalledTimes(16);
  });

  it('after the first scan reloads the integrations, score and assets, and the issues only 2 s later', async () => {
    const sleeps: number[] = [];
    let wake = () => {};
    const sleep = (ms: number) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => {
        wake = resolve;
      });
    };
    const reloads = {
      integrations: vi.fn(async () => undefined),
      issues: vi.fn(async () => undefined),
      securityScore: vi.fn(async () => undefined),
      assets: vi.fn(async () => undefined),
    };
    await reloadAfterActivation(reloads, sleep);
    expect(reloads.integrations).toHaveBeenCalledOnce();
    expect(reloads.securityScore).toHaveBeenCalledOnce();
    expect(reloads.assets).toHaveBeenCalledOnce();
    expect(sleeps).toEqual([2000]);
    expect(reloads.issues).not.toHaveBeenCalled();
    wake();
    await vi.waitFor(() => expect(reloads.issues).toHaveBeenCalledOnce());
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const d = { ...deps([request('pending')]), signal: controller.signal };
    await expect(requestConnection('Google Workspace', { auth_code: 'c' }, d)).rejects.toThrow('Polling stopped');
  });
});

describe('toasts', () => {
  it('says how many issues were found', () => {
    expect(activationMessage('Google Workspace', 0, false)).toEqual({
      text: 'Google Workspace successfully set, with no issues found. Good job!',
      withLink: false,
    });
    expect(activationMessage('Microsoft 365', 4, false)).toEqual({
      text: 'Microsoft 365 successfully set. 4 issues found - ',
      withLink: true,
    });
    expect(activationMessage('Microsoft 365', 1, false).text).toBe('Microsoft 365 successfully set. 1 issue found - ');
    expect(activationMessage('Microsoft 365 Fraud Defense', 3, true).text).toBe(
      "Fraud Defense Activation Complete! You're Now Protected.",
    );
    expect(disconnectMessage(false)).toBe(
      'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.',
    );
    expect(disconnectMessage(true)).toBe('Fraud Defense Disabled. You can re-enable it at any time to stay secure.');
  });
});
