// OpenAPI links: an operation's links and their runtime expressions ($request.path.x, $response.body#/ptr, …),
// read by the journeys and by the CSRF check's observers.
import type { Link, Operation } from './contract.ts';
import { headerValue, type Built } from './kit.ts';
import { pointerGet, type ReceivedResponse } from './validate.ts';

export interface ExpressionContext {
  source: Built;
  /** None before the source call is answered (an observer's inputs). */
  response?: ReceivedResponse;
}

export const linksOf = (op: Operation) =>
  Object.entries(op.responses).flatMap(([status, r]) =>
    Object.entries(r.links ?? {}).map(([name, link]) => ({ status, name, link })),
  );

/**
 * A link's parameters for its target, evaluated. `complete` is false when one cannot be (it needs an answer that has
 * not come yet, or names what the answer lacks); that one is left out.
 */
export function linkInputs(
  link: Link,
  target: Operation,
  ctx: ExpressionContext,
): { path: Record<string, string>; query: Record<string, string>; complete: boolean } {
  const out = { path: {} as Record<string, string>, query: {} as Record<string, string>, complete: true };
  for (const [key, expr] of Object.entries(link.parameters ?? {})) {
    const [where, pname] = key.includes('.') ? (key.split('.', 2) as [string, string]) : ['', key];
    const param = target.parameters.find((p) => p.name === pname && (!where || p.in === where));
    const value = evaluate(expr, ctx);
    if (value === undefined) out.complete = false;
    else if (param?.in === 'path') out.path[param.name] = String(value);
    else if (param?.in === 'query') out.query[param.name] = String(value);
  }
  return out;
}

/** OpenAPI runtime expressions ($request.path.x, $request.body#/ptr, $response.body#/ptr, …); other values as is. */
export function evaluate(expr: unknown, ctx: ExpressionContext): unknown {
  if (typeof expr !== 'string' || !expr.startsWith('$')) return expr;
  const [head, pointer] = expr.split('#', 2) as [string, string | undefined];
  switch (true) {
    case head === '$statusCode':
      return ctx.response?.status;
    case head === '$method':
      return ctx.source.request.method;
    case head.startsWith('$request.path.'):
      return ctx.source.pathValues[head.slice('$request.path.'.length)];
    case head.startsWith('$request.query.'):
      return ctx.source.query[head.slice('$request.query.'.length)];
    case head.startsWith('$request.header.'):
      return headerValue(ctx.source.request.headers, head.slice('$request.header.'.length));
    case head === '$request.body':
      return pointerGet(ctx.source.request.body, pointer ?? '');
    case head === '$response.body':
      return ctx.response ? pointerGet(ctx.response.json, pointer ?? '') : undefined;
    case head.startsWith('$response.header.'):
      return ctx.response?.headers.get(head.slice('$response.header.'.length)) ?? undefined;
    default:
      return undefined;
  }
}
