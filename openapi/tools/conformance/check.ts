// One check's result as it is being found: requests sent, notes, violations, and its outcome.
import type { Operation } from './contract.ts';
import { curl, describeRequest } from './http.ts';
import type { Built } from './kit.ts';
import type { CheckName, CheckResult } from './types.ts';
import type { Finding, ReceivedResponse } from './validate.ts';

export class Check {
  readonly result: CheckResult;
  /** Answers this check judged that another check sent (the acceptance check judges the examples'). */
  judged = 0;
  constructor(
    readonly name: CheckName,
    private readonly op: Operation,
    private readonly server: string,
  ) {
    this.result = { check: name, outcome: 'passed', requests: 0, sent: [], notes: [], violations: [] };
  }
  /** Skipped, with the reason; a failure already found stays a failure (the reason is kept beside it). */
  skip(reason: string): CheckResult {
    if (this.result.outcome !== 'failed') this.result.outcome = 'skipped';
    this.result.reason = this.result.reason ? `${this.result.reason}; ${reason}` : reason;
    return this.result;
  }
  na(reason: string): CheckResult {
    this.result.outcome = 'n/a';
    this.result.reason = reason;
    return this.result;
  }
  fail(built: Built, res: ReceivedResponse | undefined, finding: Finding) {
    this.result.outcome = 'failed';
    this.result.violations.push({
      check: this.name,
      operation: this.op.id,
      kind: finding.kind,
      label: built.label,
      request: describeRequest(built.request),
      status: res?.status,
      pointer: finding.pointer,
      keyword: finding.keyword,
      expected: finding.expected,
      actual: finding.actual,
      curl: curl(this.server, built.request),
    });
  }
  done(): CheckResult {
    if (this.result.outcome === 'passed' && this.result.requests === 0 && this.judged === 0) this.result.outcome = 'n/a';
    return this.result;
  }
}
