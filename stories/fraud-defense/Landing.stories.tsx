import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Integration } from '@generated/model';
import { RESULT_KEY, encodeRecord } from '@/features/integrations/signin/handoff';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { integrationsTargets } from '../../tests/e2e/pages/integrations.targets';
import { find, get, query } from '../support/targets';
import { resetScanFlag, toasts } from '../integrations/integrations-fixtures';
import { CurrentSearch, FraudDefenseRoute, NEW_CUSTOMER_INTEGRATIONS, fraudHandlers, tracked } from './fraud-fixtures';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Fraud defense/Landing',
  render: () => <FraudDefenseRoute tab="open-issues" />,
  parameters: { path: '/fraud-defense/open-issues', msw: { handlers: fraudHandlers() } },
  beforeEach: () => {
    resetScanFlag();
    tracked.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = async (canvasElement: HTMLElement) => within(await find(body(canvasElement), shared.drawer));
/** The landing loads on demand (dynamic import): under load that takes longer than findBy's default second. */
const landing = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('fraud-defense-landing', undefined, { timeout: 8000 });
const inactive = { msw: { handlers: fraudHandlers({ integrations: NEW_CUSTOMER_INTEGRATIONS }) } };
/** The new customer's list with these fraud defense integrations active. */
const withActive = (...types: Integration['type'][]): Integration[] =>
  NEW_CUSTOMER_INTEGRATIONS.map((integration) =>
    types.includes(integration.type)
      ? { ...integration, status: 'active', integration_id: `intg-story-${integration.type}` }
      : integration,
  );
const landingOption = (option: string) => ({ event: 'fraud_defense_landing_option', props: { option } });

/** Microsoft 365 fraud defense is active (the contract's default account). */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage Your Fraud Defense to Prevent Financial Losses' }),
    ).toBeVisible();
    await expect(canvas.getByText('Connected through Microsoft 365 Fraud Defense.')).toBeVisible();
    const tabs = get(canvas, t.tabs);
    await expect(get(within(tabs), t.openIssuesTab)).toBeVisible();
    await expect(get(within(tabs), t.configurationTab)).toBeVisible();
    await expect(await find(canvas, t.issuesTable)).toBeVisible();
    await expect(get(canvas, t.securityTraining)).toBeVisible();
    await expect(query(canvas, t.joinNow)).toBeNull();
  },
};

