// `polling`: a polled call (a GET that answers 202/204 while its result is not ready) must give its result within
// the contract's `x-polling` bounds, asked at the contract's interval.
import type { Check } from '../check.ts';
import { successStatuses, type Operation } from '../contract.ts';
import { judgeValid } from '../judge.ts';
import type { Built, Kit } from '../kit.ts';
import type { ReceivedResponse } from '../validate.ts';
import type { Exchange, Step } from './context.ts';

/** A GET that answers 202/204 while its result is not ready. */
export const isPolled = (op: Operation) =>
  op.method === 'get' &&
  (op.responses['202'] !== undefined || op.responses['204'] !== undefined) &&
  successStatuses(op).some((s) => s !== 202 && s !== 204);

export const polling: Step = {
  check: 'polling',
  run: async ({ kit, op, exchange, valid, check: newCheck }) => {
    const check = newCheck('polling');
    const declaresWait = ['202', '204'].filter((s) => op.responses[s]);
    if (!isPolled(op)) return check.na('not a polled call (no 202/204 beside its result)');
    const first = valid[0];
    if (!first) return check.skip('no valid request to poll with');
    if (!op.polling) check.result.notes.push('the contract gives no x-polling bounds; polled every 1 s, 10 times');
    // The mock only answers "not ready" when asked to (one of the declared waits); a real server answers what it has.
    const starts = kit.options.profile === 'mock' ? declaresWait.slice(0, 1) : [undefined];
    let polled = false;
    for (const code of starts) {
      const outcome = await askUntilReady(kit, check, op, first, exchange, code);
      polled ||= outcome.asks > 1;
      if (outcome.verdict === 'limit') return check.result;
    }
    if (!polled && check.result.outcome === 'passed') check.result.notes.push('answered without 202/204; nothing to poll');
    return check.done();
  },
};

/**
 * Asks until the answer is no longer 202/204, at the contract's interval and never more often than its bound
 * allows. `startCode` makes the mock answer "not ready" first (Prism's `Prefer: code=`).
 */
export async function askUntilReady(
  kit: Kit,
  check: Check,
  op: Operation,
  first: Built,
  exchange: Exchange,
  startCode?: string,
): Promise<{ res?: ReceivedResponse; asks: number; verdict: 'ready' | 'bound' | 'limit' | 'error' }> {
  const bounds = op.polling ?? { intervalMs: 1000, maxAttempts: 10, backoff: 1 };
  const deadline = Date.now() + kit.options.pollLimitMs;
  let interval = bounds.intervalMs;
  for (let attempt = 1; ; attempt++) {
    const headers = { ...first.request.headers };
    if (startCode && attempt === 1) headers.Prefer = `code=${startCode}`;
    else if (startCode) delete headers.Prefer;
    const built: Built = {
      ...first,
      label: attempt === 1 ? first.label : `${first.label}, ask ${attempt}`,
      request: { ...first.request, headers },
    };
    const res = await exchange(check, built);
    if (!res) return { asks: attempt, verdict: 'error' };
    judgeValid(kit.options.profile, check, op, built, res);
    if (res.status !== 202 && res.status !== 204) return { res, asks: attempt, verdict: 'ready' };
    if (attempt >= bounds.maxAttempts) {
      check.fail(built, res, {
        kind: 'polling',
        expected: `a result within ${bounds.maxAttempts} asks, ${bounds.intervalMs / 1000} s apart (x-polling)`,
        actual: `still ${res.status} after ${attempt} asks`,
      });
      return { res, asks: attempt, verdict: 'bound' };
    }
    if (Date.now() + interval > deadline) {
      check.result.notes.push(`${op.id} still ${res.status} at the kit's --poll-limit; not judged`);
      if (check.result.outcome === 'passed') check.skip(`not ready within --poll-limit (${kit.options.pollLimitMs / 1000} s)`);
      return { res, asks: attempt, verdict: 'limit' };
    }
    await new Promise((r) => setTimeout(r, interval));
    interval = Math.round(interval * bounds.backoff);
  }
}
