// What the checks of one operation share. It is small on purpose: the run's `Kit` (contract, options, request
// building), the operation, one `exchange` that counts every request against the check that sent it, and what the
// sending checks leave for the judging ones (the valid requests and their answers, the journeys listening to them).
// Which check fills what, and so why the order is what it is: `order.ts`.
import { Check } from '../check.ts';
import { declaredResponse, type Operation } from '../contract.ts';
import { describeRequest, send, Unreachable } from '../http.ts';
import type { Answer, Built, Kit } from '../kit.ts';
import type { CheckName, CheckResult, OperationResult } from '../types.ts';
import type { ReceivedResponse } from '../validate.ts';
import { startJourneys, type Journeys } from './journey.ts';

/** Sends one request for a check; an unreachable server fails that check and gives no answer. */
export type Exchange = (check: Check, built: Built) => Promise<ReceivedResponse | undefined>;

export interface OperationContext {
  readonly kit: Kit;
  readonly op: Operation;
  /** The operation's report entry; the checks that send add the examples sent. */
  readonly result: OperationResult;
  /** Path values: the command line, else the contract's examples. */
  readonly base: Record<string, string>;
  readonly exchange: Exchange;
  /** Whether this operation runs its path's 405 probe (once per path, by the path's first operation). */
  readonly ownsMethodCheck: boolean;
  /** One per named example (scenario), else one from the contract's example values. The first is the refusals' probe. */
  readonly exampleRequests: Built[];
  /** Every valid request sent (the examples', then the generated ones), answered or not. */
  readonly valid: Built[];
  readonly exampleAnswers: Answer[];
  readonly generatedAnswers: Answer[];
  /** The operation's journeys (OpenAPI links), offered each valid answer as it comes. */
  readonly journeys: Journeys;
  /** The declared statuses the operation's answers have met (`method`'s undeclared method belongs to none). */
  readonly statusesSeen: Set<string>;
  /** A new check of this operation. */
  check: (name: CheckName) => Check;
}

/** One check: what it reports as, and how it runs on what the earlier ones left in the context. */
export interface Step {
  check: CheckName;
  /** Runs also where the operation itself may not be called (writes not allowed). */
  whenNotCalled?: true;
  run: (ctx: OperationContext) => Promise<CheckResult> | CheckResult;
}

export function operationContext(kit: Kit, op: Operation, ownsMethodCheck: boolean): OperationContext {
  const examplesDeclared = kit.exampleNames(op);
  const result: OperationResult = {
    id: op.id,
    method: op.method,
    path: op.path,
    effect: op.effect,
    exercised: false,
    checks: [],
    statusesDeclared: Object.keys(op.responses),
    statusesSeen: [],
    examplesDeclared,
    examplesSent: [],
  };
  const statusesSeen = new Set<string>();
  const exchange: Exchange = async (check, built) => {
    check.result.requests++;
    // The label names what the line alone cannot show, e.g. the mock's scenario, asked for in a header.
    check.result.sent.push(`${built.label}: ${describeRequest(built.request)}`);
    try {
      const res = await send(kit.options.server, built.request, kit.options.timeoutMs);
      // An undeclared method's answer belongs to no operation.
      const declared = check.name === 'method' ? undefined : declaredResponse(op, res.status);
      if (declared) statusesSeen.add(declared.key);
      return res;
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      check.fail(built, undefined, { kind: 'unreachable', expected: 'an answer', actual: error.message });
      return undefined;
    }
  };
  const base = kit.baseValues(op);
  const exampleRequests = examplesDeclared.length
    ? examplesDeclared.map((name) => kit.build(op, base, { example: name, label: `example "${name}"` }))
    : [kit.build(op, base, { label: 'example values' })];
  return {
    kit,
    op,
    result,
    base,
    exchange,
    ownsMethodCheck,
    exampleRequests,
    valid: [],
    exampleAnswers: [],
    generatedAnswers: [],
    journeys: startJourneys(kit, op, exchange),
    statusesSeen,
    check: (name) => new Check(name, op, kit.options.server),
  };
}
