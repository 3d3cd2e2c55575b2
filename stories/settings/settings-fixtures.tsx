import { Box } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import type { ReactNode } from 'react';
import type {
  AuditEventsPage,
  CreateInvitationsRequest,
  CreateInvitationsResult,
  Invitation,
  Domain,
  EnforceMfaRequest,
  LoginData,
  PendingProcesses,
  SetMfaRequest,
  TeamMember,
} from '@generated/model';
import auditExamples from '../../openapi/examples/audit.json';
import domainsExamples from '../../openapi/examples/domains.json';
import sessionExamples from '../../openapi/examples/session.json';
import teamExamples from '../../openapi/examples/team.json';
import { SettingsLayout } from '@/features/settings/SettingsLayout';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { ADMIN_REQUIRED_PROBLEM } from '../support/contract-examples';

/** The contract's own examples (Bright Smile Dental Group), as the mock server shows them. */
const TEAM = teamExamples.default.value as TeamMember[];
const INVITATIONS = teamExamples.invitations.value as Invitation[];
/** The team with James Ortiz's pending and Northpoint IT's expired invitation (issue #28), and those invitations. */
export const TEAM_WITH_INVITATIONS = teamExamples.teamInvitations.value as TeamMember[];
export const TEAM_INVITATIONS = teamExamples.invitationsTeamInvitations.value as Invitation[];
export const BULK_INVITE_RESULT = teamExamples.bulkInviteResult.value as CreateInvitationsResult;
const DOMAINS = domainsExamples.default.value as Domain[];
export const AUDIT_EVENTS = auditExamples.default.value as AuditEventsPage;
export const AUDIT_FIRST_PAGE = auditExamples.firstPage.value as AuditEventsPage;

/** The contract's 400 for an expired cursor (openapi.yaml, getAuditEvents). */
export const EXPIRED_CURSOR = {
  type: 'about:blank',
  title: 'Invalid cursor',
  status: 400,
  code: 'INVALID_CURSOR',
  detail: 'This page of the audit log has expired. Start again from the newest events.',
};

/** The default example filtered as the server filters it (actor, action list, from and before to), so a filtered story stays true. */
function filteredAudit(url: URL): AuditEventsPage {
  const actor = url.searchParams.get('actor');
  const actions = url.searchParams.get('action')?.split(',');
  const from = Date.parse(url.searchParams.get('from') ?? '');
  const to = Date.parse(url.searchParams.get('to') ?? '');
  const events = AUDIT_EVENTS.events.filter(
    (e) =>
      (!actor || (actor === 'stance' ? e.actor.type !== 'user' : e.actor.user_id === actor)) &&
      (!actions || actions.includes(e.action)) &&
      !(Date.parse(e.occurred_at) < from) &&
      !(Date.parse(e.occurred_at) >= to),
  );
  return { events, next_cursor: null };
}

export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <Box p={{ base: '4', md: '6' }}>
      <SettingsLayout>{children}</SettingsLayout>
      <DrawerHost />
    </Box>
  );
}

export interface SettingsScript {
  team?: TeamMember[];
  teamStatus?: number;
  slowTeam?: boolean;
  /** 'conflict': the contract's 409 (the e-mail is already a team member); 'pending': its 409 INVITATION_PENDING. */
  inviteResult?: boolean | 'error' | 'conflict' | 'pending';
  /** Delays the invite answer until the story releases it. */
  inviteGate?: Promise<void>;
  /** deleteTeamMember: its result, a 500 ('error') or the contract's 409 lastAdmin example. */
  deleteResult?: boolean | 'error' | 'lastAdmin';
  domains?: Domain[];
  deleteDomainStatus?: number;
  /** The user-input processes, or a status to fail with (a failed progress read). */
  processes?: () => PendingProcesses | number;
  scans?: unknown[];
  /** Members a successful delete removed: later reads leave them out, as the server does. Cleared by the story. */
  removed?: Set<string>;
  /** The writes (path after the account, body), in order. Cleared by the story. */
  sent?: { path: string; body: unknown }[];
  /** The audit log's answer to a request (its URL): a page, a status, 'never' (no answer) or a problem body. */
  audit?: (url: URL) => AuditEventsPage | number | 'never' | { status: number; body: object };
  /** The audit log's request URLs, in order. Cleared by the story. */
  auditRequests?: URL[];
  /** getInvitations (#28): the list, or a status to answer with (404/501: a backend without invitations). */
  invitations?: Invitation[] | number;
  /** resendInvitation / revokeInvitation (#28): a status to fail with; success (204) when absent. */
  invitationWriteStatus?: number;
  /** Delays resend and revoke answers until the story releases them. */
  invitationGate?: Promise<void>;
  /** createInvitations (#28): the answer (default: one result per row, all invited) or a status. */
  bulkInvite?: (body: CreateInvitationsRequest) => CreateInvitationsResult | number;
  /** editTeamMember / resetTeamMemberMfa (#28): success, the contract's 403 roleRequired or its 409 LAST_ADMIN. */
  memberWrite?: 'ok' | 'roleRequired' | 'lastAdmin';
}

