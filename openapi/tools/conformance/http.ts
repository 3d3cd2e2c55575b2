// Sending one request and describing it: the line for the report and a curl command that replays it with the
// session secrets redacted.
import type { ReceivedResponse } from './validate.ts';

export interface PreparedRequest {
  method: string;
  /** Path with parameters filled in (encoded), plus the query string. */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Header names whose values are secrets (cookie, CSRF): redacted in every report. */
  secretHeaders: string[];
}

export class Unreachable extends Error {}

/** The request's URL under the server's URL, keeping a base path (`https://host/prefix` + `/api/x` = `/prefix/api/x`). */
function target(server: string, url: string): URL {
  const base = new URL(server);
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(`./${url.replace(/^\/+/, '')}`, base);
}

export async function send(server: string, request: PreparedRequest, timeoutMs: number): Promise<ReceivedResponse> {
  const headers = new Headers(request.headers);
  let body: string | undefined;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  let answer: Response;
  try {
    answer = await fetch(target(server, request.url), {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Unreachable(`${request.method} ${request.url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const text = await answer.text();
  let json: unknown;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: answer.status, headers: answer.headers, text, json };
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function curl(server: string, request: PreparedRequest): string {
  const parts = ['curl', '-i', '-X', request.method, quote(target(server, request.url).toString())];
  const secret = new Set(request.secretHeaders.map((h) => h.toLowerCase()));
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push('-H', quote(`${name}: ${secret.has(name.toLowerCase()) ? '<redacted>' : value}`));
  }
  if (request.body !== undefined) {
    if (!Object.keys(request.headers).some((h) => h.toLowerCase() === 'content-type'))
      parts.push('-H', quote('Content-Type: application/json'));
    parts.push('--data-raw', quote(JSON.stringify(request.body)));
  }
  return parts.join(' ');
}

/** The request in one line for the table: method, URL and the body in short. */
export function describeRequest(request: PreparedRequest): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const line = `${request.method} ${request.url}${body}`;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