/** Both Microsoft and Google fraud defense active: the pages work with Google (console-platform.md §2.1). */
export const ActiveBothGooglePreferred: Story = {
  parameters: { msw: { handlers: fraudHandlers({ integrations: withActive('ms_fraud_defense', 'google_fraud_defense') }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Connected through Google Workspace Fraud Defense.')).toBeVisible();
    const section = (await find(canvas, t.issuesTable)).closest('section');
    await expect(section).toHaveAttribute('data-integration', 'google_fraud_defense');
  },
};

/** While the integrations load, the page says so in the spec's words. */
export const LoadingIntegrations: Story = {
  parameters: { msw: { handlers: fraudHandlers({ slowIntegrations: true }) } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Loading fraud defense data...');
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The integrations fail once: the spec's error text with the server's, and Try again loads the page. */
export const IntegrationsLoadError: Story = {
  beforeEach: ({ msw }) => void msw.use(...fraudHandlers({ integrationsFailures: 1 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await find(canvas, t.loadError);
    await expect(alert).toHaveTextContent('Error loading fraud defense data: Integrations are unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await find(canvas, t.activeHeading)).toBeVisible();
    await expect(query(canvas, t.loadError)).toBeNull();
  },
};

export const InactiveDefault: Story = {
  parameters: inactive,
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Protect your company from Financial losses with Fraud Defense' }),
    ).toBeVisible();
    await expect(canvas.getByText('Add Fraud Defense as security layer to protect your emails')).toBeVisible();
    const benefits = within(get(canvas, t.benefits)).getAllByRole('listitem');
    const spec = [
      ['Authenticate emails', 'stop impersonation targeting the company'],
      ['Detect threats', 'business email compromise attempts using employee identities'],
      ['Monitor communications', 'check incoming and outgoing email for suspicious behaviour'],
    ];
    await expect(benefits).toHaveLength(spec.length);
    for (const [index, [title, text]] of spec.entries()) {
      const benefit = within(benefits[index]!);
      await expect(benefit.getByRole('heading', { name: title })).toBeVisible();
      // The spec's words exactly, shown with a capital first letter.
      const description = benefit.getByText(text!);
      await expect(description).toBeVisible();
      await expect(getComputedStyle(description, '::first-letter').textTransform).toBe('uppercase');
    }
    const faq = get(canvas, t.faq);
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    // The FAQ sends its option (the new tab itself is not opened here).
    canvasElement.ownerDocument.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await userEvent.click(faq);
    await expect(tracked.mock.calls).toEqual([[landingOption('faq')]]);
    faq.blur();
    await expect(get(canvas, t.joinNow)).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(query(canvas, t.activationStarted)).toBeNull();
  },
};

/** Issue #28: a Viewer sees the landing, but 'Join now' (activating an integration) needs the Admin role. */
export const InactiveViewer: Story = {
  parameters: { ...inactive, session: { flags: { roles_enabled: true }, accessLevel: 'viewer' } },
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const canvas = within(canvasElement);
    const join = get(canvas, t.joinNow);
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(join);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(tracked).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent('Needs the Admin role'),
    );
  },
};

export const InactiveConfiguredTitle: Story = {
  parameters: {
    ...inactive,
    session: {
      settings: {
        fraud_defence_page_title: 'Stop invoice fraud before it reaches your accounts team',
        fraud_defence_page_subtitle: 'Included in your Bright Smile cyber policy',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Stop invoice fraud before it reaches your accounts team' }),
    ).toBeVisible();
    await expect(canvas.getByText('Included in your Bright Smile cyber policy')).toBeVisible();
    await expect(canvas.queryByText('Protect your company from Financial losses with Fraud Defense')).toBeNull();
  },
};

export const ActivationPanelNoChoice: Story = {
  parameters: inactive,
  beforeEach: () => () => localStorage.removeItem('JoinedFraudDefenseBeta'),
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    await userEvent.click(await find(within(canvasElement), t.joinNow));
    await expect(tracked.mock.calls).toEqual([[landingOption('join_now')]]);
    const panel = await drawer(canvasElement);
    await expect(await panel.findByText('Activate Fraud Defense')).toBeVisible();
    await expect(await find(panel, t.microsoft)).not.toBeChecked();
    await expect(get(panel, t.google)).not.toBeChecked();
    await expect(query(panel, t.activationNote)).toBeNull();
    await expect(get(panel, t.continueButton)).toBeDisabled();
  },
};

export const ActivationPanelMicrosoft: Story = {
  parameters: { ...inactive, path: '/fraud-defense/open-issues?panel=fraudDefense' },
  beforeEach: () => () => localStorage.removeItem('JoinedFraudDefenseBeta'),
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const panel = await drawer(canvasElement);
    await userEvent.click(await panel.findByText('Microsoft'));
    await expect(get(panel, t.microsoft)).toBeChecked();
    await expect(get(panel, t.activationNote)).toHaveTextContent('Microsoft admin credentials');
    await userEvent.click(get(panel, t.continueButton));
    // The integration panel of Microsoft fraud defense takes over the drawer.
    await waitFor(() => expect(panel.getByText(/^Integration details/)).toBeVisible());
    await expect(await panel.findByText('Microsoft 365 Fraud Defense')).toBeVisible();
    await expect(localStorage.getItem('JoinedFraudDefenseBeta')).toBe('true');
  },
};

export const ActivationPanelGoogle: Story = {
  parameters: { ...inactive, path: '/fraud-defense/open-issues?panel=fraudDefense' },
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const panel = await drawer(canvasElement);
    await userEvent.click(await panel.findByText('Google'));
    await expect(get(panel, t.google)).toBeChecked();
    await expect(get(panel, t.activationNote)).toHaveTextContent('Google credentials');
    await expect(get(panel, t.activationNote)).not.toHaveTextContent('Microsoft');
    await userEvent.click(get(panel, t.continueButton));
    // The integration panel of Google fraud defense takes over the drawer.
    await waitFor(() => expect(panel.getByText(/^Integration details/)).toBeVisible());
    await expect(await find(panel, integrationsTargets.details)).toHaveAttribute('data-type', 'google_fraud_defense');
    await expect(panel.getByRole('heading', { name: 'Google Workspace Fraud Defense' })).toBeVisible();
  },
};

/**
 * The hand-off completes: signed in through the integration panel, the add request completes and the integration is
 * active. The panel closes by itself, the toast shows, the tabs replace the landing and JoinedFraudDefenseBeta goes.
 */
export const ActivationCompletes: Story = {
  render: () => (
    <>
      <FraudDefenseRoute tab="open-issues" />
      <CurrentSearch />
    </>
  ),
  parameters: { path: '/fraud-defense/open-issues?panel=integration&item=ms_fraud_defense' },
  beforeEach: ({ msw }) => {
    msw.use(...fraudHandlers({ integrations: NEW_CUSTOMER_INTEGRATIONS, integrationsAfterAdd: withActive('ms_fraud_defense') }));
    localStorage.setItem('JoinedFraudDefenseBeta', 'true');
    // A stand-in for the provider's sign-in window: it stays open until the console closes it.
    const popup = { closed: false, opener: {}, location: { href: '' }, close: fn() };
    const open = window.open;
    window.open = fn(() => popup as unknown as Window);
    return () => {
      window.open = open;
      localStorage.removeItem('JoinedFraudDefenseBeta');
      localStorage.removeItem(RESULT_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const canvas = within(canvasElement);
    await expect(get(canvas, t.activationStarted)).toBeVisible();
    const panel = await drawer(canvasElement);
    const details = await find(panel, integrationsTargets.details);
    await expect(details).toHaveAttribute('data-type', 'ms_fraud_defense');
    // #26.8 opened from the activation, the drawer shows the chosen integration alone.
    await waitFor(() => expect(get(body(canvasElement), shared.drawer)).toHaveTextContent('Integration details 1 of 1'));
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('panel=integration');
    await userEvent.click(get(within(details), integrationsTargets.enable));
    // The callback page hands back the tenant the admin consented for.
    const popup = (window.open as ReturnType<typeof fn>).mock.results[0]!.value as { location: { href: string } };
    const state = new URL(popup.location.href, window.location.origin).searchParams.get('state')!;
    localStorage.setItem(
      RESULT_KEY,
      encodeRecord({ state, outcome: { kind: 'tenant', tenantId: 'tenant-story' }, writtenAt: Date.now() }),
    );

    await expect(await canvas.findByRole('heading', { level: 1, name: t.activeHeading.name }, { timeout: 8000 })).toBeVisible();
    // Closed, not merely empty: the panel left the URL too.
    await waitFor(() => expect(query(body(canvasElement), shared.drawer)).toBeNull());
    await waitFor(() => expect(canvas.getByTestId('current-search')).not.toHaveTextContent('panel'));
    await expect(localStorage.getItem('JoinedFraudDefenseBeta')).toBeNull();
    await expect(query(canvas, t.landing)).toBeNull();
    await expect(get(canvas, t.tabs)).toBeVisible();
    await waitFor(() => expect(toasts(canvasElement)).toContain("Fraud Defense Activation Complete! You're Now Protected."), {
      timeout: 8000,
    });
  },
};

/** An activation started earlier in this browser (JoinedFraudDefenseBeta) and not finished. */
export const InactiveActivationStarted: Story = {
  parameters: inactive,
  beforeEach: () => {
    localStorage.setItem('JoinedFraudDefenseBeta', 'true');
    return () => localStorage.removeItem('JoinedFraudDefenseBeta');
  },
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    await expect(await find(within(canvasElement), t.activationStarted)).toHaveTextContent(
      'You started activating Fraud Defense.',
    );
  },
};

export const VideoDialog: Story = {
  parameters: inactive,
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const button = await find(within(canvasElement), t.watchVideo);
    await userEvent.click(button);
    await expect(tracked.mock.calls).toEqual([[landingOption('video')]]);
    const dialog = within(await find(body(canvasElement), t.videoDialog));
    await waitFor(() => expect(dialog.getByText('How Fraud Defense protects your company')).toBeVisible());
    const video = dialog.getByRole('link', { name: 'Watch the video (opens in a new tab)' });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
