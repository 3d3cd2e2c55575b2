// `no-session`: the request without the session cookie must be refused with 401, never answered with data.
import { declaredResponse, sessionSchemes, UNSAFE } from '../contract.ts';
import { judgeRefusal } from '../judge.ts';
import type { Built } from '../kit.ts';
import type { Step } from './context.ts';

export const noSession: Step = {
  check: 'no-session',
  run: async ({ kit, op, exchange, exampleRequests, check: newCheck }) => {
    const check = newCheck('no-session');
    if (sessionSchemes(kit.contract, op).length === 0) return check.na('public operation (security: [])');
    const first = exampleRequests[0]!;
    // Only the session cookie goes: with the CSRF header still there, the server's session check is what answers.
    const headers = Object.fromEntries(Object.entries(first.request.headers).filter(([name]) => name.toLowerCase() !== 'cookie'));
    const built: Built = {
      ...first,
      label: `${first.label} without the session cookie`,
      request: {
        ...first.request,
        headers,
        secretHeaders: first.request.secretHeaders.filter((h) => h.toLowerCase() !== 'cookie'),
      },
    };
    const res = await exchange(check, built);
    // 401 is the answer; an unsafe method may meet a double-submit CSRF guard first (403, no csrftoken cookie), if the
    // operation declares 403.
    const allowed = (s: number) =>
      s === 401 ? true : s === 403 && UNSAFE.has(op.method) && declaredResponse(op, 403)?.key === '403';
    if (res)
      judgeRefusal(kit.options.profile, check, op, built, res, allowed, 'data-without-session', 'a 401 refusal (never data)');
    return check.done();
  },
};
