import type { ZodMiniType } from 'zod/mini';
import { responseValidators, type ResponseValidator } from '@generated/response-validators';
import { ContractViolationError } from './errors';
import { readTolerantly, type ReadableSchema, type Violation } from './tolerant-reader';

/** The contract operation a request belongs to, by method and path (query string ignored). */
export function findOperation(method: string, url: string): ResponseValidator | undefined {
  const path = url.split('?')[0]!;
  const verb = method.toLowerCase();
  return responseValidators.find((v) => v.method === verb && v.pattern.test(path));
}

const loaded = new Map<string, Promise<ZodMiniType>>();

/**
 * The operation's success schema, loaded once (the contract's schemas are a chunk of their own, off the main bundle).
 * The HTTP layer calls this when the request goes out, so the schema arrives with the answer.
 */
export function loadResponseSchema(operation: ResponseValidator | undefined): Promise<ZodMiniType> | null {
  if (!operation?.schema) return null;
  let schema = loaded.get(operation.operationId);
  if (!schema) {
    schema = operation.schema();
    loaded.set(operation.operationId, schema);
    // A failed chunk load is retried on the next call instead of being remembered.
    schema.catch(() => loaded.delete(operation.operationId));
  }
  return schema;
}

export type ViolationReporter = (operationId: string, violation: Violation) => void;

const reported = new Set<string>();

/** Each violation goes to error reporting once per page life, by operation and JSON pointer. */
export function reportOnce(report: ViolationReporter): ViolationReporter {
  return (operationId, violation) => {
    const key = `${operationId} ${violation.pointer} ${violation.kind}`;
    if (reported.has(key)) return;
    reported.add(key);
    report(operationId, violation);
  };
}

/**
 * Reads a success body tolerantly with the operation's generated schema (see tolerant-reader.ts): unknown open-list
 * values and extra properties never fail it, an unusable list item fails only itself. Throws a typed error only when
 * the answer as a whole cannot be used.
 */
export async function validateResponse<T>(
  method: string,
  url: string,
  status: number,
  data: unknown,
  report: ViolationReporter = () => undefined,
): Promise<T> {
  const operation = findOperation(method, url);
  const pending = loadResponseSchema(operation);
  if (!pending || status === 204 || (status === 202 && (data === '' || data === undefined))) return data as T;
  // A schema was found, so was its operation.
  const { operationId } = operation!;
  const result = readTolerantly((await pending) as unknown as ReadableSchema, data);
  if (!result.ok) {
    throw new ContractViolationError(
      operationId,
      result.issues.map((issue) => ({ path: issue.pointer || '(root)', message: issue.message })),
    );
  }
  for (const violation of result.violations) report(operationId, violation);
  return result.data as T;
}
