// `method`: an undeclared method on the path must get 405. GET first, else an undeclared method without a body: a
// server that keeps to the contract has no handler to act with, so this runs even where the path's operations may
// not be called.
import { UNSAFE, type Method } from '../contract.ts';
import { headerValue, type Built } from '../kit.ts';
import { contractCsrfHeaderName } from '../session.ts';
import type { Step } from './context.ts';

export const method: Step = {
  check: 'method',
  whenNotCalled: true,
  run: async ({ kit, op, base, exchange, ownsMethodCheck, check: newCheck }) => {
    const check = newCheck('method');
    if (!ownsMethodCheck)
      return check.na(`checked once per path, with ${kit.contract.operations.find((o) => o.path === op.path)?.id}`);
    const declared = kit.contract.pathMethods.get(op.path) ?? new Set();
    // GET first: it changes nothing even on a server that wrongly serves it.
    const probe = (['get', 'put', 'patch', 'post', 'delete'] as Method[]).find((m) => !declared.has(m));
    if (!probe) return check.na('every method is declared on this path');
    const first = kit.build(op, base, { label: `undeclared method ${probe.toUpperCase()}` });
    const { 'Content-Type': _ct, Prefer: _prefer, ...headers } = first.request.headers;
    const secretHeaders = [...first.request.secretHeaders];
    // A Django REST framework view checks CSRF before it looks for the method's handler: without the token an
    // undeclared unsafe method meets a 403 first, and the 405 is never reached.
    const csrf = contractCsrfHeaderName(kit.contract);
    if (UNSAFE.has(probe) && csrf && !headerValue(headers, csrf)) {
      if (kit.options.session.csrf === undefined)
        return check.skip(`${probe.toUpperCase()} would meet the CSRF check before the 405 without the token: give --csrf`);
      headers[csrf] = kit.options.session.csrf;
      secretHeaders.push(csrf);
    }
    const built: Built = {
      ...first,
      request: { ...first.request, method: probe.toUpperCase(), headers, body: undefined, secretHeaders },
    };
    const res = await exchange(check, built);
    if (res && res.status !== 405) {
      check.fail(built, res, {
        kind: res.status < 300 ? 'method-allowed' : res.status >= 500 ? 'server-error' : 'status',
        expected: `405 for ${probe.toUpperCase()} (the path declares ${[...declared].map((m) => m.toUpperCase()).join(', ')})`,
        actual: `${res.status}`,
      });
    }
    return check.done();
  },
};
