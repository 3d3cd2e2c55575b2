import { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, setHttpEnvironment } from '@/api/http-client';
import { startSession } from '@/features/platform/session/session';
import account from '../../../openapi/examples/account.json';
import session from '../../../openapi/examples/session.json';

/** A server whose answers the test releases one by one, so it sees which requests were out at the same time. */
type Answer = { status: number; data: unknown };

function heldServer(answers: Record<string, Answer | Answer[]>) {
  const waiting = new Map<string, () => void>();
  const sent: string[] = [];
  let arrived = () => undefined as void;
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    sent.push(path);
    const answered = new Promise<void>((resolve) => waiting.set(path, resolve));
    arrived();
    await answered;
    const given = answers[path] ?? { status: 404, data: { title: 'x', status: 404 } };
    // A list answers in turn (its last answer stays).
    const { status, data } = Array.isArray(given) ? (given.length > 1 ? given.shift()! : given[0]!) : given;
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    sent,
    /** The requests out now (sent, not yet answered). */
    out: () => [...waiting.keys()],
    /** Resolves once `count` requests are out (the state, not a guess at the time it takes). */
    async outCount(count: number) {
      while (waiting.size < count) await new Promise<void>((resolve) => (arrived = resolve));
      return [...waiting.keys()];
    },
    async answer(path: string) {
      await settle();
      const release = waiting.get(path);
      if (!release) throw new Error(`${path} was not asked for (out: ${[...waiting.keys()].join(', ')})`);
      waiting.delete(path);
      release();
      await settle();
    },
  };
}

const ACCOUNT = session.loginDataDefault.value.current_account_id;
const signedIn = {
  '/api/auth': { status: 200, data: session.authDefault.value },
  '/api/login-data': { status: 200, data: session.loginDataDefault.value },
  [`/api/accounts/${ACCOUNT}/features`]: { status: 200, data: account.featuresDefault.value },
  [`/api/accounts/${ACCOUNT}`]: { status: 200, data: account.default.value },
  [`/api/accounts/${ACCOUNT}/mfa`]: { status: 200, data: { mfa_active: true } },
};

const onSessionEnded = vi.fn();
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onSessionEnded.mockReset();
  setHttpEnvironment({ cookie: () => '', scenario: () => null, onSessionEnded, reportError: () => undefined });
});
afterEach(() => {
  queryClient.clear();
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
});

describe('start-up requests (issue #30: nothing waits for what it does not need)', () => {
  it('asks for the session check and the login data together, then the account trio together', async () => {
    const server = heldServer(signedIn);
    const started = startSession(queryClient);
    expect((await server.outCount(2)).sort()).toEqual(['/api/auth', '/api/login-data']);
    await server.answer('/api/login-data');
    // The account is known, but the check has not answered: nothing more is asked for yet.
    expect(server.out()).toEqual(['/api/auth']);
    await server.answer('/api/auth');
    const result = await started;
    expect(result).toMatchObject({ kind: 'ready', accountId: ACCOUNT });
    // The account's flags, info and MFA state are out together; the caller has the account id already.
    expect((await server.outCount(3)).sort()).toEqual([
      `/api/accounts/${ACCOUNT}`,
      `/api/accounts/${ACCOUNT}/features`,
      `/api/accounts/${ACCOUNT}/mfa`,
    ]);
    for (const path of server.out()) await server.answer(path);
    const loaded = await (result as { session: Promise<{ accountId: string; mfaActive: boolean }> }).session;
    expect(loaded).toMatchObject({ accountId: ACCOUNT, mfaActive: true });
    expect(server.sent).toHaveLength(5);
  });

  it('signed out: nothing of the account is asked for, and the early login data ends nothing', async () => {
    const server = heldServer({
      '/api/auth': { status: 200, data: session.authSignedOut.value },
      '/api/login-data': { status: 403, data: { title: 'Forbidden', status: 403 } },
    });
    const started = startSession(queryClient);
    await server.outCount(2);
    await server.answer('/api/login-data');
    await server.answer('/api/auth');
    expect(await started).toEqual({ kind: 'signedOut' });
    expect(server.sent.sort()).toEqual(['/api/auth', '/api/login-data']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('signed in but the early login data failed: asked again the usual way once the check has answered', async () => {
    const server = heldServer({
      ...signedIn,
      '/api/login-data': [{ status: 500, data: { title: 'x', status: 500 } }, signedIn['/api/login-data']!],
    });
    const started = startSession(queryClient);
    await server.outCount(2);
    await server.answer('/api/login-data');
    expect(server.out()).toEqual(['/api/auth']);
    await server.answer('/api/auth');
    expect(await server.outCount(1)).toEqual(['/api/login-data']);
    await server.answer('/api/login-data');
    const result = await started;
    expect(result).toMatchObject({ kind: 'ready', accountId: ACCOUNT });
    expect(onSessionEnded).not.toHaveBeenCalled();
    // The account trio is out; the test ends before it answers.
    (result as { session: Promise<unknown> }).session.catch(() => undefined);
  });
});
