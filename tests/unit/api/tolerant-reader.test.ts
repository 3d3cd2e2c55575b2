import { describe, expect, it, vi } from 'vitest';
import {
  GetFeaturesResponse,
  GetIssuesResponse,
  GetLatestJobsResponse,
  GetLoginDataResponse,
  InviteTeamMemberBody,
} from '@generated/zod/contract.zod';
import { replaceEqualDeep } from '@tanstack/react-query';
import * as z from 'zod/mini';
import * as contract from '@generated/zod/contract.zod';
import { carryUnusable, countUnusable, readTolerantly, unusableItems, type ReadableSchema } from '@/api/tolerant-reader';
import { reportOnce, validateResponse } from '@/api/response-validation';
import { email, exampleIssues } from '../issues/fixtures';
import loginExamples from '../../../openapi/examples/session.json';

const read = (schema: unknown, data: unknown) => readTolerantly(schema as ReadableSchema, structuredClone(data));
const issue = exampleIssues[0]!;

describe('tolerant reading of responses', () => {
  it('keeps an unknown value of an open list (issue_type, job_status) as sent', () => {
    const issues = read(GetIssuesResponse, [{ ...issue, issue_type: 'SUPPLY_CHAIN' }]);
    expect(issues).toMatchObject({ ok: true, violations: [], data: [{ issue_type: 'SUPPLY_CHAIN' }] });
    const jobs = read(GetLatestJobsResponse, [{ id: 'sj-1', job_status: 'queued', created_at: null }]);
    expect(jobs).toMatchObject({ ok: true, data: [{ job_status: 'queued' }] });
  });

  it('gives a missing optional field its documented default (feature flags)', () => {
    const result = read(GetFeaturesResponse, { flags: { sse: true } });
    expect(result.ok && result.data).toMatchObject({
      flags: { sse: true, mark_as_resolved_enabled: true, add_technologies_enabled: false },
    });
  });

  it('ignores an extra property and reports it with its JSON pointer', () => {
    const result = read(GetIssuesResponse, [issue, { ...issue, id: 'iss-2', risk_owner: 'Maya' }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toHaveLength(2);
    expect((result.data as object[])[1]).not.toHaveProperty('risk_owner');
    expect(result.violations).toEqual([
      { pointer: '/1/risk_owner', message: 'Property not in the contract', kind: 'extra-property' },
    ]);
  });

  it('an unusable item in a list of 1,000 keeps the other 999 and says which one it lost', () => {
    const list = Array.from({ length: 1000 }, (_, i) => ({ ...issue, id: `iss-${i}` }));
    list[417] = { ...list[417]!, severity: 'urgent' as never };
    const result = read(GetIssuesResponse, list);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const data = result.data as { id: string }[];
    expect(data).toHaveLength(999);
    expect(data.some((i) => i.id === 'iss-417')).toBe(false);
    expect(unusableItems(data)).toEqual(['417']);
    expect(result.violations).toEqual([expect.objectContaining({ pointer: '/417/severity', kind: 'unusable-item' })]);
  });

  it('an unusable nested item fails only itself, not its parent (a label without a name)', () => {
    const result = read(GetIssuesResponse, [{ ...issue, labels: [{ name: 'PCI' }, { title: 'x' }, { name: 'HIPAA' }] }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first] = result.data as { labels: { name: string }[] }[];
    expect(first!.labels.map((l) => l.name)).toEqual(['PCI', 'HIPAA']);
    expect(unusableItems(first!.labels)).toEqual(['1']);
  });

  it('indexes of later rounds still point into the answer as received', () => {
    const list = Array.from({ length: 5 }, (_, i) => ({ ...issue, id: `iss-${i}`, labels: [{ name: 'ok' }] }));
    list[1] = { ...list[1]!, status: 'gone' as never };
    list[3] = { ...list[3]!, labels: [{ name: 'ok' }, { nope: 1 } as never] };
    const result = read(GetIssuesResponse, list);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const unusable = result.violations.filter((v) => v.kind === 'unusable-item').map((v) => v.pointer);
    expect(unusable.sort()).toEqual(['/1/status', '/3/labels/1/name']);
    expect(unusableItems(result.data as unknown[])).toEqual(['1']);
  });

  it('a broken root outside any list still fails the answer', () => {
    expect(read(GetFeaturesResponse, { flags: 'all' })).toMatchObject({ ok: false, issues: [{ pointer: '/flags' }] });
  });

  it('a signed-in user named "O" with e-mail o@x.co and an 80-character job title reads without a violation', () => {
    const login = structuredClone(loginExamples.loginDataDefault.value);
    login.user.last_name = 'O';
    login.user.email.value = 'o@x.co';
    login.user.job_title = 'x'.repeat(80);
    expect(read(GetLoginDataResponse, login)).toMatchObject({ ok: true, violations: [], data: { user: { last_name: 'O' } } });
  });

  it('escapes "/" and "~" in a reported property name (RFC 6901)', () => {
    const result = read(GetIssuesResponse, [{ ...issue, 'notes/v2~draft': 'x' }]);
    expect(result).toMatchObject({ ok: true, violations: [{ pointer: '/0/notes~1v2~0draft', kind: 'extra-property' }] });
  });

  it.each([
    ['an item of an optional list', [{ ...issue, labels: [{ name: 'PCI', color: 'red' }] }], '/0/labels/0/color'],
    [
      'an object inside a union (the phishing e-mail)',
      [{ ...issue, email_data: { ...email(), sender: { ...email().sender, ip: '1.2.3.4' } } }],
      '/0/email_data/sender/ip',
    ],
  ])('drops and reports an extra property in %s', (_where, body, pointer) => {
    const result = read(GetIssuesResponse, body);
    expect(result).toMatchObject({ ok: true, violations: [{ pointer, kind: 'extra-property' }] });
    expect(JSON.stringify(result.ok && result.data)).not.toContain(`"${pointer.split('/').at(-1)}":`);
  });

  it('drops and reports an extra property of a record value (the accounts of the login data)', () => {
    const login = structuredClone(loginExamples.loginDataDefault.value) as { accounts: Record<string, object> };
    login.accounts['acc-lakeview'] = { ...login.accounts['acc-lakeview'], plan: 'gold' };
    const result = read(GetLoginDataResponse, login);
    expect(result).toMatchObject({ ok: true, violations: [{ pointer: '/accounts/acc-lakeview/plan', kind: 'extra-property' }] });
    expect(result.ok && (result.data as typeof login).accounts['acc-lakeview']).not.toHaveProperty('plan');
  });

  it.each([
    ['nullable', z.nullable(z.object({ name: z.string() }))],
    ['defaulted', z._default(z.object({ name: z.string() }), { name: 'none' })],
  ])('walks through a %s object to report its extra property', (_kind, inner) => {
    const result = read(z.object({ owner: inner }), { owner: { name: 'Maya', team: 'IT' } });
    expect(result).toEqual({
      ok: true,
      data: { owner: { name: 'Maya' } },
      violations: [expect.objectContaining({ pointer: '/owner/team' })],
    });
  });

  it('leaves out an item whose union value matches no option, without walking into it', () => {
    const broken = { ...email(), sender: { email_address: 'not an e-mail', extra: 1 } };
    const result = read(GetIssuesResponse, [issue, { ...issue, id: 'iss-2', email_data: broken }]);
    expect(result).toMatchObject({
      ok: true,
      violations: [{ pointer: '/1/email_data/sender/email_address', kind: 'unusable-item' }],
    });
    expect(result.ok && result.violations).toHaveLength(1);
  });

  it.each([
    ['a text', 'all'],
    ['null', null],
    ['a list', [true]],
  ])('fails the answer when a required object outside any list is %s', (_what, flags) => {
    expect(read(GetFeaturesResponse, { flags })).toEqual({
      ok: false,
      issues: [{ pointer: '/flags', message: expect.any(String) }],
    });
  });

  it('fails the answer at its root when a list arrives as an object', () => {
    expect(read(GetIssuesResponse, { results: [issue] })).toEqual({
      ok: false,
      issues: [{ pointer: '', message: expect.any(String) }],
    });
  });

  it('reports each of two unusable items in one list once', () => {
    const list = Array.from({ length: 4 }, (_, i) => ({ ...issue, id: `iss-${i}`, severity: i % 2 ? 'urgent' : issue.severity }));
    const result = read(GetIssuesResponse, list);
    if (!result.ok) throw new Error('unreadable');
    expect((result.data as { id: string }[]).map((i) => i.id)).toEqual(['iss-0', 'iss-2']);
    expect(unusableItems(result.data as unknown[])).toEqual(['1', '3']);
    expect(result.violations.map((v) => v.pointer)).toEqual(['/1/severity', '/3/severity']);
  });

  it('an item left out for two reasons (a bad label and a bad severity) counts once, in its own list', () => {
    const bad = { ...issue, id: 'iss-2', severity: 'urgent', labels: [{ name: 'PCI' }, { title: 'x' }] };
    const result = read(GetIssuesResponse, [issue, bad]);
    if (!result.ok) throw new Error('unreadable');
    expect(result.data).toHaveLength(1);
    expect(unusableItems(result.data as unknown[])).toEqual(['1']);
  });

  it('a list that a later round empties below its minimum loses its item, with pointers into the answer as received', () => {
    // A minimum is checked only once the list's items parse, so it fails in the round after the bad tag went; by then
    // the list of items has already lost 'b', so the item at index 1 is the received item 2.
    const schema = z.array(z.object({ id: z.string(), tags: z.array(z.string()).check(z.minLength(1)) }));
    const result = read(schema, [
      { id: 'a', tags: ['x'] },
      { id: 5, tags: ['y'] },
      { id: 'c', tags: [8] },
      { id: 'd', tags: ['z', 9] },
    ]);
    if (!result.ok) throw new Error('unreadable');
    expect(result.data).toEqual([
      { id: 'a', tags: ['x'] },
      { id: 'd', tags: ['z'] },
    ]);
    expect(unusableItems(result.data as unknown[])).toEqual(['1', '2']);
    expect(unusableItems((result.data as { tags: string[] }[])[1]!.tags)).toEqual(['1']);
    expect(result.violations.map((v) => v.pointer)).toEqual(['/1/id', '/2/tags/0', '/3/tags/1', '/2/tags']);
  });
});

describe('the count a list shows of the items it lost', () => {
  const withLost = (items: unknown[], lost: number) => {
    const list = read(GetIssuesResponse, [...items, ...Array.from({ length: lost }, () => ({ ...issue, severity: 'urgent' }))]);
    if (!list.ok) throw new Error('unreadable');
    return list.data as unknown[];
  };

  it('counts the answer itself or the lists among its properties', () => {
    expect(countUnusable(withLost([issue], 2))).toBe(2);
    expect(countUnusable({ incidents: withLost([], 1), alerts: withLost([issue], 3), total: 4, note: null })).toBe(4);
    expect(countUnusable([issue])).toBe(0);
    expect(countUnusable(undefined)).toBe(0);
  });

  it('survives the query cache sharing a refetched answer with the previous one', () => {
    const previous = withLost([issue], 0);
    const next = withLost([issue, { ...issue, id: 'iss-new' }], 1);
    const shared = replaceEqualDeep(previous, next);
    expect(shared).not.toBe(next);
    expect(countUnusable(shared)).toBe(0);
    carryUnusable(next, shared);
    expect(countUnusable(shared)).toBe(1);
    const nested = { cases: withLost([issue], 2) };
    const sharedNested = replaceEqualDeep({ cases: [] }, nested);
    carryUnusable(nested, sharedNested);
    expect(countUnusable(sharedNested)).toBe(2);
  });

  it('does not walk a part kept as it came (a first answer is all such)', () => {
    const untouchable = new Proxy([{ id: 'x' }], {
      ownKeys: () => {
        throw new Error('walked');
      },
    });
    expect(() => carryUnusable({ list: untouchable }, { list: untouchable })).not.toThrow();
  });

  it('a refetch with the same rows takes over the new count, down to none', () => {
    const first = withLost([issue], 1);
    const second = withLost([issue], 2);
    const shared = replaceEqualDeep(first, second);
    expect(shared).toBe(first);
    carryUnusable(second, shared);
    expect(countUnusable(shared)).toBe(2);
    const third = withLost([issue], 0);
    carryUnusable(third, replaceEqualDeep(shared, third));
    expect(countUnusable(shared)).toBe(0);
  });

  it("carries the count of a nested list (an issue's labels) too", () => {
    const read1 = read(GetIssuesResponse, [{ ...issue, labels: [{ name: 'PCI' }, { title: 'x' }] }]);
    if (!read1.ok) throw new Error('unreadable');
    const previous = [{ ...issue, labels: [{ name: 'PCI' }] }];
    const shared = replaceEqualDeep(previous, read1.data) as typeof previous;
    carryUnusable(read1.data, shared);
    expect(unusableItems(shared[0]!.labels)).toEqual(['1']);
  });

  it('answers without a list (no body, null, text) count none and carry nothing', () => {
    for (const answer of [undefined, null, '', 'text', 7]) {
      expect(countUnusable(answer)).toBe(0);
      expect(() => carryUnusable(answer, answer)).not.toThrow();
    }
  });

  it('the count is not part of the list: the list equals the plain list of its rows', () => {
    const list = withLost([issue], 1);
    expect(list).toStrictEqual([expect.objectContaining({ id: issue.id })]);
    const shared = replaceEqualDeep(withLost([issue], 0), list);
    carryUnusable(list, shared);
    expect(shared).toStrictEqual([expect.objectContaining({ id: issue.id })]);
  });
});

describe('the generated contract', () => {
  // Kinds of schema the tolerant reader walks into; below any other kind an extra property would go unreported.
  const walked = new Set(['object', 'array', 'record', 'union', 'optional', 'nullable', 'default']);
  type Node = {
    _zod: { def: { type: string; shape?: object; element?: Node; innerType?: Node; valueType?: Node; options?: Node[] } };
  };
  const leadsToObject = (node: Node, seen: string[]): string[] => {
    const def = node._zod.def;
    const children = [
      def.element,
      def.innerType,
      def.valueType,
      ...(def.options ?? []),
      ...Object.values(def.shape ?? {}),
    ].filter(Boolean) as Node[];
    const below = children.flatMap((child) => leadsToObject(child, [...seen, def.type]));
    return def.type === 'object' ? [...seen, ...below] : below;
  };

  it('holds only kinds the tolerant reader walks on the way to an object', () => {
    const responses = Object.entries(contract)
      .filter(([name]) => name.endsWith('Response'))
      .map(([, schema]) => schema as unknown as Node);
    expect(responses.length).toBeGreaterThan(30);
    const kinds = new Set(responses.flatMap((schema) => leadsToObject(schema, [])));
    expect([...kinds].filter((kind) => !walked.has(kind))).toEqual([]);
  });
});

describe('the form rules of §5 hold on what the user sends', () => {
  const invite = {
    access_level: 'admin',
    email: 'l.nguyen@brightsmiledental.com',
    enable_email_notification: true,
    enable_mfa: true,
    first_name: 'Linh',
    last_name: 'Nguyen',
    job_title: 'Practice Manager',
  };
  it.each([
    ['a one-letter surname', { last_name: 'O' }],
    ['a 51-character job title', { job_title: 'x'.repeat(51) }],
    ['an e-mail with consecutive dots', { email: 'l..n@x.co' }],
  ])('the invite request refuses %s', (_name, change) => {
    expect(InviteTeamMemberBody.safeParse(invite).success).toBe(true);
    expect(InviteTeamMemberBody.safeParse({ ...invite, ...change }).success).toBe(false);
  });
});

describe('reporting', () => {
  it('reports each violation once, with the operation and the pointer', async () => {
    const report = vi.fn();
    const once = reportOnce(report);
    const body = [{ ...issue, extra: 1 }];
    for (let i = 0; i < 3; i += 1) await validateResponse('get', '/api/accounts/acc-1/issues', 200, structuredClone(body), once);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('getIssues', expect.objectContaining({ pointer: '/0/extra' }));
  });
});
