import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { responseValidators } from '@generated/response-validators';
import { SCENARIOS } from './scenarios';

const root = fileURLToPath(new URL('../../../openapi/', import.meta.url));
const spec = parse(readFileSync(`${root}openapi.yaml`, 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, ResponseObject> }>>;
};
type ResponseObject = { content?: Record<string, { examples?: Record<string, { $ref?: string; value?: unknown }> }> };

function resolveExample(example: { $ref?: string; value?: unknown }): unknown {
  if (!example.$ref) return example.value;
  const [file, pointer] = example.$ref.split('#');
  const doc = JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as Record<string, { value: unknown }>;
  const key = (pointer ?? '').replace(/^\//, '');
  const found = doc[key];
  if (!found) throw new Error(`missing example ${example.$ref}`);
  return found.value;
}

const cases: { operationId: string; status: string; name: string; value: unknown }[] = [];
for (const item of Object.values(spec.paths)) {
  for (const op of Object.values(item)) {
    if (!op || typeof op !== 'object' || !('responses' in op)) continue;
    for (const [status, response] of Object.entries(op.responses)) {
      if (!/^2\d\d$/.test(status)) continue;
      for (const [name, example] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
        cases.push({ operationId: op.operationId, status, name, value: resolveExample(example) });
      }
    }
  }
}

describe('every contract example parses with its generated zod schema', () => {
  it('finds the examples', () => {
    expect(cases.length).toBeGreaterThanOrEqual(59);
  });

  it.each(cases.map((c) => [`${c.operationId} ${c.status} ${c.name}`, c] as const))('%s', async (_label, c) => {
    const validator = responseValidators.find((v) => v.operationId === c.operationId);
    expect(validator?.schema, `no schema for ${c.operationId}`).toBeTruthy();
    const result = (await validator!.schema!()).safeParse(c.value);
    expect(result.success ? [] : result.error.issues.slice(0, 3)).toEqual([]);
  });
});

describe('the named scenarios exist', () => {
  const names = new Set(cases.map((c) => c.name));
  // The scenarios the story tests check (scenarios.ts), each an example of at least one operation.
  it.each(SCENARIOS.filter((name) => name !== 'default'))('%s', (name) => expect(names.has(name)).toBe(true));
});

describe('the paths the specification gives are exact', () => {
  const ops = new Set(
    Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => k !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );
  it.each([
    'GET /api/auth',
    'GET /api/accounts/{accountId}/mfa',
    'POST /api/accounts/{accountId}/mfa',
    'POST /api/accounts/{accountId}/users/appearance_mode',
    'POST /api/activate-user',
    'POST /api/accounts/{accountId}/users/info',
    'GET /api/accounts/{accountId}/devices',
    'GET /api/accounts/{accountId}/users',
    'GET /api/accounts/{accountId}/integrations',
    'DELETE /api/accounts/{accountId}/providers/{providerId}/integration/{integrationId}',
    'POST /api/accounts/{accountId}/issues/{issueId}/resolve',
    'GET /api/accounts/{accountId}/wizer/integration',
    'POST /api/accounts/{accountId}/wizer/magic-link',
    'GET /api/accounts/{accountId}/cases/mock',
  ])('%s', (op) => expect(ops.has(op)).toBe(true));
});
