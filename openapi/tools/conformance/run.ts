// The run: which operations, in what order (reads side by side, then the writes), and per operation its checks in
// the order `checks/order.ts` sets. Each check is a module in `checks/`; what they share is `checks/context.ts`.
import { Check } from './check.ts';
import { operationContext } from './checks/context.ts';
import { ORDER } from './checks/order.ts';
import type { Contract, Operation } from './contract.ts';
import { Kit } from './kit.ts';
import { CHECKS, type CheckName, type CheckResult, type OperationResult, type RunOptions } from './types.ts';

// What the kit's own tests and the CLI read from the run (it was one module before the checks had theirs).
export type { CheckName, CheckResult, OperationResult, Profile, RunOptions, Violation } from './types.ts';
export { isPolled } from './checks/polling.ts';

export class Runner {
  private readonly kit: Kit;
  constructor(
    private readonly contract: Contract,
    private readonly options: RunOptions,
  ) {
    this.kit = new Kit(contract, options);
  }

  selected(): Operation[] {
    const only = this.options.operations;
    return only?.length ? this.contract.operations.filter((op) => only.includes(op.id)) : this.contract.operations;
  }

  /** Whether the operation may be called, and if not, why. */
  permission(op: Operation): string | undefined {
    return this.kit.permission(op);
  }

  async run(): Promise<OperationResult[]> {
    const ops = this.selected();
    const results: OperationResult[] = new Array(ops.length);
    const methodOwners = new Map<string, string>();
    for (const op of ops) if (!methodOwners.has(op.path)) methodOwners.set(op.path, op.id);
    const runAll = async (indexes: number[], concurrency: number) => {
      let next = 0;
      const worker = async () => {
        while (next < indexes.length) {
          const index = indexes[next++]!;
          results[index] = await this.runOperation(ops[index]!, methodOwners.get(ops[index]!.path) === ops[index]!.id);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    };
    // Reads side by side; then the writes one at a time, so that a journey or a before/after comparison sees
    // only the change it made. The mock keeps no state, so there its writes go side by side too.
    const all = ops.map((_op, i) => i);
    await runAll(
      all.filter((i) => ops[i]!.effect === 'read'),
      this.options.concurrency,
    );
    const writes = all.filter((i) => ops[i]!.effect !== 'read');
    await runAll(writes, this.options.profile === 'mock' ? this.options.concurrency : 1);
    return results;
  }

  private async runOperation(op: Operation, ownsMethodCheck: boolean): Promise<OperationResult> {
    const ctx = operationContext(this.kit, op, ownsMethodCheck);
    const denied = this.kit.permission(op);
    const checks = new Map<CheckName, CheckResult>();
    for (const step of ORDER) {
      checks.set(
        step.check,
        denied && !step.whenNotCalled ? new Check(step.check, op, this.options.server).skip(denied) : await step.run(ctx),
      );
    }
    const { result } = ctx;
    result.exercised = ctx.valid.length > 0;
    result.checks = CHECKS.map((name) => checks.get(name)!);
    result.statusesSeen = result.statusesDeclared.filter((s) => ctx.statusesSeen.has(s));
    return result;
  }
}
