import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TeamMember } from '@generated/model';
import teamExamples from '../../openapi/examples/team.json';
import { RequireRole } from '@/features/platform';
import { AuditLogPage } from '@/features/settings/audit/AuditLogPage';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import { SettingsFrame, settingsHandlers, tableColumn, tableHeaders, toasts, type SettingsScript } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { find, get, query } from '../support/targets';

/** The team page with roles on (issue #28), as each role sees it, and the member dialogs of an Admin. */
const meta = {
  title: 'Settings/Team roles',
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  parameters: {
    path: '/settings/team',
    msw: { handlers: settingsHandlers() },
    session: { flags: { roles_enabled: true, user_send_alerts_enabled: false, delete_user_enabled: true } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => find(within(canvasElement), t.teamTable);
const column = tableColumn;
const headers = tableHeaders;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens a member's row menu and picks an item; returns the dialog it opens. */
async function openMemberDialog(canvasElement: HTMLElement, name: string, item: 'Change role' | 'Reset MFA' | 'Edit member') {
  const grid = await table(canvasElement);
  await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: item }));
  const target = { 'Change role': t.changeRoleDialog, 'Reset MFA': t.resetMfaDialog, 'Edit member': t.editMemberDialog }[item];
  return find(body(canvasElement), target);
}

/** Waits for data and toasts: longer than waitFor's 1 s default, for a loaded machine. */
const SLOW = { timeout: 5000 };

const handlersWith = (script: SettingsScript) => ({ msw: { handlers: settingsHandlers(script) } });

export const AdminView: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(8), SLOW);
    await expect(headers(grid)).toEqual(['Name', 'Email', 'Job title', 'Role', 'MFA', 'Last sign-in', 'Actions']);
    await expect(column(grid, 3).slice(0, 4)).toEqual(['Admin', 'Member', 'Viewer', 'Admin']);
    // The mock's clock is 2026-11-23 09:00 UTC: Maya signed in at 08:12, the pending invitation never.
    await expect(column(grid, 5)[3]).toBe('48 minutes ago');
    await expect(column(grid, 5)[7]).toBe('—');
    await expect(get(within(canvasElement), t.inviteUser)).not.toHaveAttribute('aria-disabled');
    await expect(within(canvasElement).getByRole('button', { name: /^Filters/ })).toBeVisible();
  },
};

/** 'Last sign-in' shows the exact time on hover. */
export const LastSignInExactTime: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const cell = await within(grid).findByText('48 minutes ago');
    await userEvent.hover(cell);
    await expect(await body(canvasElement).findByRole('tooltip', {}, SLOW)).toHaveTextContent('Nov 23, 2026');
  },
};

export const FilteredToMfaOff: Story = {
  parameters: { path: '/settings/team?mfa=off' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    // Northpoint IT's invitation expired (invitations_enabled, the contract's default example).
    await waitFor(
      () => expect(column(grid, 0)).toEqual(['Marcus Bell', 'support@northpoint-it.comExpiredExpired Nov 20, 2026']),
      SLOW,
    );
    await expect(within(canvasElement).getByRole('button', { name: /^Filters/ })).toHaveTextContent('1');
    // Search and filter together: Olivia Grant matches the search but has MFA on; Marcus Bell matches both.
    const search = get(within(canvasElement), t.teamSearch);
    await userEvent.type(search, 'olivia');
    await expect(await within(grid).findByText('No team members found', {}, SLOW)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'finance');
    await waitFor(() => expect(column(grid, 0)).toEqual(['Marcus Bell']), SLOW);
    await userEvent.clear(search);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(2), SLOW);
  },
};

export const MemberView: Story = {
  parameters: { session: { accessLevel: 'member' } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(8), SLOW);
    // Waited for: the story's own session (a Member) is what renders the page.
    await waitFor(() => expect(get(within(canvasElement), t.inviteUser)).toHaveAttribute('aria-disabled', 'true'), SLOW);
    const invite = get(within(canvasElement), t.inviteUser);
    await expect(within(grid).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await userEvent.hover(invite);
    await expect(await body(canvasElement).findByRole('tooltip', {}, SLOW)).toHaveTextContent('Needs the Admin role');
    // A click does nothing: no drawer.
    await userEvent.click(invite);
    await expect(query(body(canvasElement), t.inviteForm)).toBeNull();
  },
};

