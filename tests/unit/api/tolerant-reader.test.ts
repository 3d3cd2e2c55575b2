import { describe, expect, it, vi } from 'vitest';
import {
  GetFeaturesResponse,
  GetIssuesResponse,
  GetLatestJobsResponse,
  GetLoginDataResponse,
  InviteTeamMemberBody,
} from '@generated/zod/contract.zod';
import { replaceEqualDeep } from '@tanstack/react-query';
import { carryUnusable, countUnusable, readTolerantly, unusableItems, type ReadableSchema } from '@/api/tolerant-reader';
import { reportOnce, validateResponse } from '@/api/response-validation';
import { exampleIssues } from '../issues/fixtures';
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
});

describe('the count a list shows of the items it lost', () => {
  const withLost = (items: unknown[], lost: number) => {
    const list = read(GetIssuesResponse, [...items, ...Array.from({ length: lost }, () => ({ ...issue, severity: 'urgent' }))]);
    if (!list.ok) throw new Error('unreadable');
    return list.data as unknown[];
  };

  it('counts the answer itself or the lists among its properties', () => {
    expect(countUnusable(withLost([issue], 2))).toBe(2);
    expect(countUnusable({ incidents: withLost([], 1), alerts: withLost([issue], 3), total: 4 })).toBe(4);
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
