// `journey`: the operation's OpenAPI links, each followed from the first valid request that answers the link's
// status, right after it; the linked call is asked again while its `x-polling` allows, until what `x-expect` says
// holds. It listens from before the first valid request (`startJourneys`, in the context) and reports last, naming
// the links no request could start.
import { Check } from '../check.ts';
import { pollingBounds, successStatuses, type Link, type Operation } from '../contract.ts';
import { judgeValid } from '../judge.ts';
import { idOptions, pick, type Built, type Kit } from '../kit.ts';
import { evaluate, linkInputs, linksOf, type ExpressionContext } from '../links.ts';
import { pointerGet, show, type Finding, type ReceivedResponse } from '../validate.ts';
import type { Exchange, Step } from './context.ts';
import { askUntilReady, isPolled } from './polling.ts';

export interface Journeys {
  /** A valid request's answer: follows every waiting link whose status it has. */
  offer: (source: Built, res: ReceivedResponse) => Promise<void>;
  check: Check;
  /** The links no valid request answered the status of. */
  waiting: Map<string, { status: string; link: Link; target: Operation }>;
  hasLinks: boolean;
}

export function startJourneys(kit: Kit, op: Operation, exchange: Exchange): Journeys {
  const check = new Check('journey', op, kit.options.server);
  const waiting: Journeys['waiting'] = new Map();
  const links = linksOf(op);
  for (const { status, name, link } of links) {
    const target = link.operationId ? kit.byId.get(link.operationId) : undefined;
    if (!target) check.skip(`link ${name}: the contract has no operation ${link.operationId}`);
    else if (kit.permission(target)) check.skip(`link ${name} → ${target.id}: ${kit.permission(target)}`);
    else waiting.set(name, { status, link, target });
  }
  return {
    check,
    waiting,
    hasLinks: links.length > 0,
    offer: async (source, res) => {
      for (const [name, { status, link, target }] of waiting) {
        if (String(res.status) !== status) continue;
        waiting.delete(name);
        check.result.notes.push(`link ${name} followed after ${source.label}`);
        await follow(kit, check, op, name, link, target, { source, response: res }, exchange);
      }
    },
  };
}

export const journey: Step = {
  check: 'journey',
  run: ({ kit, op, journeys: { check, waiting, hasLinks }, valid, exampleAnswers, generatedAnswers }) => {
    if (!hasLinks) return check.na('the contract describes no journey from this operation (links)');
    const untrusted = kit.untrustedIds(op);
    const statuses = [...exampleAnswers, ...generatedAnswers].map((a) => a.res.status).join(', ') || 'none';
    for (const [name, { status, target }] of waiting) {
      const what = `link ${name} → ${target.id} not followed: no valid request answered ${status} (answers: ${statuses})`;
      // With ids the server knows, a valid request had to succeed; with generated ones a 404 is its right.
      if (untrusted.length) check.skip(`${what}; give ${idOptions(untrusted)}`);
      else
        check.fail(valid[0]!, undefined, {
          kind: 'journey',
          expected: `a valid request answered ${status}, to follow link ${name} to ${target.id}`,
          actual: `answers: ${statuses}`,
        });
    }
    return check.done();
  },
};

/** One link: the linked call, asked again while its x-polling allows, until what x-expect says holds. */
async function follow(
  kit: Kit,
  check: Check,
  op: Operation,
  name: string,
  link: Link,
  target: Operation,
  ctx: ExpressionContext,
  exchange: Exchange,
) {
  const inputs = linkInputs(link, target, ctx);
  const values = { ...kit.baseValues(target), ...pick(ctx.source.pathValues, target.parameters), ...inputs.path };
  const body = link.requestBody !== undefined ? evaluate(link.requestBody, ctx) : undefined;
  const label = `journey ${name}: ${target.id} after ${op.id}`;
  const built = kit.build(target, values, { label, query: inputs.query, body });
  delete built.request.headers.Prefer;
  const expect = link['x-expect'];
  const settle = link['x-polling'] ? pollingBounds(link['x-polling']) : undefined;
  const deadline = Date.now() + kit.options.pollLimitMs;
  let interval = settle?.intervalMs ?? 0;
  for (let attempt = 1; ; attempt++) {
    const ask: Built = attempt === 1 ? built : { ...built, label: `${label}, ask ${attempt}` };
    const { res, verdict } = isPolled(target)
      ? await askUntilReady(kit, check, target, ask, exchange)
      : await exchange(check, ask).then((answer) => {
          if (answer) judgeValid(kit.options.profile, check, target, ask, answer);
          return { res: answer, verdict: 'ready' };
        });
    if (!res || verdict !== 'ready' || !expect) return;
    if (kit.options.profile === 'mock') {
      check.result.notes.push(`link ${name}: state not judged (the mock is stateless)`);
      return;
    }
    const findings = journeyFindings(expect, res, ctx, target);
    if (findings.length === 0) {
      if (attempt > 1) check.result.notes.push(`link ${name}: held at ask ${attempt}`);
      return;
    }
    if (!settle || attempt >= settle.maxAttempts) {
      const after = settle ? ` (after ${attempt} asks, x-polling)` : '';
      for (const finding of findings) check.fail(ask, res, { ...finding, actual: `${finding.actual}${after}` });
      return;
    }
    if (Date.now() + interval > deadline) {
      check.skip(`link ${name}: x-expect not yet held at --poll-limit (${kit.options.pollLimitMs / 1000} s)`);
      return;
    }
    await new Promise((r) => setTimeout(r, interval));
    interval = Math.round(interval * settle.backoff);
  }
}

function journeyFindings(
  expect: NonNullable<Link['x-expect']>,
  res: ReceivedResponse,
  ctx: ExpressionContext,
  target: Operation,
): Finding[] {
  const statuses = expect.status ?? successStatuses(target);
  if (!statuses.includes(res.status))
    return [{ kind: 'journey', expected: `status ${statuses.join(' or ')}`, actual: `${res.status}` }];
  const out: Finding[] = [];
  const wanted = (spec: Record<string, unknown>) =>
    Object.entries(spec).map(([pointer, expr]) => [pointer, evaluate(expr, ctx)] as const);
  const matches = (item: unknown, spec: Record<string, unknown>) =>
    wanted(spec).every(([pointer, value]) => JSON.stringify(pointerGet(item, pointer)) === JSON.stringify(value));
  const items = Array.isArray(res.json) ? res.json : [];
  if (expect.contains && !items.some((item) => matches(item, expect.contains!)))
    out.push({
      kind: 'journey',
      pointer: '',
      expected: `an item with ${describe(wanted(expect.contains))}`,
      actual: `none among ${items.length}`,
    });
  if (expect.lacks) {
    const index = items.findIndex((item) => matches(item, expect.lacks!));
    if (index >= 0)
      out.push({
        kind: 'journey',
        pointer: `/${index}`,
        expected: `no item with ${describe(wanted(expect.lacks))}`,
        actual: show(items[index], 80),
      });
  }
  for (const [pointer, value] of wanted(expect.equals ?? {})) {
    const actual = pointerGet(res.json, pointer);
    if (JSON.stringify(actual) !== JSON.stringify(value))
      out.push({ kind: 'journey', pointer, expected: show(value), actual: show(actual) });
  }
  return out;
}

const describe = (pairs: (readonly [string, unknown])[]) => pairs.map(([p, v]) => `${p} = ${show(v, 40)}`).join(', ');
