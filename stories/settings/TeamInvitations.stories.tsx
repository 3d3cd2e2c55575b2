import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import {
  SettingsFrame,
  TEAM_INVITATIONS,
  TEAM_WITH_INVITATIONS,
  settingsHandlers,
  tableColumn,
  toasts,
  type SettingsScript,
} from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { find, get, query } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

/**
 * Invitations on the team page (issue #28, invitations_enabled): the invitees' rows show 'Pending' or 'Expired' and
 * the expiry, from getInvitations joined by invitation_id; an Admin resends or revokes them from the row menu.
 */
const sent: NonNullable<SettingsScript['sent']> = [];
const removed = new Set<string>();
const script = (extra: SettingsScript = {}): SettingsScript => ({
  team: TEAM_WITH_INVITATIONS,
  invitations: TEAM_INVITATIONS,
  sent,
  removed,
  ...extra,
});

const meta = {
  title: 'Settings/Team invitations',
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  beforeEach: () => {
    sent.splice(0);
    removed.clear();
  },
  parameters: {
    path: '/settings/team',
    msw: { handlers: settingsHandlers(script()) },
    session: {
      flags: { roles_enabled: true, invitations_enabled: true, user_send_alerts_enabled: false, delete_user_enabled: true },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) => find(within(canvasElement), t.teamTable);

/** The team's rows, waited for, and the name column's text. */
async function names(canvasElement: HTMLElement, count: number) {
  const grid = await table(canvasElement);
  await waitFor(() => expect(tableColumn(grid, 0)).toHaveLength(count), SLOW);
  return grid;
}

async function openRowMenu(canvasElement: HTMLElement, label: string) {
  const grid = await table(canvasElement);
  await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${label}` }, SLOW));
  return find(body(canvasElement), { role: 'menu' });
}

/** Both invitees show their invitation: status and expiry (the mock's clock is 2026-11-23 09:00 UTC). */
export const InvitationRows: Story = {
  play: async ({ canvasElement }) => {
    const grid = await names(canvasElement, 9);
    await waitFor(() => expect(within(grid).getAllByTestId('invitation-status')).toHaveLength(2), SLOW);
    const [james, northpoint] = [
      within(grid).getByText('james.ortiz@brightsmiledental.com', { selector: '[role="cell"]:first-child *' }),
      within(grid).getByText('support@northpoint-it.com', { selector: '[role="cell"]:first-child *' }),
    ];
    await expect(james.closest('[role="cell"]')).toHaveTextContent('PendingExpires Dec 6, 2026');
    await expect(northpoint.closest('[role="cell"]')).toHaveTextContent('ExpiredExpired Nov 20, 2026');
    // The specification's badge gives way to the invitation's status.
    await expect(within(grid).queryByText('Invitation pending')).toBeNull();
    // The pending invitee's row menu: resend and revoke, no 'Delete user' (revoking does that).
    const menu = await openRowMenu(canvasElement, 'james.ortiz@brightsmiledental.com');
    await waitFor(() => expect(get(within(menu), t.resendInvitationItem)).toBeVisible());
    await expect(get(within(menu), t.revokeInvitationItem)).toBeVisible();
    await expect(query(within(menu), t.deleteUserItem)).toBeNull();
  },
};

/** A member's row menu has no invitation actions. */
export const MemberRowMenu: Story = {
  play: async ({ canvasElement }) => {
    await names(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, 'Priya Raman');
    await waitFor(() => expect(get(within(menu), t.deleteUserItem)).toBeVisible());
    await expect(query(within(menu), t.resendInvitationItem)).toBeNull();
    await expect(query(within(menu), t.revokeInvitationItem)).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Resending the expired invitation: one request, a toast, the list read again (pending until Dec 7). */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    await names(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, 'support@northpoint-it.com');
    await userEvent.click(get(within(menu), t.resendInvitationItem));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Invitation sent again to support@northpoint-it.com'), SLOW);
    await expect(sent).toEqual([{ path: '/invitations/inv-northpoint/resend', body: null }]);
  },
};

/** 'Revoke invitation' asks first (left open: its look). */
export const RevokeConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await names(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, 'james.ortiz@brightsmiledental.com');
    await userEvent.click(get(within(menu), t.revokeInvitationItem));
    const dialog = await find(body(canvasElement), t.revokeInvitationDialog);
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'The invitation link sent to james.ortiz@brightsmiledental.com will stop working and they will leave the team list.',
      ),
    );
    await expect(sent).toEqual([]);
  },
};

/** Confirmed with a zero-gap double click: one request; the invitee leaves the list; focus returns to the table. */
export const Revoked: Story = {
  play: async ({ canvasElement }) => {
    await names(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, 'james.ortiz@brightsmiledental.com');
    await userEvent.click(get(within(menu), t.revokeInvitationItem));
    const dialog = await find(body(canvasElement), t.revokeInvitationDialog);
    await userEvent.dblClick(get(within(dialog), t.confirmRevokeInvitation));
    await waitFor(
      () => expect(toasts(canvasElement)).toContain('The invitation to james.ortiz@brightsmiledental.com was revoked'),
      SLOW,
    );
    await names(canvasElement, 8);
    await expect(sent).toEqual([{ path: '/invitations/inv-jortiz', body: null }]);
    await waitFor(() => expect(query(body(canvasElement), t.revokeInvitationDialog)).toBeNull(), SLOW);
  },
};

/** Revoking an invitation accepted meanwhile (404): says so; the lists are read again. */
export const RevokeGone: Story = {
  parameters: { msw: { handlers: settingsHandlers(script({ invitationWriteStatus: 404 })) } },
  play: async ({ canvasElement }) => {
    await names(canvasElement, 9);
    const menu = await openRowMenu(canvasElement, 'james.ortiz@brightsmiledental.com');
    await userEvent.click(get(within(menu), t.revokeInvitationItem));
    await userEvent.click(get(within(await find(body(canvasElement), t.revokeInvitationDialog)), t.confirmRevokeInvitation));
    await waitFor(() => expect(toasts(canvasElement)).toContain('This invitation was already accepted or revoked'), SLOW);
  },
};

/** Flag off: the specification's team page (the 'Invitation pending' badge), no invitation actions, no read. */
export const FlagOff: Story = {
  parameters: { session: { flags: { invitations_enabled: false } } },
  play: async ({ canvasElement }) => {
    const grid = await names(canvasElement, 9);
    await expect(within(grid).getAllByText('Invitation pending')).toHaveLength(2);
    await expect(within(grid).queryByTestId('invitation-status')).toBeNull();
    const menu = await openRowMenu(canvasElement, 'james.ortiz@brightsmiledental.com');
    await waitFor(() => expect(get(within(menu), t.deleteUserItem)).toBeVisible());
    await expect(query(within(menu), t.revokeInvitationItem)).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A backend one release behind (getInvitations 404): the specification's page, no error. */
export const EndpointAbsent: Story = {
  parameters: { msw: { handlers: settingsHandlers(script({ invitations: 404 })) } },
  play: async ({ canvasElement }) => {
    const grid = await names(canvasElement, 9);
    await waitFor(() => expect(within(grid).getAllByText('Invitation pending')).toHaveLength(2), SLOW);
    await expect(within(grid).queryByTestId('invitation-status')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** 390 px: the invitation's status and expiry sit whole in the row's card. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await names(canvasElement, 9);
    await waitFor(() => expect(within(grid).getAllByTestId('invitation-status')).toHaveLength(2), SLOW);
    for (const status of within(grid).getAllByTestId('invitation-status')) {
      await waitFor(() => expect(fullyInView(status)).toBe(true));
    }
  },
};
