import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { IntegrationHealthError } from '@generated/model';
import type { IntegrationView } from '@/features/integrations';
import { IntegrationHealth } from '@/features/integrations/components/IntegrationHealth';
import { RESULT_KEY, encodeRecord } from '@/features/integrations/signin/handoff';
import {
  CONSENT_REVOKED,
  INTEGRATIONS,
  IntegrationsFrame,
  NEED_ATTENTION,
  SYNCS,
  SYNCS_CONSENT_REVOKED,
  SYNC_DONE,
  SYNC_RUNNING,
  integrationOf,
  integrationsHandlers,
  resetScanFlag,
  signInWindow,
  stubWindowOpen,
} from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get, query } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

/** The URL's search, shown so a story can check what the page keeps there. */
function SearchProbe() {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  return (
    <output data-testid="search" hidden>
      {search}
    </output>
  );
}

const meta = {
  title: 'Integrations/Integration health',
  render: () => (
    <IntegrationsFrame>
      <SearchProbe />
    </IntegrationsFrame>
  ),
  beforeEach: resetScanFlag,
  parameters: { path: '/integrations', msw: { handlers: integrationsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, type: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-testid="integration-card"][data-type="${type}"]`);
const cardTypes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-testid="integration-card"]')].map((element) => element.getAttribute('data-type'));

/** The drawer's Health section once its sync history has loaded. */
async function healthSection(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await find(body, shared.drawer);
  const details = await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 });
  await waitFor(() => expect(details).toBeVisible());
  const section = await find(within(details), t.health);
  await within(section).findByRole('list', { name: 'Last syncs' });
  return within(section);
}

export const HealthyPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await find(canvas, t.healthSummary)).toHaveTextContent('All integrations healthy');
    // Each connected card says when it last synced; the exact time shows on hover (the shared tooltip).
    await waitFor(() => expect(card(canvasElement, 'microsoft')).toHaveTextContent('Synced 1 hour ago'));
    await expect(card(canvasElement, 'crowdstrike')).toHaveTextContent('Synced 2 hours ago');
    await expect(card(canvasElement, 'google')).not.toHaveTextContent('Synced');
    const time = within(card(canvasElement, 'microsoft')!).getByText('Synced 1 hour ago');
    await userEvent.hover(time);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent(/^Nov 23, 2026, \d{1,2}:04 [AP]M$/);
    await expect(time).toHaveAttribute('dateTime', '2026-11-23T07:04:10Z');
    await userEvent.unhover(time);
  },
};

export const NeedAttentionFilter: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await find(canvas, t.healthSummary);
    await waitFor(() => expect(summary).toHaveTextContent('3 need attention'));
    await expect(summary).toHaveAttribute('aria-pressed', 'false');
    // The problem in words on each card that needs attention.
    await expect(card(canvasElement, 'microsoft')).toHaveTextContent('Missing permission: AuditLog.Read.All');
    await expect(card(canvasElement, 'crowdstrike')).toHaveTextContent('The CrowdStrike Falcon API secret expired');
    await expect(card(canvasElement, 'ms_fraud_defense')).toHaveTextContent('Microsoft slowed down the last sync');
    await expect(cardTypes(canvasElement)).toHaveLength(5);

    await userEvent.click(summary);
    await waitFor(() => expect(cardTypes(canvasElement)).toEqual(['microsoft', 'crowdstrike', 'ms_fraud_defense']));
    await expect(summary).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('search')).toHaveTextContent('attention=true');
    await expect(canvas.getByTestId('integrations-filter-note')).toHaveTextContent('Showing 3 of 5 integrations.');

    await userEvent.click(get(canvas, t.showAll));
    await waitFor(() => expect(cardTypes(canvasElement)).toHaveLength(5));
    await expect(canvas.getByTestId('search')).not.toHaveTextContent('attention');
    // Filtered again, as the reviewed state.
    await userEvent.click(summary);
    await waitFor(() => expect(cardTypes(canvasElement)).toHaveLength(3));
  },
};

export const NeedAttentionPhone: Story = {
  globals: PHONE,
  parameters: { path: '/integrations?attention=true', msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION }) } },
  play: async ({ canvasElement }) => {
    const summary = await find(within(canvasElement), t.healthSummary);
    // Opened from the URL: the filter is on.
    await waitFor(() => expect(cardTypes(canvasElement)).toHaveLength(3));
    await expect(summary).toHaveAttribute('aria-pressed', 'true');
    await expect(fullyInView(summary)).toBe(true);
    await expect(fullyInView(within(card(canvasElement, 'microsoft')!).getByText('Missing permission: AuditLog.Read.All'))).toBe(
      true,
    );
  },
};

export const SyncHistory: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const rows = within(get(section, t.syncHistory)).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['ok', 'ok', 'partial', 'ok']);
    await expect(rows[0]).toHaveTextContent('Succeeded');
    await expect(rows[0]).toHaveTextContent('13 users · 9 devices · 16 mailboxes');
    await expect(rows[2]).toHaveTextContent('Partial');
    await expect(rows[2]).toHaveTextContent('11 mailboxes');
    await expect(rows[2]).toHaveTextContent('Microsoft slowed down the last sync');
    await expect(rows[3]).toHaveTextContent('Manual');
    await expect(section.getByText(/^Next scan Nov 23, 2026, \d{1,2}:00 [AP]M$/)).toBeVisible();
    await expect(get(section, t.syncNow)).toBeEnabled();
    // Healthy: no fix.
    await expect(query(section, t.healthFix)).toBeNull();
  },
};

const writes: string[] = [];

export const SyncNowRunning: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    writes.length = 0;
    msw.use(...integrationsHandlers({ writes }));
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const button = get(section, t.syncNow);
    // A zero-gap double click: one request.
    await userEvent.dblClick(button);
    await expect(await find(section, t.syncing)).toHaveTextContent('Syncing now…');
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveTextContent('Syncing…');
    await expect(writes.filter((write) => write === 'sync')).toEqual(['sync']);
    // A click on the disabled button sends nothing more.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(writes.filter((write) => write === 'sync')).toHaveLength(1);
  },
};

export const SyncNowEnds: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    writes.length = 0;
    msw.use(...integrationsHandlers({ writes, syncEnds: true }));
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    await userEvent.click(get(section, t.syncNow));
    const toast = await within(canvasElement.ownerDocument.body).findByText('Microsoft 365 synced.', {}, { timeout: 8000 });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(get(section, t.syncNow)).toBeEnabled());
    await expect(query(section, t.syncing)).toBeNull();
  },
};

/** Microsoft 365 as the list says it while a sync runs (a reload mid-sync), and once that sync has ended. */
const SYNCING = INTEGRATIONS.map((item) => (item.type === 'microsoft' ? { ...item, running_sync_id: SYNC_RUNNING.id } : item));
const SYNCED = INTEGRATIONS.map((item) =>
  item.type === 'microsoft'
    ? {
        ...item,
        running_sync_id: null,
        last_sync_at: SYNC_DONE.finished_at,
        last_sync_status: 'ok' as const,
        last_sync_counts: SYNC_DONE.counts,
      }
    : item,
);
let endSync = () => {};

export const SyncRunningOnLoad: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    writes.length = 0;
    const gate = new Promise<void>((resolve) => (endSync = resolve));
    msw.use(
      ...integrationsHandlers({
        integrations: SYNCING,
        writes,
        syncGate: gate,
        syncEnds: true,
        integrationsAfterSync: SYNCED,
        syncsAfterSync: [SYNC_DONE, ...SYNCS].slice(0, 5),
      }),
    );
    return () => endSync();
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    // The list's running_sync_id: the sync is followed, 'Sync now' waits for it.
    await expect(await find(section, t.syncing)).toHaveTextContent('Syncing now…');
    await expect(section.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
    await expect(query(section, t.syncNow)).toBeNull();

    // The sync ends: the health shows it, and 'Sync now' is back. Nothing was sent.
    endSync();
    await waitFor(() => expect(get(section, t.syncNow)).toBeEnabled(), { timeout: 8000 });
    await expect(query(section, t.syncing)).toBeNull();
    const latestRow = () => within(get(section, t.syncHistory)).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(latestRow().querySelector('time')).toHaveAttribute('dateTime', SYNC_DONE.finished_at));
    const latest = latestRow();
    await expect(latest).toHaveTextContent('Succeeded');
    await expect(latest).toHaveTextContent('13 users · 9 devices · 16 mailboxes');
    // The list and the history are read again apart: the card's line may arrive after the history.
    await waitFor(() =>
      expect(section.getByText('Synced just now', { exact: false }).querySelector('time')).toHaveAttribute(
        'dateTime',
        SYNC_DONE.finished_at,
      ),
    );
    await expect(writes).toEqual([]);
  },
};

const addBodies: unknown[] = [];

export const ConsentRevokedReconnect: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    addBodies.length = 0;
    msw.use(...integrationsHandlers({ integrations: CONSENT_REVOKED, syncs: SYNCS_CONSENT_REVOKED, addBodies }));
    const popup = signInWindow();
    return stubWindowOpen(
      () => popup,
      () => localStorage.removeItem(RESULT_KEY),
    );
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-error', 'consent_revoked');
    await expect(fix).toHaveTextContent('Access to Microsoft 365 was revoked');
    const steps = within(within(fix).getByRole('list', { name: 'How to fix it' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Select Reconnect and sign in with a Global Administrator account.',
      'Review the read-only permissions and accept them again.',
      'Your issues and sync history are kept; the next sync starts by itself.',
    ]);
    const rows = within(get(section, t.syncHistory)).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('Failed');
    // Broken: no 'Sync now' (the server would answer INTEGRATION_NOT_CONNECTED); the card says the problem.
    await expect(query(section, t.syncNow)).toBeNull();
    await expect(card(canvasElement, 'microsoft')).toHaveTextContent('Access to Microsoft 365 was revoked');

    // 'Reconnect' opens the provider's sign-in window; its tenant reconnects the same connection in place.
    await userEvent.click(get(within(fix), t.reconnect));
    await expect(window.open).toHaveBeenCalledTimes(1);
    const popup = (window.open as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof signInWindow>;
    const state = new URL(popup.location.href, window.location.origin).searchParams.get('state')!;
    localStorage.setItem(
      RESULT_KEY,
      encodeRecord({
        state,
        outcome: { kind: 'tenant', tenantId: '5b3c9f0e-2d1a-4c8e-9f6b-7a1d2e3f4a5b' },
        writtenAt: Date.now(),
      }),
    );
    await waitFor(() => expect(addBodies).toHaveLength(1), { timeout: 5000 });
    await expect(addBodies[0]).toEqual({
      value: { tenant_id: '5b3c9f0e-2d1a-4c8e-9f6b-7a1d2e3f4a5b' },
      enable: true,
      integration_id: 'intg-7c1e4a92',
    });
    await within(canvasElement.ownerDocument.body).findByText(
      'Microsoft 365 reconnected. Its issues and sync history are kept.',
      {},
      { timeout: 8000 },
    );
  },
};

/** Microsoft 365 broken after an outage at Microsoft: a health_error whose fix on an active integration is a sync. */
const BROKEN_BY_OUTAGE = CONSENT_REVOKED.map((item) =>
  item.type === 'microsoft' ? { ...item, health_error: 'provider_outage' as const } : item,
);
const SYNCS_BY_OUTAGE = SYNCS_CONSENT_REVOKED.map((sync) =>
  sync.health_error ? { ...sync, health_error: 'provider_outage' as const } : sync,
);

export const BrokenOutageReconnect: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    writes.length = 0;
    msw.use(...integrationsHandlers({ integrations: BROKEN_BY_OUTAGE, syncs: SYNCS_BY_OUTAGE, writes }));
    return stubWindowOpen(signInWindow);
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-error', 'provider_outage');
    await expect(fix).toHaveTextContent('Microsoft was unavailable during the last sync');
    // Broken: a sync would be refused (409 INTEGRATION_NOT_CONNECTED), so the fix is to reconnect, in place.
    await expect(fix).toHaveAttribute('data-action', 'reconnect');
    await expect(query(within(fix), t.tryAgainNow)).toBeNull();
    const steps = within(within(fix).getByRole('list', { name: 'How to fix it' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Select Reconnect and sign in with a Global Administrator account.',
      'Your issues and sync history are kept; the next sync starts by itself.',
    ]);
    await userEvent.click(get(within(fix), t.reconnect));
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(writes).toEqual([]);
  },
};

export const MissingPermissionFix: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION }) },
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-action', 'grantPermission');
    await expect(fix).toHaveTextContent('Accept every permission asked, including AuditLog.Read.All.');
    await expect(get(within(fix), t.grantPermission)).toBeEnabled();
    // A partial sync: still active, so 'Sync now' stays.
    await expect(get(section, t.syncNow)).toBeEnabled();
  },
};

export const RateLimitedTryAgain: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=ms_fraud_defense',
    msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION, writes }) },
  },
  beforeEach: () => {
    resetScanFlag();
    writes.length = 0;
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-error', 'rate_limited');
    await expect(fix).toHaveTextContent('Select Try again now, or wait for the next scheduled sync, which retries by itself.');
    await userEvent.click(get(within(fix), t.tryAgainNow));
    await waitFor(() => expect(writes).toEqual(['sync']));
    // Until the sync ends, both its buttons wait.
    await expect(within(fix).getByRole('button', { name: 'Syncing…' })).toBeDisabled();
  },
};

export const CrowdstrikeSecretExpired: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION }) },
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-error', 'token_expired');
    await expect(fix).toHaveTextContent('Create a new API client secret in the CrowdStrike Falcon console.');
    // 'Reconnect' goes to the form's first field: the new secret is entered there.
    await userEvent.click(get(within(fix), t.reconnect));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(get(body, t.clientId)).toHaveFocus());
  },
};

/** The elements a phone does not show whole (cut, or outside the window). */
const cutOff = (elements: Element[]) => elements.filter((element) => !fullyInView(element));

export const HealthFixPhone: Story = {
  globals: PHONE,
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ integrations: NEED_ATTENTION }) },
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const fix = get(section, t.healthFix);
    await expect(fix).toHaveAttribute('data-error', 'missing_permission');
    const steps = within(within(fix).getByRole('list', { name: 'How to fix it' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(
      cutOff([within(fix).getByText('Missing permission: AuditLog.Read.All'), ...steps, get(within(fix), t.grantPermission)]),
    ).toEqual([]);
    await expect(cutOff([get(section, t.syncNow)])).toEqual([]);
  },
};

export const SyncHistoryPhone: Story = {
  globals: PHONE,
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const rows = within(get(section, t.syncHistory)).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    // Each row's status, time, trigger and counts are read whole at 390 px (the trigger wraps below when needed).
    const parts = rows.flatMap((row) => [...row.querySelectorAll('time, p, span')].filter((part) => part.textContent));
    await expect(parts.length).toBeGreaterThanOrEqual(rows.length * 3);
    await expect(cutOff(parts)).toEqual([]);
    await expect(cutOff([section.getByText(/^Next scan /)])).toEqual([]);
  },
};

export const SyncNowRunningPhone: Story = {
  globals: PHONE,
  parameters: { path: '/integrations?panel=integration&item=microsoft' },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    writes.length = 0;
    msw.use(...integrationsHandlers({ writes }));
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const button = get(section, t.syncNow);
    await userEvent.click(button);
    const status = await find(section, t.syncing);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveTextContent('Syncing…');
    await expect(cutOff([button, status])).toEqual([]);
    await expect(writes).toEqual(['sync']);
  },
};

/** A Viewer (issue #28): 'Sync now' shows, disabled, its tooltip naming the role needed; a click sends nothing. */
export const SyncNowAsViewer: Story = {
  parameters: { path: '/integrations?panel=integration&item=microsoft', session: { accessLevel: 'viewer' } },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    writes.length = 0;
    msw.use(...integrationsHandlers({ writes }));
  },
  play: async ({ canvasElement }) => {
    const section = await healthSection(canvasElement);
    const button = get(section, t.syncNow);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(button);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: 5000 });
    await expect(tip).toHaveTextContent('Needs the Member or Admin role');
    await userEvent.click(button);
    await expect(query(section, t.syncing)).toBeNull();
    await expect(writes).toEqual([]);
  },
};

/** Every health_error with its fix: the contract's mapping, one connected Microsoft 365 per error. */
const ERRORS: IntegrationHealthError[] = [
  'consent_revoked',
  'token_expired',
  'missing_permission',
  'tenant_not_found',
  'rate_limited',
  'provider_outage',
  'unknown',
];
const ACTION: Record<IntegrationHealthError, string> = {
  consent_revoked: 'Reconnect',
  token_expired: 'Reconnect',
  missing_permission: 'Grant permission',
  tenant_not_found: 'Reconnect',
  rate_limited: 'Try again now',
  provider_outage: 'Try again now',
  unknown: 'Try again now',
};
const viewWith = (error: IntegrationHealthError): IntegrationView => {
  const integration = {
    ...integrationOf(INTEGRATIONS, 'microsoft'),
    health_error: error,
    last_sync_status: 'partial' as const,
    missing_permissions: error === 'missing_permission' ? ['AuditLog.Read.All'] : [],
  };
  return { integration, status: 'active', loading: null, phase: 'idle', errorText: null, notice: null };
};

export const EveryErrorHasItsFix: Story = {
  // Seven drawers' 'Health' sections side by side, each the one of its drawer: their shared name is on purpose here.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <Stack gap="6" p="6" maxW="xl">
      {ERRORS.map((error) => (
        <Box key={error} data-testid={`fix-of-${error}`}>
          <IntegrationHealth view={viewWith(error)} onReconnect={fn()} />
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const error of ERRORS) {
      const section = within(await within(canvasElement).findByTestId(`fix-of-${error}`));
      const fix = await find(section, t.healthFix);
      await expect(fix).toHaveAttribute('data-error', error);
      await expect(within(fix).getByRole('button', { name: ACTION[error] })).toBeEnabled();
      await expect(within(fix).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  },
};

export const SyncsAbsent: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ syncsStatus: 404 }) },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await find(body, shared.drawer);
    const details = within(await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 }));
    await details.findByRole('region', { name: 'Issues found' });
    // The specification's drawer: no Health section, no error.
    await waitFor(() => expect(query(details, t.health)).toBeNull());
    await expect(details.queryByRole('alert')).toBeNull();
  },
};

export const FlagOff: Story = {
  parameters: {
    session: { flags: { integration_health_enabled: false } },
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ integrations: CONSENT_REVOKED }) },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await find(body, shared.drawer);
    const details = within(await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 }));
    await details.findByRole('region', { name: 'Issues found' });
    await expect(query(details, t.health)).toBeNull();
    // The card as the specification has it: the server's error text, no health line, no header summary.
    await expect(card(canvasElement, 'microsoft')).toHaveTextContent(
      'The Microsoft 365 admin consent for Stance was revoked in Microsoft Entra ID.',
    );
    await expect(query(within(canvasElement), t.healthSummary)).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="integration-health"]')).toBeNull();
  },
};
