import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESULT_KEY, encodeRecord } from '@/features/integrations/signin/handoff';
import { QueryClient } from '@tanstack/react-query';
import { PollingTimeoutError } from '@/api/errors';
import { integrationMutations } from '@/shared/queries/integration-writes';
import {
  IntegrationsFrame,
  NEW_CUSTOMER,
  SeedAttempt,
  integrationsHandlers,
  resetScanFlag,
  signInState,
  signInWindow,
  stubWindowOpen,
  toasts,
  type IntegrationsScript,
} from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

/** Each integration error of console-platform.md §8, reached through its trigger. */
const meta = {
  title: 'Integrations/Integration errors',
  render: () => <IntegrationsFrame />,
  beforeEach: resetScanFlag,
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withScript = (script: IntegrationsScript) => ({
  msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER, ...script }) },
});

async function details(canvasElement: HTMLElement) {
  const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
  const panel = await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 });
  // The drawer fades in: its content counts as visible once the opening animation has left opacity 0.
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** Submits the CrowdStrike form (encrypted with the contract's public key). */
async function submitCrowdstrike(canvasElement: HTMLElement) {
  const panel = await details(canvasElement);
  await userEvent.type(get(panel, t.clientId), '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
  await userEvent.type(get(panel, t.clientSecret), 'TopSecretValue0123456789');
  await userEvent.type(get(panel, t.baseUrl), 'https://api.us-2.crowdstrike.com');
  await userEvent.click(get(panel, t.enable));
  return panel;
}

const errorShown = async (canvasElement: HTMLElement, text: string) => {
  const panel = await details(canvasElement);
  await waitFor(() => expect(get(panel, t.error)).toHaveTextContent(text), { timeout: 5000 });
  // The user goes back to the form (whether 'Enable Integration' kept focus while it was disabled depends on timing).
  const clientId = query(panel, t.clientId);
  if (clientId) {
    clientId.focus();
    await expect(clientId).toHaveFocus();
  }
};

export const PermissionsError: Story = {
  parameters: withScript({ addProblem: { status: 400, code: 'PERMISSIONS_ERROR' } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(
      canvasElement,
      'Insufficient privileges - the integration can only be enabled by users with one of the following roles: Super Admin or Directory Sync Admin',
    );
  },
};

export const GeneralError: Story = {
  parameters: withScript({ addProblem: { status: 500 } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(
      canvasElement,
      'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat',
    );
  },
};

export const ClientDataError: Story = {
  parameters: withScript({ request: { status: 'failed', status_info: 'CLIENT_DATA_ERROR' } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(canvasElement, 'CrowdStrike Falcon not successful, please try again later');
  },
};

export const NotSuccessful: Story = {
  parameters: withScript({ request: { status: 'failed', status_info: null } }),
  play: async ({ canvasElement }) => {
    await submitCrowdstrike(canvasElement);
    await errorShown(canvasElement, 'CrowdStrike Falcon was not successful');
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="crowdstrike"]');
    await expect(card).toHaveAttribute('data-status', 'broken');
  },
};

export const EncryptionError: Story = {
  parameters: withScript({ publicKeyStatus: 500 }),
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    // The key is asked for twice (one retry) before the form says it cannot encrypt.
    await expect(await panel.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Unable to enable integration. Please try again later.',
    );
  },
};

/** Signs in to `type` through the stubbed window; the callback page hands back `outcome`. */
async function signInWith(canvasElement: HTMLElement, outcome: Parameters<typeof encodeRecord>[0]['outcome']) {
  const panel = await details(canvasElement);
  await userEvent.click(get(panel, t.enable));
  localStorage.setItem(RESULT_KEY, encodeRecord({ state: signInState(), outcome, writtenAt: Date.now() }));
  return panel;
}

const withSignInWindow = () =>
  stubWindowOpen(
    () => signInWindow(),
    () => localStorage.removeItem(RESULT_KEY),
  );

export const MaxUsersExceeded: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    ...withScript({ request: { status: 'failed', status_info: 'MAX_USERS_EXCEEDED' } }),
  },
  beforeEach: withSignInWindow,
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, { kind: 'tenant', tenantId: '5b3c9f0e-2d1a-4c8e-9f6b-7a1d2e3f4a5b' });
    // The panel closes and the error is cleared: the message shows as a toast only.
    await waitFor(
      () =>
        expect(toasts(canvasElement)).toContain(
          'Your Microsoft 365 account exceeds the 10,000 mailbox limit, causing the connection to fail. Please contact support via chat.',
        ),
      { timeout: 8000 },
    );
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull());
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="microsoft"]');
    await expect(card).toHaveAttribute('data-status', 'inactive');
  },
};