const problem = (body: object, status: number) =>
  HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });

/** The 409 LAST_ADMIN of editTeamMember and deleteTeamMember. */
const LAST_ADMIN_PROBLEM = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'LAST_ADMIN',
  detail: 'Bright Smile Dental Group needs at least one Admin. Make another member an Admin first.',
};

/** inviteTeamMember's 409 invitationPending example, as the contract has it. */
const INVITATION_PENDING_PROBLEM = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'INVITATION_PENDING',
  detail:
    'l.nguyen@brightsmiledental.com was invited on 20 Nov 2026 and has not accepted yet. Resend the invitation from the team list instead.',
};

function memberWriteAnswer(outcome: SettingsScript['memberWrite'], success: () => Response): Response {
  if (outcome === 'roleRequired') return problem(ADMIN_REQUIRED_PROBLEM, 403);
  if (outcome === 'lastAdmin') return problem(LAST_ADMIN_PROBLEM, 409);
  return success();
}

/** createInvitations' answer when every row is invited. */
function allInvited(body: CreateInvitationsRequest): CreateInvitationsResult {
  const results = body.invitations.map((row, index) => ({
    row: index,
    email: row.email,
    status: 'invited' as const,
    invitation_id: `inv-${index}`,
    code: null,
    detail: null,
  }));
  return { results, invited_count: results.length, failed_count: 0 };
}

const NONE: PendingProcesses = { resolved_issues: [], delete_domains: [], add_domains: [] };

