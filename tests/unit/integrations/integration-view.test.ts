import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import type { Integration } from '@generated/model';
import { PollingTimeoutError, RoleRequiredError } from '@/api/errors';
import { IntegrationRequestFailedError } from '@/shared/queries/integration-writes';
import { activationMessage, addFailure, disconnectMessage } from '@/features/integrations/model/connect-flow';
import { disconnectFailedMessage, integrationError } from '@/features/integrations/model/integration-errors';
import { integrationView, latestAttempt, type Attempt } from '@/features/integrations/model/integration-view';

const google = (status: Integration['status'], error: string | null = null): Integration =>
  ({
    id: 'int-google',
    type: 'google',
    name: 'google',
    display_name: 'Google Workspace',
    description: '',
    status,
    error,
    provider_id: 'prov-google',
  }) as Integration;
const GOOGLE = { name: 'Google Workspace', type: 'google' } as const;
const denied = integrationError('PROVIDER', GOOGLE, 'The user declined.');
const view = (integration: Integration, attempt: Attempt | null, { listReadAt = 100, requestPending = false } = {}) =>
  integrationView({ integration, listReadAt, attempt, requestPending });

describe('integration status (console-platform.md §4)', () => {
  it('takes the server status while no attempt says otherwise', () => {
    expect(view(google('inactive'), null)).toMatchObject({ status: 'inactive', phase: 'idle', loading: null, notice: null });
    expect(view(google('broken', 'Token expired'), null)).toMatchObject({ status: 'broken', errorText: 'Token expired' });
    expect(view(google('active', 'stale'), null).errorText).toBeNull();
  });

  it('signing in, then connecting: waiting for authorization; once the list says active: scan in progress', () => {
    expect(view(google('inactive'), { at: 200, kind: 'signingIn' })).toMatchObject({
      phase: 'signingIn',
      loading: 'authorization',
    });
    expect(view(google('inactive'), { at: 200, kind: 'connecting' })).toMatchObject({
      phase: 'connecting',
      loading: 'authorization',
      status: 'inactive',
    });
    expect(view(google('active'), { at: 200, kind: 'connecting' })).toMatchObject({ phase: 'scanning', loading: 'scan' });
    expect(view(google('active'), { at: 200, kind: 'settled' })).toMatchObject({
      phase: 'idle',
      loading: null,
      status: 'active',
    });
  });

  it('an error shows broken until the next attempt or until the server says active', () => {
    const failed: Attempt = { at: 200, kind: 'failed', error: denied };
    expect(view(google('inactive'), failed)).toMatchObject({ status: 'broken', errorText: 'The user declined.' });
    // A later read of the list does not take it away; the next attempt does.
    expect(view(google('inactive'), failed, { listReadAt: 300 }).status).toBe('broken');
    const next = latestAttempt([failed, { at: 300, kind: 'signingIn' }]);
    expect(view(google('inactive'), next)).toMatchObject({ status: 'inactive', errorText: null });
    expect(view(google('active'), failed)).toMatchObject({ status: 'active', errorText: null });
  });

  it('a sign-in that came back with nothing shows inactive until the list is read again', () => {
    const none: Attempt = { at: 200, kind: 'deactivated' };
    expect(view(google('broken'), none, { listReadAt: 100 }).status).toBe('inactive');
    expect(view(google('broken'), none, { listReadAt: 250 }).status).toBe('broken');
  });

  it('#26.14 a cancelled, blocked or unanswered sign-in, or a request still pending, leaves the status and says so', () => {
    for (const status of ['inactive', 'broken'] as const) {
      for (const notice of ['signInCancelled', 'signInTimedOut', 'popupBlocked', 'requestTimedOut'] as const) {
        expect(view(google(status), { at: 200, kind: 'notice', notice })).toMatchObject({ status, phase: 'idle', notice });
      }
    }
    expect(view(google('inactive'), { at: 200, kind: 'notice', notice: 'requestTimedOut' }).errorText).toBeNull();
  });

  it('a pending request the server lists shows waiting for authorization; disconnecting shows its phase', () => {
    expect(view(google('inactive'), null, { requestPending: true }).loading).toBe('authorization');
    expect(view(google('active'), { at: 200, kind: 'disconnecting' })).toMatchObject({
      phase: 'disconnecting',
      status: 'active',
    });
  });

  it('the latest attempt is the one started last', () => {
    const attempts: Attempt[] = [
      { at: 300, kind: 'settled' },
      { at: 100, kind: 'failed', error: denied },
      { at: 200, kind: 'signingIn' },
    ];
    expect(latestAttempt(attempts)?.at).toBe(300);
    expect(latestAttempt([])).toBeNull();
  });
});

