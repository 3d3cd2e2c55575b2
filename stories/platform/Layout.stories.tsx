import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { getGetTrainingIntegrationMockHandler } from '@generated/api/training/training.msw';
import type { TrainingIntegration } from '@generated/model';
import { AppLayout } from '@/features/platform/layout/AppLayout';
import { Panel } from '@/shared/ui/Panel';
import { shellTargets as t } from '../../tests/e2e/pages/shell.targets';
import { find, get, query } from '../support/targets';

function Frame() {
  return (
    <AppLayout>
      <Heading as="h1" textStyle="2xl" mb="4">
        Summary
      </Heading>
      <Panel>
        <Text color="fg.muted">Page content goes here.</Text>
      </Panel>
    </AppLayout>
  );
}

const meta = {
  title: 'Platform/Page frame',
  render: () => <Frame />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const nav = await find(canvas, t.mainNav);
    for (const label of ['Summary', 'Fraud Defense', 'MDR', 'Digital footprint', 'Integrations']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    await expect(get(within(nav), t.securityTraining)).toBeInTheDocument();
    await expect(get(canvas, t.accountPicker)).toHaveValue('acc-brightsmile');
  },
};

export const PolicyExpiring: Story = {
  parameters: {
    session: {
      account: { policy_expiration_status: 'about_to_expire', count_down_in_days: 1, policy_expiration_date: '2026-11-22' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await find(within(canvasElement), t.policyNotice)).toHaveTextContent(
      'Your Cyber Insurance Policy and Stance Account Expiration in 1 Day',
    );
  },
};

export const GracePeriod: Story = {
  parameters: { session: { account: { policy_expiration_status: 'grace_expiration', count_down_in_days: 5 } } },
  play: async ({ canvasElement }) => {
    await expect(await find(within(canvasElement), t.policyNotice)).toHaveTextContent(
      'Important Notice: Your Stance Account is expired. 5 Days of Grace Period remain',
    );
  },
};

export const MfaEnforced: Story = {
  parameters: { session: { account: { enforce_mfa: true }, mfaActive: false } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Enable multi-factor authentication',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enable MFA' })).toBeVisible());
  },
};

/** Training not active yet (console-platform.md §2.11): 'Security Training' explains instead of opening a link. */
export const TrainingNotActive: Story = {
  parameters: {
    msw: { handlers: [getGetTrainingIntegrationMockHandler({ is_active: false } satisfies TrainingIntegration)] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const nav = await find(body, t.mainNav);
    await userEvent.click(get(within(nav), t.securityTraining));
    const dialog = await body.findByRole('dialog', { name: 'Security Training is on its way' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible());
  },
};

export const SettingsMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /maya\.okafor@brightsmiledental\.com/ }));
    await waitFor(async () => expect(await body.findByRole('menuitem', { name: 'System Settings' })).toBeVisible());
    await expect(body.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  },
};

/** Below xl (1280 px) the navigation moves into the mobile drawer menu; pick a narrow viewport in the toolbar. */
export const Narrow: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(window.innerWidth).toBeLessThan(1280);
    const menuButton = await find(canvas, t.openNavMenu);
    await expect(query(canvas, t.mainNav)).toBeNull();
    await userEvent.click(menuButton);
    const menu = within(await find(canvas, t.mobileNav));
    // The menu slides in: its links are visible once the opening animation is over.
    for (const label of ['Summary', 'Fraud Defense', 'MDR', 'Digital footprint', 'Integrations']) {
      await waitFor(() => expect(menu.getByRole('link', { name: label })).toBeVisible());
    }
  },
};
