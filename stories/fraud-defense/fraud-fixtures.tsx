import { Box } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import type { Asset, FraudRemediation, Integration, Issue } from '@generated/model';
import fraudExamples from '../../openapi/examples/fraud.json';
import assetsExamples from '../../openapi/examples/assets.json';
import integrationsExamples from '../../openapi/examples/integrations.json';
import issuesExamples from '../../openapi/examples/issues.json';
import { FraudDefenseConfigurationPage } from '@/features/fraud-defense/FraudDefenseConfigurationPage';
import { FraudDefenseLayout } from '@/features/fraud-defense/FraudDefenseLayout';
import { FraudDefenseOpenIssuesPage } from '@/features/fraud-defense/FraudDefenseOpenIssuesPage';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { TrackContext } from '@/shared/monitoring/use-track';

/** The contract's own examples: Bright Smile (Microsoft fraud defense active) and a new customer (nothing active). */
export const EXAMPLE_USERS = assetsExamples.users.value as Asset[];
const EXAMPLE_ISSUES = issuesExamples.default.value as Issue[];
const ACTIVE_INTEGRATIONS = integrationsExamples.default.value as Integration[];
export const NEW_CUSTOMER_INTEGRATIONS = integrationsExamples.newCustomer.value as Integration[];

export interface FraudHandlerOptions {
  integrations?: Integration[];
  /** The integrations list fails with 500 this many times, then answers. */
  integrationsFailures?: number;
  slowIntegrations?: boolean;
  users?: Asset[];
  usersStatus?: number;
  /** With usersStatus: the user assets fail this many times, then answer (every time without it). */
  usersFailures?: number;
  slowUsers?: boolean;
  /** Status the DELETE of an integration answers with (204 by default). */
  deleteStatus?: number;
  /** The integrations list once an integration was added (the add call, its request and the first scan succeed). */
  integrationsAfterAdd?: Integration[];
  /** Records each read of the integrations list ('integrations') and the removals list ('removals'), each DELETE ('delete'). */
  calls?: string[];
  /** Each removal's request body, as sent (POST …/fraud-defense/remediations). */
  removals?: unknown[];
  /** What the started removal reads as (the contract's partial failure by default); 'running' never ends. */
  removal?: FraudRemediation | 'running';
  /** The removals list (getFraudRemediations): none by default; a status answers with that error. */
  removalsList?: FraudRemediation[] | number;
  /** What the removal reads as after 'Retry failed' (the contract's campaignRetried) and after 'Undo' (campaignRestored). */
  retried?: FraudRemediation;
  restored?: FraudRemediation;
  /** The retry or the undo answers with the contract's 409 problem instead of starting. */
  refuse?: 'retry' | 'undo';
  /** Each retry and undo sent: 'retry rem-…', 'undo rem-…'. */
  runs?: string[];
  /** The user assets once a removal, a retry or an undo has ended (the server resolves or reopens the copies). */
  usersAfter?: Partial<Record<'removed' | 'retried' | 'restored', Asset[]>>;
}

/** The contract's campaign removal that ended with one mailbox failing. */
export const PARTIAL_REMOVAL = fraudExamples.remediationCampaignPartial.value as FraudRemediation;
export const COMPLETED_REMOVAL = fraudExamples.remediationCampaignCompleted.value as FraudRemediation;
export const RESTORED_REMOVAL = fraudExamples.remediationCampaignRestored.value as FraudRemediation;

/** The contract's 409 problems of retryFraudRemediation and undoFraudRemediation. */
const REFUSED = {
  retry: {
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    code: 'NOTHING_TO_RETRY',
    detail: 'Every message of this removal was removed.',
  },
  undo: {
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    code: 'UNDO_EXPIRED',
    detail: 'This removal can no longer be undone (possible until 24 Nov 2026 08:47 UTC).',
  },
};

