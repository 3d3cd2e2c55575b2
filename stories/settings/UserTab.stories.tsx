import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserSettingsPage } from '@/features/settings/user/UserSettingsPage';
import { SettingsFrame, settingsHandlers } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { get } from '../support/targets';

const meta = {
  title: 'Settings/User tab',
  render: () => (
    <SettingsFrame>
      <UserSettingsPage />
    </SettingsFrame>
  ),
  parameters: { path: '/settings/user', msw: { handlers: settingsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Maya Okafor')).toBeVisible();
    await expect(canvas.getByText('maya.okafor@brightsmiledental.com')).toBeVisible();
    await expect(canvas.getByText('Date signed up')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Enable MFA' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Enable MFA' })).toBeEnabled();
  },
};

export const MfaEnforced: Story = {
  parameters: { session: { account: { enforce_mfa: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Enable MFA' })).toBeDisabled();
  },
};

export const DisableMfaDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Enable MFA' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Disable MFA' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Disable MFA' })).toBeVisible());
  },
};

export const ResetMfaDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset MFA?' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reset MFA' });
    await waitFor(() => expect(dialog).toHaveTextContent('Your current authenticator will stop working.'));
  },
};

export const EditUserDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(canvasElement), t.editUser));
    const dialog = within(await body.findByTestId('edit-user-dialog'));
    const first = dialog.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveValue('Maya'));
    await userEvent.clear(first);
    await userEvent.type(first, 'M');
    await userEvent.tab();
    await expect(await dialog.findByText('First name is limited to 2 characters')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const DarkModeToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = get(canvas, t.darkMode);
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(!before));
    await expect(canvas.getByText(before ? 'No' : 'Yes')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.classList.contains('dark')).toBe(!before);
    await expect(localStorage.getItem('theme')).toBe(before ? 'light' : 'dark');
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(before));
  },
};
