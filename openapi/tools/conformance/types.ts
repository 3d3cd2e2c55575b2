// What a run is asked to do and what it reports: the options from the command line and, per operation, one result
// per check (the report's columns, in `CHECKS` order).
import type { Method, Operation } from './contract.ts';
import type { SessionInput } from './session.ts';
import type { ViolationKind } from './validate.ts';

/** The report's columns. The order the checks run in is another one: `checks/order.ts`. */
export const CHECKS = [
  'examples',
  'generated',
  'accepted',
  'polling',
  'invalid',
  'no-session',
  'method',
  'csrf',
  'journey',
] as const;
export type CheckName = (typeof CHECKS)[number];

export type Profile = 'server' | 'mock';

export interface RunOptions {
  server: string;
  session: SessionInput;
  /** Path parameter values given on the command line (`--account` is `accountId`). */
  params: Record<string, string>;
  allowWrites: boolean;
  allowDestructive: boolean;
  seed: number;
  generated: number;
  profile: Profile;
  operations?: string[];
  timeoutMs: number;
  pollLimitMs: number;
  concurrency: number;
}

export interface Violation {
  check: CheckName;
  operation: string;
  kind: ViolationKind;
  /** Which request: example name, generated #n, the broken field… */
  label: string;
  request: string;
  status?: number;
  pointer?: string;
  /** The JSON Schema keyword that failed, for schema violations. */
  keyword?: string;
  expected: string;
  actual: string;
  curl: string;
}

export interface CheckResult {
  check: CheckName;
  outcome: 'passed' | 'failed' | 'skipped' | 'n/a';
  reason?: string;
  requests: number;
  /** Every request sent, in one line each: which one (example, generated #n, …), method, URL, body. */
  sent: string[];
  notes: string[];
  violations: Violation[];
}

export interface OperationResult {
  id: string;
  method: Method;
  path: string;
  effect: Operation['effect'];
  exercised: boolean;
  checks: CheckResult[];
  statusesDeclared: string[];
  statusesSeen: string[];
  examplesDeclared: string[];
  examplesSent: string[];
}