/** The campaign's users after the removal (the contract's example: 19 removed, Hannah Brooks's failed). */
export const CAMPAIGN_USERS_REMOVED = fraudExamples.usersFraudCampaignRemoved.value as Asset[];

/** The campaign's users with every copy's removal state set from `removal`'s items (retried, restored). */
export function campaignUsersAfter(removal: FraudRemediation): Asset[] {
  const items = new Map(removal.items.map((item) => [item.message_id, item]));
  return CAMPAIGN_USERS_REMOVED.map((user) => ({
    ...user,
    issues: user.issues.map((issue) => {
      const item = issue.message_id ? items.get(issue.message_id) : undefined;
      if (!item || !issue.remediation) return issue;
      const removed = item.status === 'removed';
      return {
        ...issue,
        status: removed ? ('resolved' as const) : ('open' as const),
        remediation: {
          ...issue.remediation,
          status: item.status,
          updated_at: item.restored_at ?? item.removed_at ?? issue.remediation.updated_at,
          removed_at: item.removed_at,
          removed_by: item.removed_at ? removal.requested_by : null,
        },
      };
    }),
  }));
}

/**
 * MSW answers for every call of the fraud defense pages, from the contract's examples unless told otherwise. Each call
 * makes fresh counters: a story that counts failures installs its own in `beforeEach` (`msw.use`).
 */
export function fraudHandlers(options: FraudHandlerOptions = {}) {
  let integrationsFailures = options.integrationsFailures ?? 0;
  let usersFailures = options.usersFailures ?? Infinity;
  let added = false;
  /** Integrations turned off: the list answers them inactive from then on, as the server would. */
  const deleted = new Set<string>();
  /** The last removal run started, and the last one read (the user assets answer as it left them). */
  type RemovalRun = 'removed' | 'retried' | 'restored' | null;
  let removalRun: RemovalRun = null;
  let removalEnded: RemovalRun = null;
  return [
    http.get('*/api/accounts/:accountId/integrations', async () => {
      options.calls?.push('integrations');
      if (options.slowIntegrations) await delay('infinite');
      if (integrationsFailures > 0) {
        integrationsFailures--;
        return HttpResponse.json({ detail: 'Integrations are unavailable' }, { status: 500 });
      }
      const after = added ? options.integrationsAfterAdd : undefined;
      const list = after ?? options.integrations ?? ACTIVE_INTEGRATIONS;
      return HttpResponse.json(
        list.map((item) =>
          item.integration_id && deleted.has(item.integration_id) ? { ...item, status: 'inactive' as const } : item,
        ),
      );
    }),
    http.get('*/api/accounts/:accountId/integration-requests', () => HttpResponse.json([])),
    http.post('*/api/accounts/:accountId/providers/:providerId/integration', () => {
      added = true;
      return HttpResponse.json({ request_id: 'req-story' }, { status: 201 });
    }),
    http.get('*/api/accounts/:accountId/integration-requests/:requestId', ({ params }) =>
      HttpResponse.json({
        request_id: params.requestId as string,
        provider_id: 'prov-ms-fraud-defense',
        status: 'completed',
        status_info: null,
      }),
    ),
    http.get('*/api/accounts/:accountId/jobs/latest', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/users', async () => {
      if (options.slowUsers) await delay('infinite');
      if (options.usersStatus && usersFailures > 0) {
        usersFailures--;
        return HttpResponse.json({ detail: 'User assets are unavailable' }, { status: options.usersStatus });
      }
      return HttpResponse.json((removalEnded && options.usersAfter?.[removalEnded]) ?? options.users ?? EXAMPLE_USERS);
    }),
    http.get('*/api/accounts/:accountId/issues', () => HttpResponse.json(EXAMPLE_ISSUES)),
    http.get('*/api/accounts/:accountId/scans', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/wizer/integration', () =>
      HttpResponse.json({ is_active: false, wizer_company_id: null, created_at: null, user: null }),
    ),
    http.get('*/api/accounts/:accountId/fraud-defense/remediations', () => {
      options.calls?.push('removals');
      return typeof options.removalsList === 'number'
        ? HttpResponse.json({ title: 'Not Found', status: options.removalsList }, { status: options.removalsList })
        : HttpResponse.json(options.removalsList ?? []);
    }),
    http.post('*/api/accounts/:accountId/fraud-defense/remediations', async ({ request }) => {
      options.removals?.push(await request.json());
      removalRun = 'removed';
      return HttpResponse.json({ id: 'rem-8c2f47', status: 'queued', attempts: 1 }, { status: 202 });
    }),
    http.post('*/api/accounts/:accountId/fraud-defense/remediations/:remediationId/:run', ({ params }) => {
      const run = params.run as 'retry' | 'undo';
      options.runs?.push(`${run} ${params.remediationId as string}`);
      if (options.refuse === run) {
        return HttpResponse.json(REFUSED[run], { status: 409, headers: { 'Content-Type': 'application/problem+json' } });
      }
      removalRun = run === 'retry' ? 'retried' : 'restored';
      const status = run === 'retry' ? 'running' : 'restoring';
      return HttpResponse.json({ id: params.remediationId as string, status, attempts: 2 }, { status: 202 });
    }),
    http.get('*/api/accounts/:accountId/fraud-defense/remediations/:remediationId', async () => {
      if (options.removal === 'running') await delay('infinite');
      const removal =
        removalRun === 'retried'
          ? (options.retried ?? COMPLETED_REMOVAL)
          : removalRun === 'restored'
            ? (options.restored ?? RESTORED_REMOVAL)
            : (options.removal ?? PARTIAL_REMOVAL);
      removalEnded = removalRun;
      return HttpResponse.json(removal);
    }),
    http.delete('*/api/accounts/:accountId/providers/:providerId/integration/:integrationId', async ({ params }) => {
      options.calls?.push('delete');
      await delay(50);
      const status = options.deleteStatus ?? 204;
      if (status === 204) deleted.add(params.integrationId as string);
      return new HttpResponse(null, { status });
    }),
  ];
}

