import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import { SettingsFrame, settingsHandlers, toasts } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Settings/Invite drawer',
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  parameters: { path: '/settings/team?panel=inviteUser', msw: { handlers: settingsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
  await waitFor(() => expect(within(drawer).getByText('Invite new user')).toBeVisible());
  const panel = within(drawer);
  return {
    drawer,
    first: panel.getByRole('textbox', { name: 'First name' }),
    last: panel.getByRole('textbox', { name: 'Last name' }),
    title: panel.getByRole('textbox', { name: 'Job title' }),
    email: panel.getByRole('textbox', { name: 'Email' }),
    alerts: panel.getByRole('checkbox', { name: 'Send e-mail alerts' }),
    submit: get(panel, t.submitInvite),
  };
}

/** Pastes into a field (typing long values key by key is slow on a busy machine). */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillValid(form: Awaited<ReturnType<typeof openDrawer>>) {
  await enter(form.first, 'Linh');
  await enter(form.last, 'Nguyen');
  await enter(form.title, 'Practice Manager');
  await enter(form.email, 'l.nguyen@brightsmiledental.com');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDrawer(canvasElement);
    await expect(form.drawer).toHaveAttribute('data-drawer-type', 'inviteUser');
    // §2.9: the inviteUser drawer is 30vw wide (from md up; full width below).
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    await waitFor(() => expect(form.drawer.getBoundingClientRect().width).toBeCloseTo(window.innerWidth * 0.3, 0));
    for (const input of [form.first, form.last, form.title, form.email]) await expect(input).toHaveValue('');
    // E-mail alerts are optional and on by default; 'Invite user' waits for a valid form.
    await expect(form.alerts).toBeChecked();
    await expect(form.submit).toBeDisabled();
    await expect(within(form.drawer).queryByText(/is required|limited|Invalid/)).toBeNull();
    // #26.7 The drawer puts focus on its first field, not on Close.
    await waitFor(() => expect(form.first).toHaveFocus());
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDrawer(canvasElement);
    const panel = within(form.drawer);
    // Each field is checked when it loses focus.
    await userEvent.click(form.first);
    await userEvent.tab();
    await expect(await panel.findByText('First name is required')).toBeVisible();
    await userEvent.type(form.first, 'L');
    await expect(panel.getByText('First name is required')).toBeVisible();
    await userEvent.click(form.last);
    await expect(await panel.findByText('First name is limited to 2 characters')).toBeVisible();
    await userEvent.type(form.last, 'N');
    await userEvent.click(form.title);
    await expect(await panel.findByText('Last name is limited to 2 characters')).toBeVisible();
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(form.email);
    await expect(await panel.findByText('Job title is limited to 50 characters')).toBeVisible();
    await userEvent.tab();
    await expect(await panel.findByText('Email is required')).toBeVisible();
    await userEvent.click(form.email);
    await userEvent.paste('l.nguyen@brightsmile');
    await userEvent.tab();
    await expect(await panel.findByText('Invalid email address')).toBeVisible();
    await expect(form.first).toHaveAttribute('aria-invalid', 'true');
    await expect(form.submit).toBeDisabled();
  },
};

export const InvalidEmailCases: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDrawer(canvasElement);
    const panel = within(form.drawer);
    for (const bad of ['maya..okafor@brightsmiledental.com', '.maya@brightsmiledental.com', 'maya@brightsmiledental.c']) {
      await userEvent.clear(form.email);
      await userEvent.paste(bad);
      await userEvent.tab();
      await expect(await panel.findByText('Invalid email address')).toBeVisible();
    }
    await userEvent.clear(form.email);
    await userEvent.paste('maya.okafor@brightsmiledental.com');
    await userEvent.tab();
    await waitFor(() => expect(panel.queryByText('Invalid email address')).toBeNull());
  },
};

export const ReadyToSend: Story = {
  play: async ({ canvasElement }) => {
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await expect(form.submit).toBeEnabled();
  },
};

