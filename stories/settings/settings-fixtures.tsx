import { Box } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import type { ReactNode } from 'react';
import type { Domain, EnforceMfaRequest, LoginData, PendingProcesses, SetMfaRequest, TeamMember } from '@generated/model';
import domainsExamples from '../../openapi/examples/domains.json';
import sessionExamples from '../../openapi/examples/session.json';
import teamExamples from '../../openapi/examples/team.json';
import { SettingsLayout } from '@/features/settings/SettingsLayout';
import { DrawerHost } from '@/shared/drawer/DrawerHost';

/** The contract's own examples (Bright Smile Dental Group), as the mock server shows them. */
const TEAM = teamExamples.default.value as TeamMember[];
const DOMAINS = domainsExamples.default.value as Domain[];

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
  /** 'conflict': the contract's 409 (the e-mail is already a team member). */
  inviteResult?: boolean | 'error' | 'conflict';
  /** Delays the invite answer until the story releases it. */
  inviteGate?: Promise<void>;
  deleteResult?: boolean | 'error';
  domains?: Domain[];
  deleteDomainStatus?: number;
  /** The user-input processes, or a status to fail with (a failed progress read). */
  processes?: () => PendingProcesses | number;
  scans?: unknown[];
  /** Members a successful delete removed: later reads leave them out, as the server does. Cleared by the story. */
  removed?: Set<string>;
  /** The writes (path after the account, body), in order. Cleared by the story. */
  sent?: { path: string; body: unknown }[];
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
    http.delete('*/api/accounts/:accountId/team/:userId', ({ params }) => {
      if (script.deleteResult === 'error') return new HttpResponse(null, { status: 500 });
      const result = script.deleteResult ?? true;
      if (result) script.removed?.add(String(params.userId));
      return HttpResponse.json({ result });
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
