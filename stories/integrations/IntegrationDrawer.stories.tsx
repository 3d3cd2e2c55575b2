import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullyInView } from '../support/viewport';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInEndedError, signInAttempt } from '@/features/integrations/signin/sign-in-attempt';
import { RESULT_KEY, encodeRecord } from '@/features/integrations/signin/handoff';
import { scanStatus } from '@/shared/scans/scan-status';
import {
  BROKEN,
  ISSUES,
  IntegrationsFrame,
  NEW_CUSTOMER,
  ScoreAndAssetsInUse,
  integrationsHandlers,
  resetScanFlag,
  SeedAttempt,
  signInWindow,
  stubWindowOpen,
  toasts,
} from './integrations-fixtures';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Integrations/Integration drawer',
  render: () => <IntegrationsFrame />,
  beforeEach: resetScanFlag,
  parameters: { path: '/integrations?panel=integration&item=microsoft', msw: { handlers: integrationsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once its integration has loaded. */
async function details(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await find(body, shared.drawer);
  await waitFor(() => expect(drawer).toHaveTextContent('Integration details'));
  const panel = await within(drawer).findByTestId('integration-details', {}, { timeout: 5000 });
  // The drawer fades in: its content counts as visible once the opening animation has left opacity 0.
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

const permissions = (panel: ReturnType<typeof within>) =>
  within(panel.getByRole('list', { name: 'Permissions' })).getAllByRole('listitem');

export const MicrosoftActive: Story = {
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Microsoft 365' })).toBeVisible();
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).toBeChecked());
    await expect(panel.getByText('Integration is active')).toBeVisible();
    // Active: no enable steps; the issues found on its asset are listed.
    await expect(query(panel, t.enable)).toBeNull();
    const found = await panel.findByRole('region', { name: 'Issues found' });
    await expect(found).toHaveTextContent(/Issues found \(\d+\)/);
    // Each issue as the shared feed card (§2.4), one per counted issue, each with its 'Learn more'.
    const count = Number(/\((\d+)\)/.exec(found.textContent ?? '')?.[1]);
    await expect(count).toBeGreaterThan(0);
    const cards = within(found).getAllByRole('article');
    await expect(cards).toHaveLength(count);
    for (const card of cards) await expect(within(card).getByRole('button', { name: 'Learn more' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: '11 read-only permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(11);
  },
};

export const GoogleInactive: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Google Workspace active' })).not.toBeChecked();
    const howTo = panel.getByRole('region', { name: 'How to enable' });
    await expect(howTo).toHaveTextContent('Requires a Super Admin account.');
    const steps = within(howTo).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Click Enable Integration and sign in with a Google Workspace Super Admin account.');
    await expect(get(panel, t.enable)).toBeEnabled();
    await expect(panel.getByRole('heading', { name: '6 read-only permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(6);
    await expect(panel.queryByTestId('integration-terms')).toBeNull();
    await expect(panel.queryByText('Beta')).toBeNull();
  },
};

export const FraudDefenseWithTermsBetaDisclaimer: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=ms_fraud_defense',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByText('Beta')).toBeVisible();
    await expect(panel.getByTestId('integration-disclaimer')).toHaveTextContent('10,000 mailboxes');
    await expect(panel.getByRole('region', { name: 'How to enable' })).toHaveTextContent(
      'Requires a Global Administrator account.',
    );
    const terms = panel.getByTestId('integration-terms');
    await expect(terms).toHaveTextContent('By signing up, you acknowledge and agree to the following:');
    const link = within(terms).getByRole('link', { name: 'Fraud Defense Terms of Service' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('heading', { name: '13 permissions' })).toBeVisible();
    await expect(permissions(panel)).toHaveLength(13);
  },
};

export const GoogleFraudDefenseWithTerms: Story = {
  parameters: { path: '/integrations?panel=integration&item=google_fraud_defense' },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Google Workspace Fraud Defense' })).toBeVisible();
    await expect(panel.getByText('Beta')).toBeVisible();
    await expect(panel.queryByTestId('integration-disclaimer')).toBeNull();
    await expect(panel.getByRole('region', { name: 'How to enable' })).toHaveTextContent('Requires a Super Admin account.');
    await expect(get(panel, t.enable)).toBeEnabled();
    const terms = panel.getByTestId('integration-terms');
    await expect(terms).toHaveTextContent('By signing up, you acknowledge and agree to the following:');
    await expect(within(terms).getByRole('link', { name: 'Fraud Defense Terms of Service' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Fraud defense reads mail, so its permissions are not called read-only.
    await expect(panel.getByRole('heading', { name: '7 permissions' })).toBeVisible();
  },
};

/** #26.19 an integration that asks for no permissions shows no '0 read-only permissions' heading over nothing. */
export const NoPermissions: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=google',
    msw: {
      handlers: integrationsHandlers({
        integrations: NEW_CUSTOMER.map((integration) =>
          integration.type === 'google' ? { ...integration, permissions: [] } : integration,
        ),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('region', { name: 'How to enable' })).toBeVisible();
    await expect(panel.queryByRole('heading', { name: /permission/i })).toBeNull();
    await expect(panel.queryByRole('list', { name: 'Permissions' })).toBeNull();
  },
};

export const IssueOpensIssueDetails: Story = {
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const issues = within(await panel.findByRole('region', { name: 'Issues found' }));
    const [first] = await issues.findAllByRole('button', { name: 'Learn more' });
    await userEvent.click(first!);
    const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
    // The issue details drawer steps through this integration's four issues.
    await waitFor(() => expect(drawer).toHaveTextContent('Issue details 1 of 4'));
    // A long asset name gives way to its type badge, which stays whole inside the drawer.
    const type = await within(drawer).findByText('integration');
    await waitFor(() => expect(fullyInView(type)).toBe(true));
  },
};

export const CrowdstrikeForm: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=crowdstrike',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const form = within(panel.getByRole('form', { name: 'CrowdStrike client' }));
    for (const label of [/^Client ID/, /^Client Secret/, /^Base URL/]) await expect(form.getByLabelText(label)).toBeRequired();
    await expect(get(form, t.clientSecret)).toHaveAttribute('type', 'password');
    await expect(panel.getByRole('heading', { name: '3 read-only permissions' })).toBeVisible();
  },
};

/** Turns Microsoft 365 off in its drawer: the toggle, then Disable in the confirmation (clicked, or double clicked). */
async function disableMicrosoft(canvasElement: HTMLElement, press: 'click' | 'dblClick') {
  const panel = await details(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const toggle = panel.getByRole('checkbox', { name: 'Microsoft 365 active' });
  await waitFor(() => expect(toggle).toBeChecked());
  await userEvent.click(toggle);
  const dialog = await find(body, t.disableDialog);
  await waitFor(() => expect(get(within(dialog), t.confirmDisable)).toBeVisible());
  await userEvent[press](get(within(dialog), t.confirmDisable));
  await waitFor(
    () =>
      expect(toasts(canvasElement)).toContain(
        'Integration disabled. You can always turn it back on, or feel free to reach out with any questions.',
      ),
    { timeout: 5000 },
  );
}

export const DisableWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await disableMicrosoft(canvasElement, 'click');
    await waitFor(() => expect(query(within(canvasElement.ownerDocument.body), shared.drawer)).toBeNull());
  },
};

/** A story's beforeEach: the scan flag reset and the integrations' writes recorded in `writes` (emptied first). */
const recordingWrites =
  (writes: string[]) =>
  ({ msw }: { msw: { use: (...handlers: ReturnType<typeof integrationsHandlers>) => void } }) => {
    resetScanFlag();
    writes.length = 0;
    msw.use(...integrationsHandlers({ writes }));
  };

const viewerWrites: string[] = [];

/**
 * A Viewer (issue #28): the switch shows the integration's state, read-only and described by a tooltip naming the
 * role needed; a click neither asks to disable nor sends anything.
 */
export const AsViewer: Story = {
  beforeEach: recordingWrites(viewerWrites),
  parameters: { session: { accessLevel: 'viewer' } },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const toggle = panel.getByRole('checkbox', { name: 'Microsoft 365 active' });
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(toggle.closest('label') ?? toggle);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Needs the Admin role');
    await userEvent.click(toggle);
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(toggle).toBeChecked();
    await expect(viewerWrites).toEqual([]);
  },
};

