import { responseValidators, type ResponseValidator } from '@generated/response-validators';
import { ContractViolationError } from './errors';

/** The contract operation a request belongs to, by method and path (query string ignored). */
function findOperation(method: string, url: string): ResponseValidator | undefined {
  const path = url.split('?')[0] ?? url;
  const verb = method.toLowerCase();
  return responseValidators.find((v) => v.method === verb && v.pattern.test(path));
}

/** Parses a success body with the operation's generated zod schema; throws a typed error when it breaks the contract. */
export function validateResponse<T>(method: string, url: string, status: number, data: unknown): T {
  const operation = findOperation(method, url);
  if (!operation?.schema || status === 204 || (status === 202 && (data === '' || data === undefined))) return data as T;
  const result = operation.schema.safeParse(data);
  if (result.success) return result.data as T;
  throw new ContractViolationError(
    operation.operationId,
    result.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
  );
}
