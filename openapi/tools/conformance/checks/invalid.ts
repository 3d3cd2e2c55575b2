// `invalid`: requests the contract forbids (each body broken in one place, each constrained parameter out of range,
// each required query parameter left out) must be refused with a declared 4xx.
import { jsonBody } from '../contract.ts';
import { generateValid, invalidBodies, invalidParameter } from '../generate.ts';
import { judgeRefusal } from '../judge.ts';
import type { Built } from '../kit.ts';
import type { Step } from './context.ts';

export const invalid: Step = {
  check: 'invalid',
  run: async ({ kit, op, base, exchange, check: newCheck }) => {
    const check = newCheck('invalid');
    const random = kit.random(op, 'invalid');
    const cases: Built[] = [];
    const media = jsonBody(op);
    if (media?.media.schema !== undefined) {
      const validBody =
        (media.media.examples?.default ?? Object.values(media.media.examples ?? {})[0])?.value ??
        generateValid(media.media.schema, random);
      for (const m of invalidBodies(media.media.schema, validBody, random)) {
        cases.push(kit.build(op, base, { label: `body with ${m.description} at ${m.pointer || '/'}`, body: m.value }));
      }
    }
    for (const p of op.parameters) {
      if (p.in === 'path') {
        const bad = invalidParameter(p.schema);
        if (bad !== undefined)
          cases.push(kit.build(op, { ...base, [p.name]: bad }, { label: `path parameter ${p.name} = ${JSON.stringify(bad)}` }));
      }
      if (p.in === 'query') {
        const bad = invalidParameter(p.schema);
        if (bad !== undefined)
          cases.push(
            kit.build(op, base, { label: `query parameter ${p.name} = ${JSON.stringify(bad)}`, query: { [p.name]: bad } }),
          );
      }
    }
    const missingQuery = op.parameters.filter((p) => p.in === 'query' && p.required);
    for (const p of missingQuery) {
      const built = kit.build(op, base, { label: `required query parameter ${p.name} left out` });
      const url = new URL(built.request.url, 'http://x');
      url.searchParams.delete(p.name);
      built.request.url = `${url.pathname}${url.search}`;
      cases.push(built);
    }
    if (cases.length === 0) return check.na('nothing in the request can be invalid (no body, no constrained parameter)');
    for (const built of cases) {
      const res = await exchange(check, built);
      if (res)
        judgeRefusal(
          kit.options.profile,
          check,
          op,
          built,
          res,
          (s) => s >= 400 && s < 500,
          'accepted-invalid',
          'a 4xx refusal with the declared problem body',
        );
    }
    return check.done();
  },
};