const disableWrites: string[] = [];

/** One click, one request: a zero-gap double click on Disable sends one DELETE. */
export const DisableDoubleClick: Story = {
  beforeEach: recordingWrites(disableWrites),
  play: async ({ canvasElement }) => {
    await disableMicrosoft(canvasElement, 'dblClick');
    await expect(disableWrites).toEqual(['delete']);
  },
};

export const ToggleLockedWhileScanning: Story = {
  beforeEach: () => {
    resetScanFlag();
    scanStatus.set(true);
    return () => scanStatus.set(false);
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Microsoft 365 active' })).toBeDisabled();
    await expect(panel.getByText('You can change this once the current scan has finished.')).toBeVisible();
  },
};

const connectWrites: string[] = [];

export const CrowdstrikeConnected: Story = {
  parameters: { path: '/integrations?panel=integration&item=crowdstrike' },
  beforeEach: ({ msw }) => {
    resetScanFlag();
    connectWrites.length = 0;
    msw.use(...integrationsHandlers({ integrations: NEW_CUSTOMER, writes: connectWrites }));
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.type(get(panel, t.clientId), '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await userEvent.type(get(panel, t.clientSecret), 'TopSecretValue0123456789');
    await userEvent.type(get(panel, t.baseUrl), 'https://api.us-2.crowdstrike.com');
    // One click, one request: a zero-gap double click on Enable sends one add.
    await userEvent.dblClick(get(panel, t.enable));
    await waitFor(
      () => expect(toasts(canvasElement)).toContain('CrowdStrike Falcon successfully set, with no issues found. Good job!'),
      { timeout: 8000 },
    );
    await expect(connectWrites).toEqual(['add']);
  },
};

/** The fraud defense variants sign in through the provider's window as well (console-platform.md §2.7). */
export const FraudDefenseSignInWindow: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=ms_fraud_defense',
    msw: { handlers: integrationsHandlers({ integrations: NEW_CUSTOMER }) },
  },
  beforeEach: () => {
    const popup = signInWindow();
    return stubWindowOpen(() => popup);
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.click(get(panel, t.enable));
    await expect(window.open).toHaveBeenCalledOnce();
    const popup = (window.open as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof signInWindow>;
    await expect(popup.opener).toBeNull();
    const url = new URL(popup.location.href, window.location.origin);
    // Microsoft admin consent (it returns the tenant id), with the fraud defense type in the state.
    await expect(url.searchParams.get('state')).toMatch(/^ms_fraud_defense\.[A-Za-z0-9_-]{22}$/);
    await expect(url.searchParams.get('scope')).toBe('https://graph.microsoft.com/.default');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/integration-callback`);
    const card = canvasElement.querySelector<HTMLElement>('[data-testid="integration-card"][data-type="ms_fraud_defense"]')!;
    await waitFor(() => expect(card).toHaveTextContent('Waiting for authorization...'));
    await userEvent.click(panel.getByRole('button', { name: 'Cancel sign-in' }));
    await expect(popup.close).toHaveBeenCalled();
    await expect(card).toHaveAttribute('data-status', 'inactive');
  },
};

export const PopupBlocked: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: () => stubWindowOpen(() => null),
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.click(get(panel, t.enable));
    const notice = await panel.findByTestId('sign-in-notice');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toHaveTextContent('The sign-in window was blocked');
    await expect(notice).toHaveTextContent('Allow pop-ups for this site, then try again.');
    // Nothing changed.
    await expect(panel.getByRole('checkbox', { name: 'Google Workspace active' })).not.toBeChecked();
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="google"]');
    await expect(card).toHaveAttribute('data-status', 'inactive');
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await expect(window.open).toHaveBeenCalledTimes(2);
  },
};

export const SignInCancelled: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  beforeEach: () => {
    const popup = signInWindow();
    return stubWindowOpen(() => popup);
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.click(get(panel, t.enable));
    const popup = (window.open as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof signInWindow>;
    // The window is cut from its opener and sent to the provider with a return to this origin's callback page.
    await expect(popup.opener).toBeNull();
    const url = new URL(popup.location.href, window.location.origin);
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/integration-callback`);
    await expect(url.searchParams.get('state')).toMatch(/^google\./);
    const card = canvasElement.querySelector<HTMLElement>('[data-testid="integration-card"][data-type="google"]')!;
    await waitFor(() => expect(card).toHaveTextContent('Waiting for authorization...'));

    await userEvent.click(panel.getByRole('button', { name: 'Cancel sign-in' }));
    const notice = await panel.findByTestId('sign-in-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveTextContent('Sign-in was cancelled');
    await expect(notice).toHaveTextContent(
      'The sign-in window closed before Google Workspace was connected. Nothing was changed.',
    );
    await expect(popup.close).toHaveBeenCalled();
    await expect(card).toHaveAttribute('data-status', 'inactive');
    await expect(card).toHaveTextContent('Not connected');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(panel.queryByTestId('sign-in-notice')).toBeNull();
  },
};

