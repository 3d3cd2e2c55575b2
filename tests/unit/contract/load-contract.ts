import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';

export type Schema = Record<string, unknown>;
interface ExampleObject {
  value?: unknown;
}
interface MediaType {
  schema?: Schema;
  examples?: Record<string, ExampleObject>;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
export interface OperationEntry {
  path: string;
  method: string;
  operation: Operation;
  /** Path-item and operation parameters together. */
  parameters: NonNullable<Operation['parameters']>;
}
export interface Contract {
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, Schema> };
  paths: Record<string, Record<string, unknown>>;
}

const root = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

/** The contract with every $ref (schemas files, example files) resolved. */
export async function loadContract(): Promise<Contract> {
  return (await SwaggerParser.dereference(root)) as unknown as Contract;
}

/**
 * The contract bundled into one document: external files inlined, internal refs kept, for checks that name a shared
 * response (role-refusals.test.ts).
 */
export async function bundleContract(): Promise<Contract> {
  return (await SwaggerParser.bundle(root)) as unknown as Contract;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operations(contract: Contract): OperationEntry[] {
  const list: OperationEntry[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const shared = (item.parameters ?? []) as OperationEntry['parameters'];
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      list.push({ path, method, operation, parameters: [...shared, ...(operation.parameters ?? [])] });
    }
  }
  return list;
}