export const ViewerView: Story = {
  parameters: { session: { accessLevel: 'viewer' } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(8), SLOW);
    await waitFor(() => expect(get(within(canvasElement), t.inviteUser)).toHaveAttribute('aria-disabled', 'true'), SLOW);
    await expect(within(grid).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

const sent: NonNullable<SettingsScript['sent']> = [];

export const ChangeRoleDialog: Story = {
  beforeEach: () => void sent.splice(0),
  parameters: handlersWith({ sent }),
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Priya Raman', 'Change role');
    const select = get(within(dialog), t.roleSelect);
    await expect(select).toHaveValue('member');
    await expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
    await userEvent.selectOptions(select, 'viewer');
    await expect(dialog).toHaveTextContent('Reads everything; changes nothing but their own settings.');
    // A zero-gap double click sends one request.
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Priya Raman is now a Viewer'), SLOW);
    await expect(sent).toEqual([{ path: '/team/usr-praman/info', body: { access_level: 'viewer' } }]);
  },
};

/** The last acting Admin (the other Admin is only invited): the role is locked and the dialog says why. */
export const ChangeRoleLastAdmin: Story = {
  parameters: handlersWith({
    team: (teamExamples.default.value as TeamMember[]).map((m) =>
      m.user_id === 'usr-dreyes' ? { ...m, access_level: 'member' as const } : m,
    ),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Maya Okafor', 'Change role');
    await expect(dialog).toHaveTextContent('The account needs at least one Admin. Make another member an Admin first.');
    await expect(get(within(dialog), t.roleSelect)).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Change role' })).toBeNull();
  },
};

/** An Admin demoting themself confirms first. */
export const ChangeOwnRole: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Maya Okafor', 'Change role');
    await userEvent.selectOptions(get(within(dialog), t.roleSelect), 'member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    const confirm = await find(body(canvasElement), t.selfDemotionDialog);
    await expect(confirm).toHaveTextContent('You will be a Member of Bright Smile Dental Group');
  },
};

/** The server refuses for the role: the dialog stays open with the choice and says why. */
export const ChangeRoleRefused: Story = {
  parameters: handlersWith({ memberWrite: 'roleRequired' }),
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Priya Raman', 'Change role');
    await userEvent.selectOptions(get(within(dialog), t.roleSelect), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "You don't have permission to change roles. This needs the Admin role.",
    );
    const role = get(within(dialog), t.roleSelect);
    await expect(role).toHaveValue('admin');
    // The user goes back to the role (whether 'Change role' kept focus while it was disabled depends on timing).
    role.focus();
    await expect(role).toHaveFocus();
  },
};

/**
 * The server refuses to delete the last Admin (409 LAST_ADMIN: the team changed since it was read): the toast gives
 * the server's reason, not only 'User could not be deleted', and the member stays.
 */
export const DeleteLastAdminRefused: Story = {
  parameters: handlersWith({ deleteResult: 'lastAdmin' }),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Daniel Reyes' }));
    await userEvent.click(await find(body(canvasElement), t.deleteUserItem));
    const dialog = await find(body(canvasElement), t.deleteUserDialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(
      () =>
        expect(toasts(canvasElement)).toContain(
          'Bright Smile Dental Group needs at least one Admin. Make another member an Admin first.',
        ),
      SLOW,
    );
    await expect(column(grid, 0)).toContain('Daniel Reyes');
  },
};

export const ResetMfaDialog: Story = {
  beforeEach: () => void sent.splice(0),
  parameters: handlersWith({ sent }),
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Priya Raman', 'Reset MFA');
    await expect(dialog).toHaveTextContent('must set up multi-factor authentication again at their next sign-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset MFA' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain("Priya Raman's MFA was reset"), SLOW);
    await expect(sent).toEqual([{ path: '/team/usr-praman/mfa/reset', body: null }]);
  },
};

export const EditMemberDialog: Story = {
  beforeEach: () => void sent.splice(0),
  parameters: handlersWith({ sent }),
  play: async ({ canvasElement }) => {
    const dialog = await openMemberDialog(canvasElement, 'Olivia Grant', 'Edit member');
    const jobTitle = within(dialog).getByRole('textbox', { name: 'Job title' });
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, 'x'.repeat(51));
    await userEvent.tab();
    await expect(await within(dialog).findByText('Job title is limited to 50 characters')).toBeVisible();
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, 'Regional Director');
    await userEvent.selectOptions(get(within(dialog), t.roleSelect), 'member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain("Olivia Grant's details were saved"), SLOW);
    await expect(sent).toEqual([
      { path: '/team/usr-ogrant/info', body: { job_title: 'Regional Director', access_level: 'member' } },
    ]);
  },
};

/** The audit log reached by URL by a Member: said inside the layout, not a 404. */
export const NoAccessPage: Story = {
  render: () => (
    <SettingsFrame>
      <RequireRole permission="readAuditLog">
        <AuditLogPage notFound={null} />
      </RequireRole>
    </SettingsFrame>
  ),
  parameters: { path: '/settings/audit-log', session: { accessLevel: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await find(canvas, t.noAccess)).toBeVisible();
    await expect(canvas.getByText('Needs the Admin role. Ask an admin of your account to change your role.')).toBeVisible();
    await expect(get(canvas, t.teamTab)).toBeVisible();
    await expect(query(canvas, t.auditTable)).toBeNull();
  },
};
