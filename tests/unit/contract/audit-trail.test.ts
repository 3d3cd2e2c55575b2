// Every write the console makes appears in the audit log, and the mock's examples tell the same story (issue #28):
// each write names the actions it records (x-audit), each of those has an event in getAuditEvents' default example,
// by a member of the team (or by Stance), on an entity the default scenario's other examples have.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, operations, type OperationEntry, type Schema } from './load-contract';

interface AuditEvent {
  id: string;
  occurred_at: string;
  action: string;
  actor: { type: string; user_id: string | null; name: string; email: string | null };
  target: { type: string; id: string | null; name: string };
}
type AuditPage = { events: AuditEvent[]; next_cursor: string | null };
type Row = Record<string, unknown>;

let ops: OperationEntry[];
let known: string[];
let pages: Record<string, AuditPage>;

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
/** The removals: a target these name may be gone from the other examples, the log having said so. */
const REMOVALS = ['member_removed', 'invitation_revoked', 'domain_removed'];

const operation = (id: string) => {
  const found = ops.find((o) => o.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
};
/** An operation's 200 example (the default scenario's answer unless named). */
const example = <T>(id: string, name = 'default') =>
  operation(id).responses['200']!.content!['application/json']!.examples![name]!.value as T;
const writes = () =>
  ops.filter((o) => {
    const effect = (o.operation as unknown as Row)['x-effect'];
    return UNSAFE.has(o.method) || effect === 'write' || effect === 'destructive';
  });
const auditOf = (o: OperationEntry) => (o.operation as unknown as Row)['x-audit'] as unknown;
/** The actions every write names in x-audit. */
const audited = () => new Set(writes().flatMap((o) => (Array.isArray(auditOf(o)) ? (auditOf(o) as string[]) : [])));
const events = () => pages.default!.events;

/** The default scenario's entities an event's target may name: id → the name the event gives it. */
function entities(): Record<string, Map<string, string | null>> {
  const by = <T extends Row>(rows: T[], id: keyof T, name: ((row: T) => string) | null) =>
    new Map(rows.map((row) => [String(row[id]), name ? name(row) : null]));
  const team = example<Row[]>('getTeam');
  const account = example<Row>('getAccountInfo');
  return {
    // A member and the signed-in user are named by their e-mail; an invitation by the invitee's.
    member: by(team, 'user_id', (m) => String(m.email)),
    user: by(team, 'user_id', (m) => String(m.email)),
    invitation: by(example<Row[]>('getInvitations'), 'id', (i) => String(i.email)),
    domain: by(example<Row[]>('getDomains'), 'id', (d) => String(d.domain_url)),
    // The integration's name in words is the console's (its catalogue), not the example's key: ids only.
    integration: by(example<Row[]>('getIntegrations'), 'id', null),
    fraud_remediation: by(
      example<Row[]>('getFraudRemediations'),
      'id',
      (r) => `(${(r.counts as { total: number }).total} messages)`,
    ),
    issue: by(example<Row[]>('getIssues'), 'id', (i) => String(i.name)),
    asset: by(example<Row[]>('getAssets'), 'id', (a) => String(a.hostname)),
    technology: by(example<Row[]>('getTechnologies'), 'id', (t) => String(t.name)),
    account: new Map([[String(account.id), String(account.company_name)]]),
  };
}

beforeAll(async () => {
  const contract = await loadContract();
  ops = operations(contract);
  const media = operation('getAuditEvents').responses['200']!.content!['application/json']!;
  const event = ((media.schema!.properties as Record<string, Schema>).events!.items as Schema).properties as Record<
    string,
    Schema
  >;
  known = ((event.action!.anyOf as Schema[])[0]!.enum as string[]) ?? [];
  pages = Object.fromEntries(Object.entries(media.examples!).map(([name, e]) => [name, e.value as AuditPage]));
});

describe('every write names what the audit log records of it (x-audit)', () => {
  it('finds the writes and the known actions', () => {
    expect(writes().length).toBeGreaterThanOrEqual(30);
    expect(known).toContain('fraud_messages_removed');
  });

  it('every write has x-audit: its actions, or none with the reason', () => {
    const wrong = writes()
      .filter((o) => {
        const audit = auditOf(o);
        const reason = (o.operation as unknown as Row)['x-audit-reason'];
        if (audit === 'none') return typeof reason !== 'string' || reason.trim().length < 10;
        return !Array.isArray(audit) || audit.length === 0 || reason !== undefined;
      })
      .map((o) => o.operation.operationId);
    expect(wrong).toEqual([]);
  });

  it('x-audit names only actions of KnownAuditAction', () => {
    const unknown = writes().flatMap((o) =>
      Array.isArray(auditOf(o))
        ? (auditOf(o) as string[]).filter((a) => !known.includes(a)).map((a) => `${o.operation.operationId}: ${a}`)
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it('reads are not audited: only writes carry x-audit', () => {
    const reads = ops.filter((o) => !writes().includes(o) && auditOf(o) !== undefined);
    expect(reads.map((o) => o.operation.operationId)).toEqual([]);
  });

  it('createFraudRemediation records fraud_messages_removed; sign-in data and saved views are not audited', () => {
    expect(auditOf(ops.find((o) => o.operation.operationId === 'createFraudRemediation')!)).toEqual(['fraud_messages_removed']);
    expect(auditOf(ops.find((o) => o.operation.operationId === 'replaceSavedViews')!)).toBe('none');
  });
});

describe("the audit log's default example tells the story of the other examples", () => {
  it('has an event for every action a write records, and for every other known action', () => {
    const seen = new Set(events().map((e) => e.action));
    expect([...audited()].filter((a) => !seen.has(a))).toEqual([]);
    expect(known.filter((a) => !seen.has(a))).toEqual([]);
  });

  it("an action no write records is Stance's own", () => {
    const writes = audited();
    const byMembers = events().filter((e) => !writes.has(e.action) && e.actor.type === 'user');
    expect(byMembers.map((e) => `${e.id} ${e.action}`)).toEqual([]);
  });

  it("every member who acts is on the team, with the team's name and e-mail", () => {
    const team = new Map(example<Row[]>('getTeam').map((m) => [String(m.user_id), m]));
    const wrong = events()
      .filter((e) => e.actor.type === 'user')
      .filter((e) => {
        const member = team.get(String(e.actor.user_id));
        return !member || member.name !== e.actor.name || member.email !== e.actor.email;
      })
      .map((e) => `${e.id} ${e.actor.user_id}`);
    expect(wrong).toEqual([]);
  });

  it('every target is an entity of the other examples, named as they name it, or one a later event removed', () => {
    const all = entities();
    const removed = (e: AuditEvent) =>
      events().some(
        (r) =>
          REMOVALS.includes(r.action) &&
          r.target.type === e.target.type &&
          r.target.id === e.target.id &&
          r.occurred_at >= e.occurred_at,
      );
    const wrong: string[] = [];
    for (const e of events()) {
      const kind = all[e.target.type];
      if (!kind) {
        wrong.push(`${e.id}: no examples of a '${e.target.type}' to check against (teach this test)`);
        continue;
      }
      if (e.target.id === null || !kind.has(e.target.id)) {
        if (!removed(e)) wrong.push(`${e.id} ${e.action}: no ${e.target.type} ${e.target.id} in the examples`);
        continue;
      }
      const name = kind.get(e.target.id);
      const matches = e.target.type === 'fraud_remediation' ? e.target.name.endsWith(name!) : e.target.name === name;
      if (name !== null && !matches) wrong.push(`${e.id}: '${e.target.name}', the examples say '${name}'`);
    }
    expect(wrong).toEqual([]);
  });

  it('an addition the log records is, where nothing removed it, in the other examples', () => {
    // The member invited, the domain added, the integration connected: at least one of each is still there.
    const all = entities();
    const present = (action: string) =>
      events().some((e) => e.action === action && e.target.id !== null && all[e.target.type]?.has(e.target.id));
    expect(
      ['member_invited', 'domain_added', 'integration_connected', 'fraud_messages_removed'].filter((a) => !present(a)),
    ).toEqual([]);
  });

  it('a removal of fraud messages is the remediation the examples have: requested by the same member at the same time', () => {
    const remediations = new Map(example<Row[]>('getFraudRemediations').map((r) => [String(r.id), r]));
    const wrong = events()
      .filter((e) => e.action === 'fraud_messages_removed')
      .filter((e) => {
        const r = remediations.get(String(e.target.id));
        const by = r?.requested_by as { user_id: string } | undefined;
        return !r || r.requested_at !== e.occurred_at || by?.user_id !== e.actor.user_id;
      })
      .map((e) => e.id);
    expect(wrong).toEqual([]);
  });

  it('is newest first with unique ids, and the first page is its beginning with a cursor after its last event', () => {
    const times = events().map((e) => e.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(events().map((e) => e.id)).size).toBe(events().length);
    expect(pages.default!.next_cursor).toBeNull();
    const first = pages.firstPage!;
    expect(first.events).toEqual(events().slice(0, first.events.length));
    expect(first.events.length).toBeLessThan(events().length);
    const cursor = JSON.parse(Buffer.from(first.next_cursor!, 'base64').toString('utf8')) as { before: string };
    expect(cursor.before).toBe(first.events.at(-1)!.id);
  });
});

describe("each scenario's audit log has its invitations", () => {
  interface Invitation {
    id: string;
    invited_at: string;
    last_sent_at: string;
    invited_by: { user_id: string | null };
  }

  it('every invitation of a scenario was invited, and last sent, in that scenario’s log (else the default’s)', () => {
    const scenarios = operation('getInvitations').responses['200']!.content!['application/json']!.examples!;
    expect(Object.keys(scenarios)).toContain('teamInvitations');
    const wrong: string[] = [];
    for (const [scenario, { value }] of Object.entries(scenarios)) {
      const log = (pages[scenario] ?? pages.default!).events;
      for (const invitation of value as Invitation[]) {
        const invited = log.find((e) => e.action === 'member_invited' && e.target.id === invitation.id);
        if (invited?.occurred_at !== invitation.invited_at || invited.actor.user_id !== invitation.invited_by.user_id)
          wrong.push(`${scenario}: no member_invited of ${invitation.id} at ${invitation.invited_at}`);
        const resent = log.some(
          (e) => e.action === 'invitation_resent' && e.target.id === invitation.id && e.occurred_at === invitation.last_sent_at,
        );
        if (invitation.last_sent_at !== invitation.invited_at && !resent)
          wrong.push(`${scenario}: no invitation_resent of ${invitation.id} at ${invitation.last_sent_at}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a scenario’s log is the default one with what the scenario adds: newest first, unique ids', () => {
    const own = Object.entries(pages).filter(([name, page]) => name !== 'default' && page.events.length > 0);
    for (const [name, page] of own) {
      const times = page.events.map((e) => e.occurred_at);
      expect(times, name).toEqual([...times].sort().reverse());
      expect(new Set(page.events.map((e) => e.id)).size, name).toBe(page.events.length);
      if (name !== 'firstPage')
        expect(
          events().filter((e) => !page.events.some((p) => p.id === e.id)),
          name,
        ).toEqual([]);
    }
  });
});