/** The analytics events the fraud defense pages sent (the app's tracker is a no-op outside production). */
export const tracked = fn();

/**
 * The fraud defense route as the app mounts it: the layout around a tab's page, and the one drawer host; analytics go
 * to `tracked`.
 */
export function FraudDefenseRoute({ tab }: { tab: 'open-issues' | 'configuration' }) {
  return (
    <TrackContext.Provider value={tracked}>
      <Box p="6">
        <FraudDefenseLayout>
          {tab === 'open-issues' ? <FraudDefenseOpenIssuesPage /> : <FraudDefenseConfigurationPage />}
        </FraudDefenseLayout>
        <DrawerHost />
      </Box>
    </TrackContext.Provider>
  );
}

/** The router's search now (the drawer's panel and item live there), for stories that assert it. */
export function CurrentSearch() {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  return (
    <Box as="output" srOnly data-testid="current-search">
      {search}
    </Box>
  );
}

/**
 * The open issues table once it shows data: the grouped view's code loads on first use, with the flat table loading
 * in its place meanwhile, so an element found earlier may be gone.
 */
export async function issuesTable(canvasElement: HTMLElement) {
  // The first story of a run also waits for the page's and the lazy views' code to compile (seconds on a busy machine).
  return waitFor(
    () => {
      const grid = canvasElement.querySelector<HTMLElement>('[role="table"][aria-label="Fraud defense issues"]');
      expect(grid).not.toBeNull();
      expect(grid).not.toHaveAttribute('aria-busy', 'true');
      return grid!;
    },
    { timeout: 15_000 },
  );
}

/** The table's row at this index (rows are virtualized: what is rendered now). */
export const rowAt = (grid: HTMLElement, index: number) => grid.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