export const SignInWithoutGrantDeactivates: Story = {
  parameters: {
    path: '/integrations?panel=integration&item=microsoft',
    msw: { handlers: integrationsHandlers({ integrations: BROKEN }) },
  },
  beforeEach: () => {
    const popup = signInWindow();
    return stubWindowOpen(
      () => popup,
      () => localStorage.removeItem(RESULT_KEY),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-testid="integration-card"][data-type="microsoft"]')!;
    await expect(card).toHaveAttribute('data-status', 'broken');
    await userEvent.click(get(panel, t.enable));
    const popup = (window.open as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof signInWindow>;
    const state = new URL(popup.location.href, window.location.origin).searchParams.get('state')!;
    // The callback page hands back a redirect that carried neither a tenant id, a code nor an error.
    localStorage.setItem(RESULT_KEY, encodeRecord({ state, outcome: { kind: 'none' }, writtenAt: Date.now() }));
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'inactive'));
    await expect(card).toHaveTextContent('Not connected');
    await expect(localStorage.getItem(RESULT_KEY)).toBeNull();
    await expect(popup.close).toHaveBeenCalled();
    await expect(panel.queryByTestId('sign-in-notice')).toBeNull();
    await expect(panel.queryByTestId('integration-error')).toBeNull();
  },
};