let release: () => void = () => undefined;
/** The specification's invite (roles off): the invitee is an admin. */
export const Submitting: Story = {
  parameters: {
    session: { flags: { roles_enabled: false } },
    msw: {
      handlers: settingsHandlers({
        inviteGate: new Promise<void>((resolve) => {
          release = resolve;
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await userEvent.click(form.submit);
    // The add-new-user dialog names the invitee and the access they get.
    const dialog = await find(body, t.sendInviteDialog);
    await waitFor(() => expect(within(dialog).getByText('Linh Nguyen')).toBeVisible());
    await expect(dialog).toHaveTextContent('will be invited as an admin of this account');
    await userEvent.click(get(within(dialog), t.sendInvite));
    await waitFor(() => expect(get(within(dialog), t.sendInvite)).toHaveAttribute('data-loading'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await userEvent.click(form.alerts);
    await userEvent.click(form.submit);
    const dialog = await find(body, t.sendInviteDialog);
    await waitFor(() => expect(dialog).not.toHaveTextContent('e-mail alerts on'));
    await userEvent.click(get(within(dialog), t.sendInvite));
    await waitFor(() =>
      expect(toasts(canvasElement)).toContain(
        'Invite sent, once the invitee accepts the invite they will be added to the team page',
      ),
    );
    await waitFor(() => expect(query(body, shared.drawer)).toBeNull(), { timeout: 4000 });
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: settingsHandlers({ inviteResult: 'error' }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await userEvent.click(form.submit);
    const dialog = await find(body, t.sendInviteDialog);
    await userEvent.click(get(within(dialog), t.sendInvite));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Failed to invite user'));
    // The drawer stays open with everything typed.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(form.first).toHaveValue('Linh');
    await expect(form.email).toHaveValue('l.nguyen@brightsmiledental.com');
    await expect(form.submit).toBeEnabled();
  },
};

export const RefusedByServer: Story = {
  parameters: { msw: { handlers: settingsHandlers({ inviteResult: false }) } },
  play: Failure.play,
};

/** #26.6 A 409 shows the server's reason instead of 'Failed to invite user'; what was typed stays. */
export const AlreadyATeamMember: Story = {
  parameters: { msw: { handlers: settingsHandlers({ inviteResult: 'conflict' }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await userEvent.click(form.submit);
    await userEvent.click(get(within(await find(body, t.sendInviteDialog)), t.sendInvite));
    await waitFor(() => expect(toasts(canvasElement)).toContain('l.nguyen@brightsmiledental.com is already a team member.'));
    await expect(toasts(canvasElement)).not.toContain('Failed to invite user');
    await expect(form.email).toHaveValue('l.nguyen@brightsmiledental.com');
  },
};

/** #26.4 Closing the drawer with typed values asks 'Discard changes?' (left open: its look over the drawer). */
export const AsksBeforeDiscarding: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await enter(form.title, 'Practice Manager');
    await userEvent.click(get(body, shared.closeDrawer));
    const prompt = await find(body, shared.discardDialog);
    await waitFor(() => expect(get(within(prompt), shared.discard)).toBeVisible());
    await expect(form.drawer).toBeInTheDocument();
  },
};

const sentInvites: { path: string; body: unknown }[] = [];
const ROLES_ON = { flags: { roles_enabled: true } };

/** Issue #28: with roles the form asks for the role, Member preselected; the request and the confirmation carry it. */
export const WithRole: Story = {
  beforeEach: () => void sentInvites.splice(0),
  parameters: { session: ROLES_ON, msw: { handlers: settingsHandlers({ sent: sentInvites }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    const role = get(within(form.drawer), t.roleSelect);
    await expect(role).toHaveValue('member');
    await expect(form.drawer).toHaveTextContent('Works on issues, findings and cases; reads settings.');
    await fillValid(form);
    await userEvent.selectOptions(role, 'viewer');
    await userEvent.click(form.submit);
    const dialog = await find(body, t.sendInviteDialog);
    await waitFor(() => expect(dialog).toHaveTextContent('will be invited as a Viewer of this account'));
    await userEvent.click(get(within(dialog), t.sendInvite));
    await waitFor(() => expect(sentInvites).toHaveLength(1));
    await expect(sentInvites[0]?.body).toMatchObject({ access_level: 'viewer', email: 'l.nguyen@brightsmiledental.com' });
  },
};

/** Issue #28: a second invite of a pending invitee shows the server's 409 detail in the form; everything typed stays. */
export const InvitationAlreadyPending: Story = {
  parameters: { session: ROLES_ON, msw: { handlers: settingsHandlers({ inviteResult: 'pending' }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await openDrawer(canvasElement);
    await fillValid(form);
    await userEvent.selectOptions(get(within(form.drawer), t.roleSelect), 'admin');
    await userEvent.click(form.submit);
    await userEvent.click(get(within(await find(body, t.sendInviteDialog)), t.sendInvite));
    const reason =
      'l.nguyen@brightsmiledental.com was invited on 20 Nov 2026 and has not accepted yet. Resend the invitation from the team list instead.';
    const alert = await within(form.drawer).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(reason);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(form.first).toHaveValue('Linh');
    await expect(form.email).toHaveValue('l.nguyen@brightsmiledental.com');
    await expect(get(within(form.drawer), t.roleSelect)).toHaveValue('admin');
  },
};
