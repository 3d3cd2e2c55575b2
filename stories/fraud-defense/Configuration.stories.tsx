import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { find, get } from '../support/targets';
import { resetScanFlag, toasts } from '../integrations/integrations-fixtures';
import { FraudDefenseRoute, fraudHandlers, tracked } from './fraud-fixtures';

const meta = {
  title: 'Fraud defense/Configuration',
  render: () => <FraudDefenseRoute tab="configuration" />,
  parameters: { path: '/fraud-defense/configuration', msw: { handlers: fraudHandlers() } },
  beforeEach: () => {
    resetScanFlag();
    tracked.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Turns the integration off: the toggle, then Disable in the confirmation (clicked, or double clicked). */
async function disable(canvasElement: HTMLElement, press: 'click' | 'dblClick' = 'click') {
  await userEvent.click(await within(canvasElement).findByText('Enabled'));
  const dialog = within(await find(body(canvasElement), t.disableDialog));
  await waitFor(() => expect(get(dialog, t.confirmDisable)).toBeVisible());
  await userEvent[press](get(dialog, t.confirmDisable));
}

export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await find(canvas, t.configurationHeading)).toBeVisible();
    await expect(canvas.getByText('Microsoft 365 Fraud Defense')).toBeVisible();
    const toggle = get(canvas, t.enabledToggle);
    await expect(toggle).toBeChecked();
  },
};

/**
 * Turned off: confirmed, while the integration is being turned off (the server has not answered yet). The switch
 * shows off, 'Disabled', and is locked; the tab only exists while an integration is active, so this is when the
 * label reads 'Disabled' (the component's decision).
 */
export const Disabled: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.delete('*/api/accounts/:accountId/providers/:providerId/integration/:integrationId', () => delay('infinite')),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await disable(canvasElement);
    // The confirmation is still open (busy), so the page behind it is hidden from the accessibility tree.
    const toggle = get(canvas, { ...t.disabledToggle, hidden: true });
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeDisabled());
    await expect(canvas.queryByText('Enabled')).toBeNull();
    await expect(tracked).not.toHaveBeenCalled();
  },
};

export const ConfirmDisable: Story = {
  // Its own handlers: after the DELETE they list the integration inactive.
  beforeEach: ({ msw }) => void msw.use(...fraudHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Enabled'));
    const dialog = within(await find(body(canvasElement), t.disableDialog));
    await waitFor(() => expect(dialog.getByText('Are you sure you want to disable the integration?')).toBeVisible());
    // Cancel keeps it on.
    await userEvent.click(get(dialog, t.cancel));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(get(canvas, t.enabledToggle)).toBeChecked();
    await expect(tracked).not.toHaveBeenCalled();
    // Confirm turns it off: the toast, and the landing replaces the tabs.
    await userEvent.click(canvas.getByText('Enabled'));
    const again = within(await find(body(canvasElement), t.disableDialog));
    await userEvent.click(get(again, t.confirmDisable));
    const toast = await body(canvasElement).findByText(
      'Fraud Defense Disabled. You can re-enable it at any time to stay secure.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(tracked.mock.calls).toEqual([
      [{ event: 'fraud_defense_disabled', props: { origin: 'fraud-defense-configurations', type: 'ms_fraud_defense' } }],
    ]);
    // The landing loads lazily and replaces what was there: wait for the settled button, not the first one found.
    await waitFor(() => expect(get(canvas, t.joinNow)).toBeVisible(), { timeout: 8000 });
  },
};

const calls: string[] = [];

/**
 * #26.10 a refused disable (DELETE 500): the integration is read again and the page shows what the server says
 * (still on, 'Enabled'), with a toast that the disconnect failed; no 'Fraud Defense Disabled', no analytics event.
 */
export const DisableFails: Story = {
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...fraudHandlers({ deleteStatus: 500, calls }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await disable(canvasElement);
    await waitFor(
      () => expect(toasts(canvasElement)).toContain('Failed to disable Microsoft 365 Fraud Defense. Please try again later.'),
      { timeout: 5000 },
    );
    await expect(calls.slice(calls.indexOf('delete'))).toEqual(['delete', 'integrations']);
    await waitFor(() => expect(get(canvas, t.enabledToggle)).toBeChecked());
    await expect(get(canvas, t.enabledToggle)).toBeEnabled();
    await expect(toasts(canvasElement)).not.toContain('Fraud Defense Disabled. You can re-enable it at any time to stay secure.');
    await expect(tracked).not.toHaveBeenCalled();
  },
};

/** One click, one request: a zero-gap double click on Disable sends one DELETE and one analytics event. */
export const DisableDoubleClick: Story = {
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...fraudHandlers({ calls }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await disable(canvasElement, 'dblClick');
    await waitFor(() => expect(get(canvas, t.joinNow)).toBeVisible(), { timeout: 8000 });
    await expect(calls.filter((call) => call === 'delete')).toHaveLength(1);
    await expect(tracked).toHaveBeenCalledTimes(1);
  },
};

/** Issue #28: a Member may not turn fraud defense off (Admins manage integrations): the switch stays on and says why. */
export const MemberCannotDisable: Story = {
  parameters: { session: { flags: { roles_enabled: true }, accessLevel: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await find(canvas, t.enabledToggle);
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Enabled'));
    await expect(toggle).toBeChecked();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.hover(canvas.getByText('Enabled'));
    const tip = await waitFor(() => body(canvasElement).getByRole('tooltip'));
    await expect(tip).toHaveTextContent('Needs the Admin role');
    // Above the switch, not at the page's corner (the tooltip finds the switch by its root's id).
    const label = canvas.getByText('Enabled').getBoundingClientRect();
    await waitFor(() => {
      const box = tip.getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(label.top + 1);
      expect(box.bottom).toBeGreaterThan(label.top - 48);
    });
  },
};
