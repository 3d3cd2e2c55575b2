import type { Connect, Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { escapeHtml, renderConsentPage } from './mock-consent-page';

/**
 * Dev and preview middleware in front of the Prism mock.
 *
 * - `/api/*` is forwarded to Prism, with a mock session cookie when the browser has none. A scenario arrives from the app as `Prefer: example=NAME`;
 *   Prism answers 404 for an example name the operation lacks, so that one case is retried
 *   without the example and the operation falls back to its default.
 * - `/auth/login` and `/auth/logout` stand in for the identity provider: a plain page that
 *   shows what the console asked for and lets a developer continue.
 * - `/mock-provider/{microsoft|google}/authorize` stand in for the integration providers' consent pages.
 * - Prism is stateless, so the middleware remembers integration changes per browser (cookie
 *   `stance_mock_state`): a completed add request makes the integration active (a reconnect keeps its integration_id
 *   and clears its health_error), a 204 DELETE inactive, and later integration lists say so. Nothing else is remembered.
 */
export function mockApiProxy(target: string): Plugin {
  const middleware = createMiddleware(target);
  return {
    name: 'stance-mock-api-proxy',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

export function isMissingExample(status: number, body: string): boolean {
  if (status !== 404) return false;
  return body.includes('stoplight.io/prism/errors#NOT_FOUND') && body.includes('exampleKey');
}

function createMiddleware(target: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      void forward(target, req, res).catch((error: unknown) => {
        res.statusCode = 502;
        res.setHeader('content-type', 'application/problem+json');
        res.end(JSON.stringify({ title: 'Mock API unreachable', status: 502, detail: String(error) }));
      });
      return;
    }
    if (url.startsWith('/auth/login') || url.startsWith('/auth/logout')) {
      renderIdentityPage(url, res);
      return;
    }
    const provider = /^\/mock-provider\/(microsoft|google)\/authorize(?:\?|$)/.exec(url)?.[1] as
      'microsoft' | 'google' | undefined;
    if (provider) {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const page = renderConsentPage(provider, new URL(url, origin));
      mockStateId(req, res);
      res.statusCode = page.status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page.html);
      return;
    }
    next();
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function forward(target: string, req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Prism enforces the contract's session-cookie security; the mock stands in for a signed-in browser.
  if (!/(?:^|;\s*)sessionid=/.test(headers.get('cookie') ?? '')) {
    headers.set('cookie', [headers.get('cookie'), 'sessionid=mock-session'].filter(Boolean).join('; '));
  }
  const send = (h: Headers) =>
    fetch(new URL(req.url ?? '/', target), {
      method: req.method,
      headers: h,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });

  let answer = await send(headers);
  let text = await answer.text();
  if (headers.has('prefer') && isMissingExample(answer.status, text)) {
    const fallback = new Headers(headers);
    fallback.delete('prefer');
    answer = await send(fallback);
    text = await answer.text();
  }
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name === 'content-encoding' || name === 'transfer-encoding' || name === 'content-length') return;
    res.setHeader(name, value);
  });
  res.end(rememberIntegrations(req, res, answer.status, text));
}

interface MockState {
  pendingProvider: string | null;
  providers: Map<string, { status: 'active' | 'inactive'; integrationId: string | null }>;
}

const MOCK_STATE_COOKIE = 'stance_mock_state';
const MAX_MOCK_STATES = 500;
const mockStates = new Map<string, MockState>();

function mockStateId(req: IncomingMessage, res: ServerResponse): string {
  const found = new RegExp(`(?:^|;\\s*)${MOCK_STATE_COOKIE}=([\\w-]{36})`).exec(req.headers.cookie ?? '')?.[1];
  if (found) return found;
  const id = randomUUID();
  res.appendHeader('set-cookie', `${MOCK_STATE_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  return id;
}

function mockState(id: string): MockState {
  let state = mockStates.get(id);
  if (!state) {
    if (mockStates.size >= MAX_MOCK_STATES) mockStates.delete(mockStates.keys().next().value as string);
    state = { pendingProvider: null, providers: new Map() };
    mockStates.set(id, state);
  }
  return state;
}

/** Applies and records integration changes for this browser; returns the (possibly patched) body. */
export function rememberIntegrations(req: IncomingMessage, res: ServerResponse, status: number, body: string): string {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const method = req.method ?? 'GET';
  const add = /^\/api\/accounts\/[^/]+\/providers\/([^/]+)\/integration$/.exec(path);
  const remove = /^\/api\/accounts\/[^/]+\/providers\/([^/]+)\/integration\/[^/]+$/.exec(path);
  const request = /^\/api\/accounts\/[^/]+\/integration-requests\/[^/]+$/.test(path);
  const list = /^\/api\/accounts\/[^/]+\/integrations$/.test(path);
  if (!(add || remove || request || list) || status >= 300) return body;
  const state = mockState(mockStateId(req, res));
  if (add && method === 'POST') state.pendingProvider = add[1] ?? null;
  else if (remove && method === 'DELETE') state.providers.set(remove[1] ?? '', { status: 'inactive', integrationId: null });
  else if (request && method === 'GET' && state.pendingProvider && status === 200) {
    const answer = JSON.parse(body) as { status?: string };
    if (answer.status === 'completed') {
      state.providers.set(state.pendingProvider, { status: 'active', integrationId: `intg-mock-${state.pendingProvider}` });
    }
    if (answer.status !== 'pending') state.pendingProvider = null;
  } else if (list && method === 'GET' && status === 200 && state.providers.size > 0) {
    const integrations = JSON.parse(body) as {
      provider_id: string;
      status: string;
      integration_id?: string | null;
      error?: unknown;
      health_error?: string | null;
      health_error_since?: string | null;
      missing_permissions?: string[];
    }[];
    for (const integration of integrations) {
      const change = state.providers.get(integration.provider_id);
      if (!change) continue;
      // A reconnect (issue #29) re-authorises the connection in place: its id, issues and history stay; the fault goes.
      const reconnected = change.status === 'active' && Boolean(integration.integration_id);
      integration.status = change.status;
      if (!reconnected) integration.integration_id = change.integrationId;
      integration.error = null;
      if (integration.health_error !== undefined) {
        integration.health_error = null;
        integration.health_error_since = null;
        integration.missing_permissions = [];
      }
    }
    return JSON.stringify(integrations);
  }
  return body;
}

function renderIdentityPage(url: string, res: ServerResponse) {
  const parsed = new URL(url, 'http://mock.local');
  const isLogin = parsed.pathname.startsWith('/auth/login');
  const returnTo = parsed.searchParams.get('return_endpoint') ?? '/';
  const safeReturn = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  const rows = [...parsed.searchParams.entries()]
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock identity provider</title>
<style>body{font:14px system-ui;margin:48px;max-width:640px}th{text-align:left;padding-right:16px}a{color:#2450d6}</style></head>
<body><main><h1>Mock identity provider</h1>
<p>The console asked to ${isLogin ? 'sign in' : 'sign out'} with:</p><table>${rows}</table>
<p><a href="${escapeHtml(isLogin ? safeReturn : '/')}">${isLogin ? 'Continue as the mock user' : 'Sign in again'}</a></p>
</main></body></html>`);
}
