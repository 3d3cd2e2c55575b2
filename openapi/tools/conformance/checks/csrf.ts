// `csrf`: an unsafe call without the CSRF header must be refused (403; the mock may use any 4xx) and change nothing.
// "Changes nothing" is shown by observers (GETs of what the call would change) read before and after the refusal.
import { sessionSchemes, UNSAFE, type Operation } from '../contract.ts';
import { send } from '../http.ts';
import { judgeRefusal } from '../judge.ts';
import { pick, type Built, type Kit } from '../kit.ts';
import { linkInputs, linksOf } from '../links.ts';
import { csrfHeaderName } from '../session.ts';
import { pointerGet, show } from '../validate.ts';
import type { Step } from './context.ts';

/** A GET that shows an unsafe operation's effect. */
type Observer = Built & { op: Operation };
/** What an observer answered: its body, or why there is none to compare. */
type Observation = { body?: unknown; why?: string };

export const csrf: Step = {
  check: 'csrf',
  run: async ({ kit, op, exchange, exampleRequests, check: newCheck }) => {
    const check = newCheck('csrf');
    if (!UNSAFE.has(op.method)) return check.na('safe method');
    if (sessionSchemes(kit.contract, op).length === 0) return check.na('public operation (security: [])');
    const header = csrfHeaderName(kit.contract, op);
    if (!header) return check.skip('the contract declares no CSRF header for this operation');
    const probe = exampleRequests[0]!;
    const observers = observersOf(kit, op, probe);
    // One at a time, so that a replayed run sends its requests in the same order.
    const before: Observation[] = [];
    for (const observer of observers) before.push(await observe(kit, observer));
    const headers = Object.fromEntries(
      Object.entries(probe.request.headers).filter(([name]) => name.toLowerCase() !== header.toLowerCase()),
    );
    const built: Built = {
      ...probe,
      label: `${probe.label} without ${header}`,
      request: {
        ...probe.request,
        headers,
        secretHeaders: probe.request.secretHeaders.filter((h) => h.toLowerCase() !== header.toLowerCase()),
      },
    };
    const res = await exchange(check, built);
    if (!res) return check.done();
    // The mock validates the declared header (422) or the security scheme (401) instead of answering 403.
    const refused = (s: number) => (kit.options.profile === 'mock' ? s >= 400 && s < 500 : s === 403);
    judgeRefusal(kit.options.profile, check, op, built, res, refused, 'csrf-not-refused', `403 without ${header}`);
    const unobserved: string[] = [];
    let compared = 0;
    for (const [i, observer] of observers.entries()) {
      const after = await observe(kit, observer);
      const earlier = before[i]!;
      if (earlier.body === undefined || after.body === undefined) {
        unobserved.push(`${observer.op.id} ${earlier.why ?? after.why}`);
        continue;
      }
      compared++;
      const at = firstDifference(earlier.body, after.body);
      if (at === undefined) {
        check.result.notes.push(`${observer.op.id} unchanged`);
        continue;
      }
      check.fail(built, res, {
        kind: 'state-changed',
        expected: `${observer.op.id} unchanged by the refused request`,
        actual: `${observer.op.id} changed at ${at || '/'}: ${show(pointerGet(earlier.body, at), 50)} → ${show(pointerGet(after.body, at), 50)}`,
      });
    }
    if (compared === 0) {
      const why = observers.length
        ? unobserved.join('; ')
        : 'no GET on its path or its parent path, and no link from it that its request alone can follow';
      check.skip(`refused, but "changes nothing" not shown: state not observed (${why})`);
    }
    return check.done();
  },
};

/**
 * The GETs that show what an unsafe operation changes: on its own path (else on the parent path), and the targets
 * of its links whose parameters come from the request alone (not from the answer it has not had yet).
 */
function observersOf(kit: Kit, op: Operation, source: Built): Observer[] {
  const out = new Map<string, Observer>();
  const add = (observer: Operation, values: Record<string, string>, query: Record<string, string> = {}) => {
    const built = kit.build(
      observer,
      { ...kit.baseValues(observer), ...pick(source.pathValues, observer.parameters), ...values },
      {
        label: `${observer.id} (observer)`,
        query,
      },
    );
    delete built.request.headers.Prefer;
    out.set(`${built.request.method} ${built.request.url}`, { ...built, op: observer });
  };
  const parent = op.path.replace(/\/[^/]+$/, '');
  const get = [op.path, parent]
    .map((path) => kit.contract.operations.find((o) => o.method === 'get' && o.path === path))
    .find(Boolean);
  if (get) add(get, {});
  for (const { link } of linksOf(op)) {
    const target = link.operationId ? kit.byId.get(link.operationId) : undefined;
    if (target?.method !== 'get') continue;
    const inputs = linkInputs(link, target, { source });
    if (inputs.complete) add(target, inputs.path, inputs.query);
  }
  return [...out.values()];
}

/** Observers are read apart from the check's requests: they are not what is judged. */
async function observe(kit: Kit, observer: Observer): Promise<Observation> {
  try {
    const res = await send(kit.options.server, observer.request, kit.options.timeoutMs);
    return res.status === 200 && res.json !== undefined ? { body: res.json } : { why: `answered ${res.status}` };
  } catch (error) {
    return { why: `unreachable (${(error as Error).message})` };
  }
}

/** The JSON pointer of the first place two JSON values differ ('' for the whole), or undefined when equal. */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const inner = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
      if (inner !== undefined) return inner;
    }
  }
  return at;
}
