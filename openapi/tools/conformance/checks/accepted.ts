// `accepted`: the example requests, with ids from the command line (or any id against the mock), must get a success.
// It sends nothing: it judges the answers the `examples` check received. A declared 409 to an unsafe call is a state
// conflict (inviting someone an earlier run invited): it passes when another valid request of the operation was
// accepted, else acceptance is not shown.
import { declaredResponse, jsonBody, UNSAFE } from '../contract.ts';
import { is2xx } from '../judge.ts';
import { idOptions } from '../kit.ts';
import { show } from '../validate.ts';
import type { Step } from './context.ts';

export const accepted: Step = {
  check: 'accepted',
  run: ({ kit, op, exampleAnswers, generatedAnswers, check: newCheck }) => {
    const check = newCheck('accepted');
    const untrusted = kit.untrustedIds(op);
    if (untrusted.length) return check.skip(`not judged: the server may not know the ids; give ${idOptions(untrusted)}`);
    const media = jsonBody(op);
    if (kit.options.profile === 'server' && media && !media.media.examples && media.media.example === undefined)
      return check.skip('not judged: the contract gives no example body, and a generated one may name what the server lacks');
    const conflicts: string[] = [];
    const source = kit.options.profile === 'mock' ? 'the contract' : '--account/--param';
    for (const { built, res } of exampleAnswers) {
      check.judged++;
      check.result.notes.push(`${built.label} → ${res.status}`);
      if (is2xx(res.status)) continue;
      if (res.status === 409 && UNSAFE.has(op.method) && declaredResponse(op, 409)?.key === '409') {
        conflicts.push(built.label);
        continue;
      }
      check.fail(built, res, {
        kind: 'valid-refused',
        expected: `a 2xx success for a valid request (ids from ${source}, the rest from the contract's example)`,
        actual: `${res.status} ${show(res.json ?? res.text, 80)}`,
      });
    }
    if (conflicts.length) {
      const others = [...exampleAnswers, ...generatedAnswers].filter((a) => is2xx(a.res.status)).map((a) => a.built.label);
      if (others.length)
        check.result.notes.push(`${conflicts.join(', ')}: declared 409 (state conflict); accepted: ${others.join(', ')}`);
      else
        check.skip(
          `${conflicts.join(', ')} met a declared 409 (state conflict, e.g. left by an earlier run) and no valid request was accepted`,
        );
    }
    return check.done();
  },
};
