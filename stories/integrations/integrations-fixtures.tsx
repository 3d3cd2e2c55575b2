import { Box } from '@chakra-ui/react';
import { useQuery, useQueryClient, type MutationOptions, type MutationState } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { HttpResponse, delay, http } from 'msw';
import { fn } from 'storybook/test';
import type { Asset, Integration, IntegrationRequest, IntegrationSync, IntegrationType, Issue } from '@generated/model';
import assetsExamples from '../../openapi/examples/assets.json';
import integrationsExamples from '../../openapi/examples/integrations.json';
import issuesExamples from '../../openapi/examples/issues.json';
import { IntegrationsPage } from '@/features/integrations/IntegrationsPage';
import { useSession } from '@/features/platform';
import { assetQueries } from '@/shared/queries/assets';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { scanStatus } from '@/shared/scans/scan-status';

/** The contract's own examples (Bright Smile Dental Group), as the mock server shows them. */
export const INTEGRATIONS = integrationsExamples.default.value as Integration[];
export const NEW_CUSTOMER = integrationsExamples.newCustomer.value as Integration[];
export const BROKEN = integrationsExamples.integrationBroken.value as Integration[];
export const CONSENT_REVOKED = integrationsExamples.integrationConsentRevoked.value as Integration[];
export const NEED_ATTENTION = integrationsExamples.integrationsNeedAttention.value as Integration[];
export const SYNCS = integrationsExamples.syncs.value as IntegrationSync[];
export const SYNCS_CONSENT_REVOKED = integrationsExamples.syncsConsentRevoked.value as IntegrationSync[];
export const SYNC_RUNNING = integrationsExamples.syncRunning.value as IntegrationSync;
export const SYNC_DONE = integrationsExamples.syncDone.value as IntegrationSync;
export const ISSUES = issuesExamples.default.value as Issue[];
const PUBLIC_KEY = integrationsExamples.publicKey.value;
const USERS = assetsExamples.users.value as Asset[];

export function integrationOf(list: readonly Integration[], type: IntegrationType): Integration {
  const found = list.find((integration) => integration.type === type);
  if (!found) throw new Error(`No example integration ${type}`);
  return found;
}

export function IntegrationsFrame({ children }: { children?: ReactNode }) {
  return (
    <Box p={{ base: '4', md: '6' }}>
      <IntegrationsPage />
      <DrawerHost />
      {children}
    </Box>
  );
}

/** The security score and assets as another page (the summary) holds them, so a reload of theirs reads again. */
export function ScoreAndAssetsInUse() {
  const { accountId } = useSession();
  useQuery(assetQueries.securityAssessment(accountId));
  useQuery(assetQueries.assets(accountId));
  return null;
}

export interface IntegrationsScript {
  integrations?: Integration[];
  listStatus?: number;
  pendingRequests?: IntegrationRequest[];
  /** Successive answers of the pending-requests poll (the last one repeats); wins over pendingRequests. */
  pendingAnswers?: IntegrationRequest[][];
  /** The add call's answer: a request id (201), or a problem with this code and status. */
  addProblem?: { status: number; code?: string };
  /** Holds the add call until the story's promise settles. */
  addGate?: Promise<void>;
  /** The polled request's final answer. */
  request?: Pick<IntegrationRequest, 'status' | 'status_info'>;
  publicKeyStatus?: number;
  deleteStatus?: number;
  /** The list once the add call has been made: the integration as the server reports it after activation. */
  integrationsAfterAdd?: Integration[];
  /** The issues once the add call has been made (the first scan's findings). */
  issuesAfterAdd?: Issue[];
  /**
   * Records each read of the list, the issues, the security score and the assets ('integrations', 'issues',
   * 'securityScore', 'assets'), for stories that assert reloads.
   */
  reads?: string[];
  /** Records each write ('add', 'delete', 'sync'), for stories that count requests (one click, one request). */
  writes?: string[];
  /** The add calls' bodies, for stories that check a reconnect in place (integration_id). */
  addBodies?: unknown[];
  /** The last five syncs (default: the contract's `syncs`), or the status getIntegrationSyncs answers (404, 501). */
  syncs?: IntegrationSync[];
  syncsStatus?: number;
  /**
   * The started sync reads as the contract's syncDone; otherwise as syncRunning, so that a sync a story leaves running
   * never ends (with its toast) in the next story.
   */
  syncEnds?: boolean;
  /** Holds each read of a sync until the story's promise settles (a sync followed from running_sync_id). */
  syncGate?: Promise<void>;
  /** The list and the last syncs once a read of the sync has said it ended (with syncEnds). */
  integrationsAfterSync?: Integration[];
  syncsAfterSync?: IntegrationSync[];
}