const problem = (data: unknown) =>
  new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
const failedRequest = (statusInfo: string | null) =>
  new IntegrationRequestFailedError({ request_id: 'r', status: 'failed', status_info: statusInfo, provider_id: 'p' });

describe('how an add ended (console-platform.md §8)', () => {
  const falcon = { name: 'CrowdStrike Falcon', type: 'crowdstrike' } as const;

  it('a request still pending after its retries is a timeout, never a failure', () => {
    expect(addFailure(new PollingTimeoutError(), GOOGLE)).toEqual({ kind: 'timedOut' });
  });

  it('maps a failed request by its code, else "{integration} was not successful"; free text is never shown', () => {
    const message = (info: string | null) => {
      const failure = addFailure(failedRequest(info), falcon);
      return failure.kind === 'failed' ? failure.error.message : null;
    };
    expect(message('PERMISSIONS_ERROR')).toBe(
      'Insufficient privileges - the integration can only be enabled by users with one of the following roles: Super Admin or Directory Sync Admin',
    );
    expect(message('CLIENT_DATA_ERROR')).toBe('CrowdStrike Falcon not successful, please try again later');
    expect(message(null)).toBe('CrowdStrike Falcon was not successful');
    expect(message('<b>free text</b>')).toBe('CrowdStrike Falcon was not successful');
  });

  it('maps a refused add call: problem code, detail code, else the general message', () => {
    expect(addFailure(problem({ code: 'PERMISSIONS_ERROR' }), GOOGLE)).toMatchObject({ error: { key: 'PERMISSIONS_ERROR' } });
    expect(addFailure(problem({ detail: 'MAX_USERS_EXCEEDED' }), GOOGLE)).toMatchObject({ error: { key: 'MAX_USERS_EXCEEDED' } });
    expect(addFailure(new Error('Network Error'), GOOGLE)).toMatchObject({
      error: {
        key: 'GENERAL',
        message: 'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat',
      },
    });
  });

  it('#28 a connect refused for the role (403 ROLE_REQUIRED) says so in the shared words, not the general message', () => {
    const detail = 'This needs the Admin role. Ask an admin of your account to do it or to change your role.';
    expect(addFailure(new RoleRequiredError('admin', detail), GOOGLE)).toEqual({
      kind: 'failed',
      error: { key: 'ROLE_REQUIRED', message: `You don't have permission to connect integrations. ${detail}` },
    });
    expect(addFailure(new RoleRequiredError('admin', undefined), falcon)).toMatchObject({
      error: { message: "You don't have permission to connect integrations. Needs the Admin role." },
    });
  });

  it('#26.17 MAX_USERS_EXCEEDED names the provider that answered', () => {
    const message = (type: 'microsoft' | 'ms_fraud_defense' | 'google' | 'google_fraud_defense' | 'crowdstrike', name: string) =>
      integrationError('MAX_USERS_EXCEEDED', { name, type }).message;
    const microsoft =
      'Your Microsoft 365 account exceeds the 10,000 mailbox limit, causing the connection to fail. Please contact support via chat.';
    const googleText =
      'Your Google Workspace account exceeds the mailbox limit, causing the connection to fail. Please contact support via chat.';
    expect(message('microsoft', 'Microsoft 365')).toBe(microsoft);
    expect(message('ms_fraud_defense', 'Microsoft 365 Fraud Defense')).toBe(microsoft);
    expect(message('google', 'Google Workspace')).toBe(googleText);
    expect(message('google_fraud_defense', 'Google Workspace Fraud Defense')).toBe(googleText);
    expect(message('crowdstrike', 'CrowdStrike Falcon')).toBe(
      'Your CrowdStrike Falcon account exceeds the user limit, causing the connection to fail. Please contact support via chat.',
    );
    const failure = addFailure(failedRequest('MAX_USERS_EXCEEDED'), { name: 'Google Workspace', type: 'google' });
    expect(failure).toMatchObject({ error: { key: 'MAX_USERS_EXCEEDED', message: googleText } });
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
  });

  it('says the disconnect went through, or #26.10 that it failed', () => {
    expect(disconnectMessage(false)).toBe(
      'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.',
    );
    expect(disconnectMessage(true)).toBe('Fraud Defense Disabled. You can re-enable it at any time to stay secure.');
    expect(disconnectFailedMessage('Microsoft 365')).toBe('Failed to disable Microsoft 365. Please try again later.');
  });
});
