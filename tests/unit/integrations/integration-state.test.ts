import { describe, expect, it } from 'vitest';
import { integrationError } from '@/features/integrations/model/integration-errors';
import {
  errorTextOf,
  integrationsReducer,
  loadingOf,
  type Action,
  type IntegrationsState,
} from '@/features/integrations/model/integration-state';

const run = (actions: Action[], start: IntegrationsState = {}) => actions.reduce(integrationsReducer, start);
const loaded = (status: 'active' | 'inactive' | 'broken'): Action => ({
  type: 'loaded',
  integrations: [{ type: 'google', status }],
});
const g = 'google' as const;
const denied = integrationError('PROVIDER', 'Google Workspace', 'The user declined.');

describe('integration status reducer', () => {
  it('takes the server status while nothing runs', () => {
    expect(run([loaded('inactive')]).google).toMatchObject({ status: 'inactive', phase: 'idle' });
    expect(run([loaded('inactive'), loaded('broken')]).google?.status).toBe('broken');
  });

  it('inactive → active when the creation request completes, then scanning until the jobs are done', () => {
    const state = run([loaded('inactive'), { type: 'signInStarted', integration: g }, { type: 'connecting', integration: g }]);
    expect(state.google).toMatchObject({ status: 'inactive', phase: 'connecting', triggered: true });
    expect(loadingOf(state.google, false)).toBe('authorization');
    const active = run([{ type: 'activated', integration: g }], state);
    expect(active.google).toMatchObject({ status: 'active', phase: 'scanning' });
    expect(loadingOf(active.google, false)).toBe('scan');
    // A reload during the scan does not take the status away from the flow.
    expect(run([loaded('inactive')], active).google?.status).toBe('active');
    const done = run([{ type: 'scanFinished', integration: g }], active);
    expect(done.google).toMatchObject({ status: 'active', phase: 'idle' });
    expect(loadingOf(done.google, false)).toBeNull();
  });

  it('a sign-in error marks it broken and the error stays over reloads until the next attempt', () => {
    const broken = run([
      loaded('inactive'),
      { type: 'signInStarted', integration: g },
      { type: 'broken', integration: g, error: denied },
    ]);
    expect(broken.google).toMatchObject({ status: 'broken', error: denied });
    expect(run([loaded('inactive')], broken).google?.status).toBe('broken');
    expect(errorTextOf(broken.google, { status: 'inactive', error: null })).toBe('The user declined.');
    const retry = run([{ type: 'signInStarted', integration: g }], broken);
    expect(retry.google?.error).toBeNull();
  });

  it('a result without tenant id or code deactivates', () => {
    const state = run([loaded('broken'), { type: 'signInStarted', integration: g }, { type: 'deactivated', integration: g }]);
    expect(state.google).toMatchObject({ status: 'inactive', phase: 'idle' });
  });

  it('a cancelled or blocked sign-in leaves the status as it was', () => {
    for (const status of ['inactive', 'broken'] as const) {
      const cancelled = run([
        loaded(status),
        { type: 'signInStarted', integration: g },
        { type: 'signInCancelled', integration: g, reason: 'closed' },
      ]);
      expect(cancelled.google).toMatchObject({ status, phase: 'idle', notice: 'signInCancelled' });
      const timedOut = run([
        loaded(status),
        { type: 'signInStarted', integration: g },
        { type: 'signInCancelled', integration: g, reason: 'timedOut' },
      ]);
      expect(timedOut.google).toMatchObject({ status, phase: 'idle', notice: 'signInTimedOut' });
      const blocked = run([loaded(status), { type: 'signInStarted', integration: g }, { type: 'popupBlocked', integration: g }]);
      expect(blocked.google).toMatchObject({ status, phase: 'idle', notice: 'popupBlocked' });
    }
  });

  it('a late cancel never undoes a result', () => {
    const state = run([
      loaded('inactive'),
      { type: 'signInStarted', integration: g },
      { type: 'connecting', integration: g },
      { type: 'signInCancelled', integration: g, reason: 'timedOut' },
    ]);
    expect(state.google?.phase).toBe('connecting');
    expect(state.google?.notice).toBeNull();
  });

  it('a failed request shows its error; MAX_USERS_EXCEEDED clears it', () => {
    const permissions = integrationError('PERMISSIONS_ERROR', 'Google Workspace');
    const failed = run([
      loaded('inactive'),
      { type: 'connecting', integration: g },
      { type: 'connectFailed', integration: g, error: permissions },
    ]);
    expect(failed.google).toMatchObject({ status: 'broken', phase: 'idle', error: permissions });
    const cleared = run([
      loaded('inactive'),
      { type: 'connecting', integration: g },
      { type: 'connectFailed', integration: g, error: null },
    ]);
    expect(cleared.google).toMatchObject({ status: 'inactive', error: null });
  });

  it('active → inactive on a 204, and on a failed DELETE (§4)', () => {
    const gone = run([loaded('active'), { type: 'disconnecting', integration: g }, { type: 'disconnected', integration: g }]);
    expect(gone.google).toMatchObject({ status: 'inactive', phase: 'idle' });
    const failed = run([
      loaded('active'),
      { type: 'disconnecting', integration: g },
      { type: 'disconnectFailed', integration: g },
    ]);
    expect(failed.google).toMatchObject({ status: 'inactive', phase: 'idle' });
  });

  it('a pending request elsewhere shows waiting for authorization; the server error shows for a broken one', () => {
    expect(loadingOf(undefined, true)).toBe('authorization');
    expect(errorTextOf(undefined, { status: 'broken', error: 'Token expired' })).toBe('Token expired');
    expect(errorTextOf(undefined, { status: 'active', error: 'stale' })).toBeNull();
  });
});
