import type { Connect, Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Dev and preview middleware in front of the Prism mock.
 *
 * - `/api/*` is forwarded to Prism, with a mock session cookie when the browser has none. A scenario arrives from the app as `Prefer: example=NAME`;
 *   Prism answers 404 for an example name the operation lacks, so that one case is retried
 *   without the example and the operation falls back to its default.
 * - `/auth/login` and `/auth/logout` stand in for the identity provider: a plain page that
 *   shows what the console asked for and lets a developer continue.
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
  res.end(text);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
