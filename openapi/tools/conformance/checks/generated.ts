// `generated`: `--generated N` valid requests built from the schemas (seeded), judged like the examples.
import type { Step } from './context.ts';
import { sendValid } from './examples.ts';

export const generated: Step = {
  check: 'generated',
  run: async (ctx) => {
    const { kit, op } = ctx;
    const check = ctx.check('generated');
    const random = kit.random(op, 'generated');
    for (let i = 1; i <= kit.options.generated; i++) {
      const built = kit.build(op, kit.baseValues(op, random), { random, label: `generated #${i} (seed ${kit.options.seed})` });
      const res = await sendValid(ctx, check, built);
      if (res) ctx.generatedAnswers.push({ built, res });
    }
    return check.done();
  },
};