export const ConfigurationError: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: withSignInWindow,
  play: async ({ canvasElement }) => {
    // What the callback page hands back when Google's directory scopes were not granted.
    await signInWith(canvasElement, { kind: 'error', error: 'missing_scopes', configuration: true });
    await errorShown(
      canvasElement,
      'There was a problem configuring the integration. Please tap the Enable integration button to start over.',
    );
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="google"]');
    await expect(card).toHaveAttribute('data-status', 'broken');
  },
};

export const ProviderErrorShownAsText: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: withSignInWindow,
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, { kind: 'error', error: '<img src=x onerror=alert(1)> access_denied' });
    await errorShown(canvasElement, '<img src=x onerror=alert(1)> access_denied');
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="integration-error"] img')).toBeNull();
  },
};

const STILL_PENDING = {
  status: 'error',
  error: new PollingTimeoutError(),
  variables: {
    accountId: 'acc-brightsmile',
    providerId: 'prov-crowdstrike',
    data: { value: { client_data: 'x' }, enable: true },
  },
} as const;

/**
 * #26.14 a request still pending after its 10 retries (the add as the poll leaves it): 'Async call timeout limit
 * reached', and the card is not turned broken: the server has not said it failed.
 */
export const RequestTimedOut: Story = {
  render: () => (
    <IntegrationsFrame>
      <SeedAttempt options={integrationMutations.add(new QueryClient())} state={STILL_PENDING} />
    </IntegrationsFrame>
  ),
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const notice = await panel.findByTestId('sign-in-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveTextContent('Async call timeout limit reached');
    await expect(notice).toHaveTextContent('The request to connect CrowdStrike Falcon is still pending.');
    await expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(panel.queryByTestId('integration-error')).toBeNull();
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="crowdstrike"]');
    await expect(card).toHaveAttribute('data-status', 'inactive');
    await expect(card).toHaveTextContent('Not connected');
    // Dismiss forgets it; the card stays as the server has it.
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(panel.queryByTestId('sign-in-notice')).toBeNull());
    await expect(card).toHaveAttribute('data-status', 'inactive');
  },
};

const disconnectReads: string[] = [];

/**
 * #26.10 a failed disconnect (DELETE 500) reads the integration again and shows what the server says (still active),
 * with a toast that the disconnect failed: an admin never believes access was revoked when it was not.
 */
export const DisconnectFails: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ deleteStatus: 500, reads: disconnectReads }) },
  },
  beforeEach: () => {
    resetScanFlag();
    disconnectReads.length = 0;
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toggle = panel.getByRole('checkbox', { name: 'Microsoft 365 active' });
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(disconnectReads.filter((read) => read === 'integrations')).toHaveLength(1);
    await userEvent.click(toggle);
    const dialog = await find(body, t.disableDialog);
    await userEvent.click(get(within(dialog), t.confirmDisable));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Failed to disable Microsoft 365. Please try again later.'));
    // The list was read again; the server still has it active, and so does the panel (left open) and the card.
    await expect(disconnectReads.filter((read) => read === 'integrations')).toHaveLength(2);
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).toBeChecked());
    await expect(panel.getByText('Integration is active')).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="integration-details"]')).toBeVisible();
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="microsoft"]');
    await expect(card).toHaveAttribute('data-status', 'active');
  },
};

/** #26.17 Google's MAX_USERS_EXCEEDED names Google Workspace, the provider that answered (not Microsoft 365). */
export const GoogleMaxUsersExceeded: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=google',
    ...withScript({ request: { status: 'failed', status_info: 'MAX_USERS_EXCEEDED' } }),
  },
  beforeEach: withSignInWindow,
  play: async ({ canvasElement }) => {
    // The callback page hands back Google's authorization code.
    await signInWith(canvasElement, { kind: 'code', code: '4/0AVGzR1B-mock-code' });
    await waitFor(
      () =>
        expect(toasts(canvasElement)).toContain(
          'Your Google Workspace account exceeds the mailbox limit, causing the connection to fail. Please contact support via chat.',
        ),
      { timeout: 8000 },
    );
    await expect(toasts(canvasElement).join(' ')).not.toContain('Microsoft 365');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull());
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="google"]');
    await expect(card).toHaveAttribute('data-status', 'inactive');
  },
};
