import type { ZodMiniType } from 'zod/mini';
import { responseValidators, type ResponseValidator } from '@generated/response-validators';
import { ContractViolationError } from './errors';

/** The contract operation a request belongs to, by method and path (query string ignored). */
export function findOperation(method: string, url: string): ResponseValidator | undefined {
  const path = url.split('?')[0] ?? url;
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

/** Parses a success body with the operation's generated zod schema; throws a typed error when it breaks the contract. */
export async function validateResponse<T>(method: string, url: string, status: number, data: unknown): Promise<T> {
  const operation = findOperation(method, url);
  const pending = loadResponseSchema(operation);
  if (!operation || !pending || status === 204 || (status === 202 && (data === '' || data === undefined))) return data as T;
  const result = (await pending).safeParse(data);
  if (result.success) return result.data as T;
  throw new ContractViolationError(
    operation.operationId,
    result.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
  );
}
