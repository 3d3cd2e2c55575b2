// `examples`: each example request (one per named example or scenario) must get a declared answer that conforms
// to the contract, and never a server error. Each answer is offered to the journeys as it comes.
import type { Check } from '../check.ts';
import { judgeValid } from '../judge.ts';
import type { Built } from '../kit.ts';
import type { ReceivedResponse } from '../validate.ts';
import type { OperationContext, Step } from './context.ts';

export const examples: Step = {
  check: 'examples',
  run: async (ctx) => {
    const check = ctx.check('examples');
    const names = ctx.result.examplesDeclared;
    for (const [i, built] of ctx.exampleRequests.entries()) {
      const res = await sendValid(ctx, check, built);
      if (names[i] !== undefined) ctx.result.examplesSent.push(names[i]);
      if (res) ctx.exampleAnswers.push({ built, res });
    }
    return check.done();
  },
};

/** Sends a valid request, judges its answer and offers it to the journeys; the answer, if the server gave one. */
export async function sendValid(ctx: OperationContext, check: Check, built: Built): Promise<ReceivedResponse | undefined> {
  const res = await ctx.exchange(check, built);
  ctx.valid.push(built);
  if (!res) return undefined;
  judgeValid(ctx.kit.options.profile, check, ctx.op, built, res);
  // A journey starts right after the first valid request that answers its link's status.
  await ctx.journeys.offer(built, res);
  return res;
}
