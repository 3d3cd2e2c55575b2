import { Box } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import type { ReactNode } from 'react';
import type { Domain, EnforceMfaRequest, PendingProcesses, SetMfaRequest, TeamMember } from '@generated/model';
import domainsExamples from '../../openapi/examples/domains.json';
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
  inviteResult?: boolean | 'error';
  /** Delays the invite answer until the story releases it. */
  inviteGate?: Promise<void>;
  deleteResult?: boolean | 'error';
  domains?: Domain[];
  deleteDomainStatus?: number;
  processes?: () => PendingProcesses;
  scans?: unknown[];
  /** Members a successful delete removed: later reads leave them out, as the server does. Cleared by the story. */
  removed?: Set<string>;
  /** The MFA calls (path after the account, body), in order. Cleared by the story. */
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
    http.post('*/api/accounts/:accountId/team', async () => {
      await script.inviteGate;
      if (script.inviteResult === 'error') return new HttpResponse(null, { status: 500 });
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
    http.get('*/api/accounts/:accountId/user-inputs/in-progress', () => HttpResponse.json(script.processes?.() ?? NONE)),
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
