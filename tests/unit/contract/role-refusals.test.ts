import { beforeAll, describe, expect, it } from 'vitest';
import { bundleContract, loadContract, operations, type OperationEntry, type Schema } from './load-contract';

/**
 * The contract's permissions table (its description, "Roles and permissions", issue #28) against its operations:
 * every operation a role may be refused declares the 403 that says so (ForbiddenOrAdminRequired or
 * ForbiddenOrMemberRequired), whose ROLE_REQUIRED body names the role missing.
 */

type Needed = 'admin' | 'member';
const RESPONSE: Record<Needed, string> = {
  admin: '#/components/responses/ForbiddenOrAdminRequired',
  member: '#/components/responses/ForbiddenOrMemberRequired',
};
const PUBLIC = new Set(['getAuth', 'requestInvitation']);
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** The table's rows: the operations named in parentheses and the least role that may call them (none: everybody). */
function permissionRows(description: string): { operations: string[]; needed: Needed | null }[] {
  return description
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.length === 4 && cells.slice(1).every((cell) => cell === 'yes' || cell === 'no'))
    .map(([what = '', admin, member, viewer]) => {
      const operations = (/\(([^)]*)\)$/.exec(what)?.[1] ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const needed = member === 'no' ? 'admin' : viewer === 'no' ? 'member' : null;
      // Every row but the reads names its operations; an Admin may do everything.
      if (admin !== 'yes' || (needed && operations.length === 0)) throw new Error(`Unexpected row: ${what}`);
      return { operations, needed };
    });
}

let rows: ReturnType<typeof permissionRows>;
let refs: Map<string, OperationEntry>;
let resolved: Map<string, OperationEntry>;

beforeAll(async () => {
  const bundled = await bundleContract();
  rows = permissionRows((bundled as unknown as { info: { description: string } }).info.description);
  refs = new Map(operations(bundled).map((o) => [o.operation.operationId, o]));
  resolved = new Map(operations(await loadContract()).map((o) => [o.operation.operationId, o]));
});

const refusable = () =>
  rows.flatMap((row) => (row.needed ? row.operations.map((id) => ({ id, needed: row.needed as Needed })) : []));

describe('the permissions table and the 403 each refusable operation declares', () => {
  it('names only operations of the contract, each once, and every write (nothing left unclassified)', () => {
    const named = rows.flatMap((row) => row.operations);
    expect(refusable().length).toBeGreaterThan(20);
    expect(named.filter((id) => !refs.has(id))).toEqual([]);
    expect(named.filter((id, i) => named.indexOf(id) !== i)).toEqual([]);
    const writes = [...refs.values()].filter((o) => UNSAFE.has(o.method) && !PUBLIC.has(o.operation.operationId));
    expect(writes.map((o) => o.operation.operationId).filter((id) => !named.includes(id))).toEqual([]);
  });

  it('every operation a role may be refused declares the 403 of the role it needs', () => {
    const wrong = refusable()
      .filter(({ id, needed }) => (refs.get(id)?.operation.responses['403'] as { $ref?: string })?.$ref !== RESPONSE[needed])
      .map(({ id, needed }) => `${id} needs ${RESPONSE[needed]}`);
    expect(wrong).toEqual([]);
  });

  it('no other operation declares a role refusal (a read or own-settings call is never refused for the role)', () => {
    const needing = new Set(refusable().map((r) => r.id));
    const extra = [...refs.values()]
      .filter((o) => !needing.has(o.operation.operationId))
      .filter((o) => Object.values(RESPONSE).includes((o.operation.responses['403'] as { $ref?: string })?.$ref ?? ''))
      .map((o) => o.operation.operationId);
    expect(extra).toEqual([]);
  });

  it.each(['admin', 'member'] as const)(
    'the %s refusal is a ROLE_REQUIRED problem whose body names the role missing',
    (needed) => {
      const id = refusable().find((r) => r.needed === needed)!.id;
      const media = resolved.get(id)!.operation.responses['403']!.content!['application/problem+json']!;
      const example = media.examples?.roleRequired?.value as { code?: string; required_access_level?: string; detail?: string };
      expect(example).toMatchObject({ status: 403, code: 'ROLE_REQUIRED', required_access_level: needed });
      expect(example.detail).toContain(needed === 'admin' ? 'Admin role' : 'Member or Admin role');
      const field = (media.schema!.properties as Record<string, Schema>).required_access_level!;
      expect(field.enum).toEqual(['admin', 'member']);
    },
  );
});
