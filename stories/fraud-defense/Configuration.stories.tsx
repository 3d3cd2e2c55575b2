import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { find, get } from '../support/targets';
import { FraudDefenseConfiguration } from '@/features/fraud-defense/components/FraudDefenseConfiguration';
import { FraudDefenseRoute, fraudHandlers } from './fraud-fixtures';

const meta = {
  title: 'Fraud defense/Configuration',
  render: () => <FraudDefenseRoute tab="configuration" />,
  parameters: { path: '/fraud-defense/configuration', msw: { handlers: fraudHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await find(canvas, t.configurationHeading)).toBeVisible();
    await expect(canvas.getByText('Microsoft 365 Fraud Defense')).toBeVisible();
    const toggle = get(canvas, t.enabledToggle);
    await expect(toggle).toBeChecked();
  },
};

const onEnable = fn();

/** The switch off: turning it on opens the activation panel (the page hands it `onEnable`). */
export const Disabled: Story = {
  render: () => (
    <FraudDefenseConfiguration
      enabled={false}
      integrationName={null}
      busy={false}
      onDisable={async () => undefined}
      onEnable={onEnable}
    />
  ),
  beforeEach: () => onEnable.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(get(canvas, t.disabledToggle)).not.toBeChecked();
    await userEvent.click(canvas.getByText('Disabled'));
    await expect(onEnable).toHaveBeenCalledOnce();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const ConfirmDisable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Enabled'));
    const dialog = within(await find(body(canvasElement), t.disableDialog));
    await waitFor(() => expect(dialog.getByText('Are you sure you want to disable the integration?')).toBeVisible());
    // Cancel keeps it on.
    await userEvent.click(get(dialog, t.cancel));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(get(canvas, t.enabledToggle)).toBeChecked();
    // Confirm turns it off: the toast, and the landing replaces the tabs.
    await userEvent.click(canvas.getByText('Enabled'));
    const again = within(await find(body(canvasElement), t.disableDialog));
    await userEvent.click(get(again, t.confirmDisable));
    const toast = await body(canvasElement).findByText(
      'Fraud Defense Disabled. You can re-enable it at any time to stay secure.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    // The landing loads lazily and replaces what was there: wait for the settled button, not the first one found.
    await waitFor(() => expect(get(canvas, t.joinNow)).toBeVisible(), { timeout: 8000 });
  },
};
