import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserSettingsPage } from '@/features/settings/user/UserSettingsPage';
import { SettingsFrame, settingsHandlers } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { paintedDestructive } from '../support/colors';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get } from '../support/targets';

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
    await expect(get(canvas, t.enableMfa)).toBeChecked();
    await expect(get(canvas, t.enableMfa)).toBeEnabled();
  },
};

/** A user with only what the contract requires: no sign-up date (the row is left out) and an empty job title. */
export const MinimalUser: Story = {
  parameters: { session: { user: { created_at: null, job_title: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Maya Okafor')).toBeVisible();
    await expect(canvas.queryByText('Date signed up')).toBeNull();
    await expect(canvas.getByText('Title').nextElementSibling).toHaveTextContent('—');
  },
};

/** MFA enforced by the account and already on: it cannot be switched off. */
export const MfaEnforced: Story = {
  parameters: { session: { account: { enforce_mfa: true }, mfaActive: true } },
  play: async ({ canvasElement }) => {
    await expect(get(within(canvasElement), t.enableMfa)).toBeDisabled();
  },
};

/** Enforced but not active yet: the user can still switch it on here. */
export const MfaEnforcedNotActive: Story = {
  parameters: { session: { account: { enforce_mfa: true }, mfaActive: false } },
  play: async ({ canvasElement }) => {
    const toggle = get(within(canvasElement), t.enableMfa);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  },
};

export const DisableMfaDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(canvasElement), t.enableMfa));
    const dialog = await body.findByRole('alertdialog', { name: 'Disable MFA' });
    const confirm = within(dialog).getByRole('button', { name: 'Disable MFA' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(paintedDestructive(confirm)).toBe(true);
  },
};

const sent: { path: string; body: unknown }[] = [];

/** Confirming the dialog switches MFA off: the request goes out and the switch shows the new state. */
export const DisableMfa: Story = {
  beforeEach: () => void sent.splice(0),
  parameters: { msw: { handlers: settingsHandlers({ sent }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = get(within(canvasElement), t.enableMfa);
    await userEvent.click(toggle);
    const dialog = await body.findByRole('alertdialog', { name: 'Disable MFA' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Disable MFA' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(sent).toEqual([
      { path: '/mfa', body: { active: false, redirect_to_login: false, return_endpoint: '/settings/user' } },
    ]);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  },
};

export const ResetMfaDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset MFA?' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reset MFA' });
    await waitFor(() => expect(dialog).toHaveTextContent('Your current authenticator will stop working.'));
    await expect(paintedDestructive(within(dialog).getByRole('button', { name: 'Reset MFA' }))).toBe(true);
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

const edits: { path: string; body: unknown }[] = [];

/** The 'Edit user details' dialog as it opens: the saved profile, focus on First name, Save waiting for a change. */
export const EditUserDetails: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(canvasElement), t.editUser));
    const dialog = await find(body, t.editUserDialog);
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveValue('Maya'));
    await waitFor(() => expect(first).toHaveFocus());
    await expect(get(within(dialog), t.saveUser)).toBeDisabled();
    await expect(get(within(dialog), t.cancel)).toBeEnabled();
  },
};

/** #25 A stored surname 'O' (a directory's) does not block a new job title: only what changed is checked and sent. */
export const EditUserKeepsStoredSurname: Story = {
  beforeEach: () => void edits.splice(0),
  parameters: { session: { user: { last_name: 'O' } }, msw: { handlers: settingsHandlers({ sent: edits }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(canvasElement), t.editUser));
    const dialog = await find(body, t.editUserDialog);
    const title = within(dialog).getByRole('textbox', { name: 'Job title' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('O'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Head of IT');
    await userEvent.tab();
    await expect(within(dialog).queryByText(/limited to/)).toBeNull();
    await userEvent.click(get(within(dialog), t.saveUser));
    await waitFor(() => expect(edits).toEqual([{ path: '/users/info', body: { job_title: 'Head of IT' } }]));
    // Focus back on Edit once the dialog has gone (the capture shows its ring).
    await waitFor(() => expect(get(within(canvasElement), t.editUser)).toHaveFocus());
  },
};

/** #26.4 Escape on the changed edit-user dialog asks 'Discard changes?' (left open: its look over the dialog). */
export const EditUserAsksBeforeDiscarding: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(canvasElement), t.editUser));
    const dialog = await find(body, t.editUserDialog);
    const title = within(dialog).getByRole('textbox', { name: 'Job title' });
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.type(title, ' (interim)');
    await userEvent.keyboard('{Escape}');
    const prompt = await find(body, shared.discardDialog);
    await waitFor(() => expect(get(within(prompt), shared.keepEditing)).toBeVisible());
    await expect(dialog).toBeInTheDocument();
  },
};