/** MSW answers for the integrations calls, from the contract's examples unless told otherwise. */
export function integrationsHandlers(script: IntegrationsScript = {}) {
  let added = false;
  let synced = false;
  return [
    http.get('*/api/accounts/:accountId/integrations/public-key', () =>
      script.publicKeyStatus ? new HttpResponse(null, { status: script.publicKeyStatus }) : HttpResponse.json(PUBLIC_KEY),
    ),
    http.get('*/api/accounts/:accountId/integrations', () => {
      script.reads?.push('integrations');
      if (script.listStatus) {
        return HttpResponse.json({ title: 'Server error', status: script.listStatus }, { status: script.listStatus });
      }
      const after = (added ? script.integrationsAfterAdd : undefined) ?? (synced ? script.integrationsAfterSync : undefined);
      return HttpResponse.json(after ?? script.integrations ?? INTEGRATIONS);
    }),
    http.get('*/api/accounts/:accountId/integration-requests', () => {
      const answers = script.pendingAnswers;
      const answer = answers ? (answers.length > 1 ? answers.shift()! : answers[0]!) : script.pendingRequests;
      return HttpResponse.json(answer ?? []);
    }),
    http.post('*/api/accounts/:accountId/providers/:providerId/integration', async ({ request }) => {
      script.writes?.push('add');
      script.addBodies?.push(await request.clone().json());
      await script.addGate;
      if (script.addProblem) {
        const { status, code } = script.addProblem;
        return HttpResponse.json({ type: 'about:blank', title: 'Integration not enabled', status, code }, { status });
      }
      added = true;
      return HttpResponse.json({ request_id: 'req-story' }, { status: 201 });
    }),
    http.get('*/api/accounts/:accountId/integration-requests/:requestId', ({ params }) =>
      HttpResponse.json({
        request_id: params.requestId as string,
        provider_id: 'prov-crowdstrike',
        ...(script.request ?? { status: 'completed', status_info: null }),
      }),
    ),
    http.delete('*/api/accounts/:accountId/providers/:providerId/integration/:integrationId', async () => {
      script.writes?.push('delete');
      await delay(50);
      return new HttpResponse(null, { status: script.deleteStatus ?? 204 });
    }),
    http.get('*/api/accounts/:accountId/integrations/:integrationId/syncs', () =>
      script.syncsStatus
        ? HttpResponse.json({ title: 'Not found', status: script.syncsStatus }, { status: script.syncsStatus })
        : HttpResponse.json((synced ? script.syncsAfterSync : undefined) ?? script.syncs ?? SYNCS),
    ),
    http.post('*/api/accounts/:accountId/integrations/:integrationId/syncs', () => {
      script.writes?.push('sync');
      return HttpResponse.json({ id: SYNC_RUNNING.id, status: 'queued' }, { status: 202 });
    }),
    http.get('*/api/accounts/:accountId/integrations/:integrationId/syncs/:syncId', async () => {
      await script.syncGate;
      synced ||= Boolean(script.syncEnds);
      return HttpResponse.json(script.syncEnds ? SYNC_DONE : SYNC_RUNNING);
    }),
    http.get('*/api/accounts/:accountId/jobs/latest', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/issues', () => {
      script.reads?.push('issues');
      return HttpResponse.json((added ? script.issuesAfterAdd : undefined) ?? ISSUES);
    }),
    http.get('*/api/accounts/:accountId/users', () => HttpResponse.json(USERS)),
    // Counted only; the contract's examples (the default handlers) answer.
    http.get('*/api/accounts/:accountId/security-assessment', () => void script.reads?.push('securityScore')),
    http.get('*/api/accounts/:accountId/assets', () => void script.reads?.push('assets')),
  ];
}

/** The scan flag is app-wide: each story starts without a scan (the query cache, attempts included, is the story's own). */
export function resetScanFlag() {
  scanStatus.set(false);
}

/**
 * Puts an attempt into the story's mutation cache as if it had run (a sign-in that timed out after 5 minutes, a
 * request still pending after its 10 retries): the state as the flow leaves it, without waiting for it.
 */
export function SeedAttempt<TData, TError, TVariables>({
  options,
  state,
}: {
  options: MutationOptions<TData, TError, TVariables>;
  state: Partial<MutationState<TData, TError, TVariables>>;
}) {
  const client = useQueryClient();
  useLayoutEffect(() => {
    client.getMutationCache().build(client, options, {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: false,
      status: 'idle',
      variables: undefined,
      submittedAt: Date.now(),
      ...state,
    });
  }, [client, options, state]);
  return null;
}

/** The texts of the toasts on screen. */
export const toasts = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll('[data-testid="toast"] [data-part="description"]')].map(
    (element) => element.textContent ?? '',
  );

/** A stand-in for the provider's sign-in window: it stays open until the console closes it. */
export const signInWindow = () => ({ closed: false, opener: {}, location: { href: '' }, close: fn() });

/** A story's start: integrations reset, `window.open` answering `opened`; the cleanup restores it. */
export function stubWindowOpen(opened: () => unknown, cleanup?: () => void) {
  resetScanFlag();
  const open = window.open;
  window.open = fn(() => opened() as Window | null);
  return () => {
    window.open = open;
    cleanup?.();
  };
}

/** The sign-in window's `state` of the console's latest sign-in (what the callback page hands back). */
export const signInState = () => {
  const popup = (window.open as ReturnType<typeof fn>).mock.results.at(-1)!.value as ReturnType<typeof signInWindow>;
  return new URL(popup.location.href, window.location.origin).searchParams.get('state')!;
};
