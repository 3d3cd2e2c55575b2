import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { find, get, query } from '../support/targets';
import { FraudDefenseRoute, NEW_CUSTOMER_INTEGRATIONS, fraudHandlers } from './fraud-fixtures';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Fraud defense/Landing',
  render: () => <FraudDefenseRoute tab="open-issues" />,
  parameters: { path: '/fraud-defense/open-issues', msw: { handlers: fraudHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = async (canvasElement: HTMLElement) => within(await find(body(canvasElement), shared.drawer));
/** The landing loads on demand (dynamic import): under load that takes longer than findBy's default second. */
const landing = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('fraud-defense-landing', undefined, { timeout: 8000 });
const inactive = { msw: { handlers: fraudHandlers({ integrations: NEW_CUSTOMER_INTEGRATIONS }) } };

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

export const InactiveDefault: Story = {
  parameters: inactive,
  play: async ({ canvasElement }) => {
    await landing(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Protect your company from Financial losses with Fraud Defense' }),
    ).toBeVisible();
    await expect(canvas.getByText('Add Fraud Defense as security layer to protect your emails')).toBeVisible();
    const benefits = get(canvas, t.benefits);
    for (const title of ['Authenticate emails', 'Detect threats', 'Monitor communications']) {
      await expect(within(benefits).getByRole('heading', { name: title })).toBeVisible();
    }
    const faq = get(canvas, t.faq);
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(get(canvas, t.joinNow)).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(query(canvas, t.activationStarted)).toBeNull();
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
    await expect(get(panel, t.continueButton)).toBeEnabled();
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