const TIMED_OUT = { status: 'error', error: new SignInEndedError('timedOut'), variables: { type: 'google' } } as const;

/** A sign-in whose window never answered within 5 minutes (the attempt as the watch leaves it). */
export const SignInTimedOut: Story = {
  parameters: { path: '/integrations?panel=integration&item=google' },
  render: () => (
    <IntegrationsFrame>
      <SeedAttempt options={signInAttempt} state={TIMED_OUT} />
    </IntegrationsFrame>
  ),
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    const notice = await panel.findByTestId('sign-in-notice');
    await expect(notice).toHaveTextContent('Sign-in was cancelled');
    await expect(notice).toHaveTextContent(
      'Google Workspace did not answer within 5 minutes, so the sign-in window was closed. Nothing was changed.',
    );
    await expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The list and issue reads of the story below. */
const reads: string[] = [];
const FALCON = { id: 'ast-falcon-tenant', asset_type: 'integration' as const, hostname: 'CrowdStrike Falcon tenant us-2' };

export const CrowdstrikeConnectedWithIssues: Story = {
  parameters: { path: '/integrations?panel=integration&item=crowdstrike' },
  render: () => (
    <IntegrationsFrame>
      <ScoreAndAssetsInUse />
    </IntegrationsFrame>
  ),
  beforeEach: ({ msw }) => {
    resetScanFlag();
    reads.length = 0;
    const activated = NEW_CUSTOMER.map((integration) =>
      integration.type === 'crowdstrike'
        ? { ...integration, status: 'active' as const, integration_id: 'intg-story', asset_id: FALCON.id, issues_count: 2 }
        : integration,
    );
    // The first scan's two findings on the Falcon tenant.
    const findings = [
      {
        ...ISSUES[0]!,
        id: 'iss-falcon-1',
        name: 'Falcon sensor missing on 3 hosts',
        short_description: 'Three hosts have not checked in with a Falcon sensor for 14 days.',
        labels: [],
        assets: [FALCON],
      },
      {
        ...ISSUES[1]!,
        id: 'iss-falcon-2',
        name: 'Prevention policy in detect-only mode',
        short_description: 'The default prevention policy detects threats but blocks none.',
        labels: [],
        assets: [FALCON],
      },
    ];
    msw.use(
      ...integrationsHandlers({
        integrations: NEW_CUSTOMER,
        integrationsAfterAdd: activated,
        issuesAfterAdd: [...ISSUES, ...findings],
        reads,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await details(canvasElement);
    await userEvent.type(get(panel, t.clientId), '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
    await userEvent.type(get(panel, t.clientSecret), 'TopSecretValue0123456789');
    await userEvent.type(get(panel, t.baseUrl), 'https://api.us-2.crowdstrike.com');
    const count = (what: string) => reads.filter((read) => read === what).length;
    const issueReads = () => count('issues');
    await waitFor(() => expect(count('securityScore') * count('assets')).toBeGreaterThan(0));
    const before = {
      integrations: count('integrations'),
      issues: issueReads(),
      securityScore: count('securityScore'),
      assets: count('assets'),
    };
    await userEvent.click(get(panel, t.enable));
    await waitFor(
      () => expect(toasts(canvasElement)).toContain('CrowdStrike Falcon successfully set. 2 issues found - see here'),
      { timeout: 5000 },
    );
    // The list was read again (it counts the issues), and the security score and assets; the issues follow 2 s after
    // activation and are listed.
    await expect(count('integrations')).toBeGreaterThan(before.integrations);
    await waitFor(() => expect(count('securityScore')).toBeGreaterThan(before.securityScore));
    await waitFor(() => expect(count('assets')).toBeGreaterThan(before.assets));
    await waitFor(() => expect(issueReads()).toBeGreaterThan(before.issues), { timeout: 5000 });
    const issues = await panel.findByRole('region', { name: 'Issues found' });
    await waitFor(() => expect(issues).toHaveTextContent('Issues found (2)'));
    await expect(issues).toHaveTextContent('Falcon sensor missing on 3 hosts');
    const card = canvasElement.querySelector('[data-testid="integration-card"][data-type="crowdstrike"]');
    await expect(card).toHaveAttribute('data-status', 'active');
    await expect(card).toHaveTextContent('2 issues');

    // 'see here' opens the integration's details again.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(query(body, shared.drawer)).toBeNull());
    await userEvent.click(within(get(body, shared.toast)).getByRole('button', { name: 'see here' }));
    await expect(await find(within(await find(body, shared.drawer)), t.details)).toHaveAttribute('data-type', 'crowdstrike');
  },
};