/** Story handlers for the settings calls, answering with the contract's examples unless told otherwise. */
export function settingsHandlers(script: SettingsScript = {}) {
  return [
    http.get('*/api/accounts/:accountId/team', async () => {
      if (script.slowTeam) await delay('infinite');
      if (script.teamStatus) return new HttpResponse(null, { status: script.teamStatus });
      return HttpResponse.json((script.team ?? TEAM).filter((member) => !script.removed?.has(member.user_id)));
    }),
    http.post('*/api/accounts/:accountId/team', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      script.sent?.push({ path: '/team', body });
      await script.inviteGate;
      if (script.inviteResult === 'error') return new HttpResponse(null, { status: 500 });
      if (script.inviteResult === 'pending') return problem(INVITATION_PENDING_PROBLEM, 409);
      if (script.inviteResult === 'conflict') {
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'DUPLICATE',
            detail: `${body.email} is already a team member.`,
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json({ result: script.inviteResult ?? true });
    }),
    http.get('*/api/accounts/:accountId/invitations', () => {
      const invitations = script.invitations ?? INVITATIONS;
      if (typeof invitations === 'number') return new HttpResponse(null, { status: invitations });
      return HttpResponse.json(invitations.filter((i) => !script.removed?.has(i.id)));
    }),
    http.post('*/api/accounts/:accountId/invitations', async ({ request }) => {
      const body = (await request.json()) as CreateInvitationsRequest;
      script.sent?.push({ path: '/invitations', body });
      const answer = script.bulkInvite?.(body) ?? allInvited(body);
      return typeof answer === 'number' ? new HttpResponse(null, { status: answer }) : HttpResponse.json(answer);
    }),
    http.post('*/api/accounts/:accountId/invitations/:invitationId/resend', async ({ params }) => {
      script.sent?.push({ path: `/invitations/${String(params.invitationId)}/resend`, body: null });
      await script.invitationGate;
      return new HttpResponse(null, { status: script.invitationWriteStatus ?? 204 });
    }),
    http.delete('*/api/accounts/:accountId/invitations/:invitationId', async ({ params }) => {
      const id = String(params.invitationId);
      script.sent?.push({ path: `/invitations/${id}`, body: null });
      await script.invitationGate;
      if (script.invitationWriteStatus) return new HttpResponse(null, { status: script.invitationWriteStatus });
      // The invitation and its invitee's member leave both lists, as the contract's links say.
      script.removed?.add(id);
      const invitee = (script.team ?? TEAM).find((m) => m.invitation_id === id);
      if (invitee) script.removed?.add(invitee.user_id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/accounts/:accountId/team/:userId', ({ params }) => {
      if (script.deleteResult === 'error') return new HttpResponse(null, { status: 500 });
      if (script.deleteResult === 'lastAdmin') return problem(LAST_ADMIN_PROBLEM, 409);
      const result = script.deleteResult ?? true;
      if (result) script.removed?.add(String(params.userId));
      return HttpResponse.json({ result });
    }),
    http.post('*/api/accounts/:accountId/team/:userId/info', async ({ request, params }) => {
      script.sent?.push({ path: `/team/${String(params.userId)}/info`, body: await request.json() });
      return memberWriteAnswer(script.memberWrite, () => HttpResponse.json({ result: true }));
    }),
    http.post('*/api/accounts/:accountId/team/:userId/mfa/reset', ({ params }) => {
      script.sent?.push({ path: `/team/${String(params.userId)}/mfa/reset`, body: null });
      return memberWriteAnswer(script.memberWrite, () => new HttpResponse(null, { status: 204 }));
    }),
    http.post('*/api/accounts/:accountId/mfa', async ({ request }) => {
      const body = (await request.json()) as SetMfaRequest;
      script.sent?.push({ path: '/mfa', body });
      return HttpResponse.json({ mfa_active: body.active });
    }),
    http.post('*/api/accounts/:accountId/mfa/enforce', async ({ request }) => {
      script.sent?.push({ path: '/mfa/enforce', body: (await request.json()) as EnforceMfaRequest });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/accounts/:accountId/domains', () => HttpResponse.json(script.domains ?? DOMAINS)),
    http.delete(
      '*/api/accounts/:accountId/domains/:domainId',
      () => new HttpResponse(null, { status: script.deleteDomainStatus ?? 204 }),
    ),
    http.get('*/api/accounts/:accountId/user-inputs/in-progress', () => {
      const processes = script.processes?.() ?? NONE;
      return typeof processes === 'number' ? new HttpResponse(null, { status: processes }) : HttpResponse.json(processes);
    }),
    http.post('*/api/accounts/:accountId/users/info', async ({ request }) => {
      const body = (await request.json()) as Partial<LoginData['user']>;
      script.sent?.push({ path: '/users/info', body });
      return HttpResponse.json({ ...(sessionExamples.user.value as LoginData['user']), ...body });
    }),
    http.get('*/api/accounts/:accountId/audit-events', async ({ request }) => {
      const url = new URL(request.url);
      script.auditRequests?.push(url);
      const answer = script.audit?.(url) ?? filteredAudit(url);
      if (answer === 'never') await delay('infinite');
      if (typeof answer === 'number') return new HttpResponse(null, { status: answer });
      if (typeof answer === 'object' && 'body' in answer) {
        return HttpResponse.json(answer.body, { status: answer.status, headers: { 'content-type': 'application/problem+json' } });
      }
      return HttpResponse.json(answer);
    }),
    http.get('*/api/accounts/:accountId/scans', () => HttpResponse.json(script.scans ?? [])),
    http.get('*/api/accounts/:accountId/scans/info', () =>
      HttpResponse.json({ next_scan_date: '2026-11-28T02:00:00Z', last_scan_date: '2026-11-20T02:00:00Z' }),
    ),
  ];
}

/** The texts of the toasts on screen. */
export const toasts = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll('[data-testid="toast"] [data-part="description"]')].map(
    (element) => element.textContent ?? '',
  );

/** The text of one column over a table's rendered rows. */
export const tableColumn = (grid: HTMLElement, index: number) =>
  [...grid.querySelectorAll('[role="row"][data-row-index]')].map(
    (row) => row.querySelectorAll('[role="cell"]')[index]?.textContent?.trim() ?? '',
  );

/** A table's column headers, as read. */
export const tableHeaders = (grid: HTMLElement) =>
  [...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent?.trim());
