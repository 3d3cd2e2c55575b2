// The session as the contract declares it: which cookie carries it, which header carries the CSRF token, and how a
// request is dressed with it (or deliberately without it).
import type { Contract, Operation, Parameter } from './contract.ts';
import { sessionSchemes } from './contract.ts';

export interface SessionInput {
  /** The Cookie header value to send (e.g. `sessionid=…; csrftoken=…`). */
  cookie?: string;
  csrf?: string;
}

const CSRF = /csrf|xsrf/i;

/** The CSRF header an unsafe operation must carry, if the contract declares one (security scheme or parameter). */
export function csrfHeaderName(contract: Contract, op: Operation): string | undefined {
  const scheme = sessionSchemes(contract, op).find((s) => s.type === 'apiKey' && s.in === 'header' && CSRF.test(s.name ?? ''));
  if (scheme?.name) return scheme.name;
  return op.parameters.find((p) => p.in === 'header' && CSRF.test(p.name))?.name;
}

/** The contract's CSRF header, whichever operation declares it: the header an undeclared unsafe method must carry. */
export function contractCsrfHeaderName(contract: Contract): string | undefined {
  const scheme = Object.values(contract.securitySchemes).find(
    (s) => s.type === 'apiKey' && s.in === 'header' && CSRF.test(s.name ?? ''),
  );
  return scheme?.name ?? contract.operations.flatMap((op) => op.parameters).find(isCsrfParameter)?.name;
}

export const isCsrfParameter = (p: Parameter) => p.in === 'header' && CSRF.test(p.name);

export interface Dress {
  headers: Record<string, string>;
  query: Record<string, string>;
  secretHeaders: string[];
}

/**
 * Credentials for one request. `none` leaves out everything the session consists of; `no-csrf` keeps the cookie and
 * leaves out the CSRF header.
 */
export function dress(contract: Contract, op: Operation, session: SessionInput, mode: 'full' | 'none' | 'no-csrf'): Dress {
  const out: Dress = { headers: {}, query: {}, secretHeaders: [] };
  if (mode === 'none') return out;
  const schemes = sessionSchemes(contract, op);
  const needsCookie = schemes.some((s) => s.type === 'apiKey' && s.in === 'cookie');
  if (session.cookie && (needsCookie || schemes.length > 0 || op.parameters.some((p) => p.in === 'cookie'))) {
    out.headers.Cookie = session.cookie;
    out.secretHeaders.push('Cookie');
  }
  const csrf = csrfHeaderName(contract, op);
  if (csrf && session.csrf !== undefined && mode === 'full') {
    out.headers[csrf] = session.csrf;
    out.secretHeaders.push(csrf);
  }
  return out;
}

/** The session cookie's name (an apiKey scheme in a cookie), for a stand-in session against the mock. */
export function sessionCookieName(contract: Contract): string | undefined {
  return Object.values(contract.securitySchemes).find((s) => s.type === 'apiKey' && s.in === 'cookie')?.name;
}
