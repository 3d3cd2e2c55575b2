// How an answer is judged: a valid request must get a declared, conforming answer; a refused one a declared 4xx.
import type { Check } from './check.ts';
import { declaredResponse, type Operation } from './contract.ts';
import type { Built } from './kit.ts';
import type { Profile } from './types.ts';
import { conformance, show, type ReceivedResponse, type ViolationKind } from './validate.ts';

const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

/** Prism's own error answers (routing, its own validation) are not the contract's; only the mock profile meets them. */
const isMockOwnError = (res: ReceivedResponse) =>
  typeof res.json === 'object' && res.json !== null && String((res.json as { type?: unknown }).type).startsWith(PRISM_ERROR);

export const is2xx = (status: number) => status >= 200 && status < 300;

/** A valid request: a declared answer that conforms, and never a server error. */
export function judgeValid(profile: Profile, check: Check, op: Operation, built: Built, res: ReceivedResponse) {
  if (res.status >= 500) {
    check.fail(built, res, {
      kind: 'server-error',
      expected: 'no server error for a valid request',
      actual: `${res.status} ${show(res.text, 60)}`,
    });
    return;
  }
  if (profile === 'mock' && isMockOwnError(res)) {
    check.result.notes.push(
      `${built.label}: the mock answered ${res.status} on its own (${show((res.json as { title?: string }).title)})`,
    );
    check.fail(built, res, {
      kind: 'status',
      expected: 'an answer from the contract',
      actual: `the mock's own ${res.status}: ${show(res.json, 120)}`,
    });
    return;
  }
  // A declared 401 would pass every valid request of an expired session; the run would check nothing.
  if (res.status === 401 && profile === 'server' && built.request.headers.Cookie !== undefined) {
    check.fail(built, res, {
      kind: 'session-refused',
      expected: 'the --cookie session accepted',
      actual: '401: is the session still signed in? (--cookie)',
    });
    return;
  }
  for (const finding of conformance(op, res)) check.fail(built, res, finding);
}

/** A 4xx with a declared, conforming body; never 2xx or 5xx. */
export function judgeRefusal(
  profile: Profile,
  check: Check,
  op: Operation,
  built: Built,
  res: ReceivedResponse,
  acceptable: (status: number) => boolean,
  kind: ViolationKind,
  expectation: string,
) {
  if (is2xx(res.status)) {
    check.fail(built, res, { kind, expected: expectation, actual: `${res.status} ${show(res.json ?? res.text, 80)}` });
    return;
  }
  if (res.status >= 500) {
    check.fail(built, res, { kind: 'server-error', expected: expectation, actual: `${res.status} ${show(res.text, 60)}` });
    return;
  }
  if (!acceptable(res.status)) {
    check.fail(built, res, { kind: 'status', expected: expectation, actual: `${res.status}` });
    return;
  }
  // Prism invents its own 4xx where the contract declares none (its own error, or a 422 with the body of
  // `default`); the real server's answer must be declared.
  if (profile === 'mock' && (isMockOwnError(res) || !declaredResponse(op, res.status))) return;
  for (const finding of conformance(op, res)) check.fail(built, res, finding);
}
