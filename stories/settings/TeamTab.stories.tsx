import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import { SettingsFrame, settingsHandlers, tableColumn, tableHeaders, toasts } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { paintedDestructive } from '../support/colors';
import { find, get, query } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

const meta = {
  title: 'Settings/Team tab',
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  // The specification's team page: roles and invitations off (their views: TeamRoles, TeamInvitations.stories.tsx).
  parameters: {
    path: '/settings/team',
    msw: { handlers: settingsHandlers() },
    session: { flags: { roles_enabled: false, invitations_enabled: false } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => find(within(canvasElement), t.teamTable);
const column = tableColumn;
const headers = tableHeaders;
const sortOf = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('columnheader')
    .find((h) => h.textContent?.trim() === name)
    ?.getAttribute('aria-sort');

const BY_NAME = [
  'Daniel Reyes',
  'Kenji Watanabe',
  'Marcus Bell',
  'Maya Okafor(you)',
  'Olivia Grant',
  'Priya Raman',
  'Sofia Alvarez',
  'support@northpoint-it.comInvitation pending',
];

export const Default: Story = {
  parameters: { session: { flags: { user_send_alerts_enabled: false } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await expect(headers(grid)).toEqual(['Name', 'Email', 'Role', 'MFA', 'Actions']);
    await expect(sortOf(grid, 'Name')).toBe('ascending');
    await expect(within(canvasElement).getByText('8 members')).toBeVisible();
    await expect(within(canvasElement).getByTestId('team-sort-status')).toHaveTextContent('Sorted by Name, ascending');
    await expect(get(within(canvasElement), t.inviteUser)).toBeVisible();
    // The pending invitation is marked as such.
    await expect(within(grid).getByText('Invitation pending')).toBeVisible();
  },
};

export const WithEmailAlerts: Story = {
  parameters: { session: { flags: { user_send_alerts_enabled: true } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await expect(headers(grid)).toEqual(['Name', 'Email', 'Role', 'MFA', 'Email Alerts', 'Actions']);
    await expect(column(grid, 4)).toEqual(['On', 'On', 'Off', 'On', 'Off', 'On', 'On', 'Off']);
  },
};

export const SortedNameDescending: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await userEvent.click(within(grid).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(column(grid, 0)).toEqual([...BY_NAME].reverse()));
    await expect(sortOf(grid, 'Name')).toBe('descending');
    await expect(within(canvasElement).getByTestId('team-sort-status')).toHaveTextContent('Sorted by Name, descending');
    // The same column toggles back; it never returns to unsorted.
    await userEvent.click(within(grid).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await expect(sortOf(grid, 'Name')).toBe('ascending');
  },
};

export const SortedByEmailAlerts: Story = {
  parameters: { session: { flags: { user_send_alerts_enabled: true } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await userEvent.click(within(grid).getByRole('button', { name: /^Email Alerts/ }));
    await waitFor(() => expect(column(grid, 4)).toEqual(['Off', 'Off', 'Off', 'On', 'On', 'On', 'On', 'On']));
    await expect(column(grid, 0).slice(0, 3)).toEqual([
      'Marcus Bell',
      'Olivia Grant',
      'support@northpoint-it.comInvitation pending',
    ]);
    await expect(sortOf(grid, 'Email Alerts')).toBe('ascending');
    await expect(sortOf(grid, 'Name')).toBe('none');
    await userEvent.click(within(grid).getByRole('button', { name: /^Email Alerts/ }));
    await waitFor(() => expect(column(grid, 4)).toEqual(['On', 'On', 'On', 'On', 'On', 'Off', 'Off', 'Off']));
  },
};

export const SortedFromUrl: Story = {
  parameters: { path: '/settings/team?sort=role&dir=desc' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 2)[0]).toBe('Regional Practice Manager'));
    // The rows below the first few render once the table has measured its height.
    await waitFor(() => expect(column(grid, 2).at(-1)).toBe('Finance Manager'));
    await expect(sortOf(grid, 'Role')).toBe('descending');
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(8));
    await userEvent.type(get(canvas, t.teamSearch), 'manager');
    await waitFor(() =>
      expect(column(grid, 0)).toEqual([
        'Marcus Bell',
        'Maya Okafor(you)',
        'Olivia Grant',
        'Sofia Alvarez',
        // 'Managed IT provider': one letter off.
        'support@northpoint-it.comInvitation pending',
      ]),
    );
    await userEvent.clear(get(canvas, t.teamSearch));
    await userEvent.type(get(canvas, t.teamSearch), 'northpoint');
    await waitFor(() => expect(column(grid, 0)).toEqual(['support@northpoint-it.comInvitation pending']));
    await userEvent.clear(get(canvas, t.teamSearch));
    await userEvent.type(get(canvas, t.teamSearch), 'zzzzzz');
    await expect(await within(grid).findByText('No team members found')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: settingsHandlers({ team: [] }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No team members found')).toBeVisible();
    await expect(within(canvasElement).getByText('0 members')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: settingsHandlers({ slowTeam: true }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(within(grid).getByRole('status')).toHaveTextContent('Loading team members…');
  },
};

export const FailedToLoad: Story = {
  parameters: { msw: { handlers: settingsHandlers({ teamStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByRole('alert')).toHaveTextContent('This data could not be loaded.');
  },
};

export const WithoutInviteAndDelete: Story = {
  parameters: { session: { flags: { invite_user_enabled: false, delete_user_enabled: false, user_send_alerts_enabled: false } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(8));
    await expect(headers(grid)).toEqual(['Name', 'Email', 'Role', 'MFA']);
    await expect(query(within(canvasElement), t.inviteUser)).toBeNull();
    await expect(within(grid).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

export const OwnRowCannotBeDeleted: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Maya Okafor' }));
    const item = await find(body, t.deleteUserItem);
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const DeleteUserDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    const trigger = await within(grid).findByRole('button', { name: 'Actions for Marcus Bell' });
    await userEvent.click(trigger);
    await userEvent.click(await find(body, t.deleteUserItem));
    const dialog = await find(body, t.deleteUserDialog);
    await waitFor(() => expect(within(dialog).getByText('Marcus Bell')).toBeVisible());
    await expect(dialog).toHaveTextContent('will lose access to Bright Smile Dental Group');
    await expect(paintedDestructive(within(dialog).getByRole('button', { name: 'Delete user' }))).toBe(true);
    // Tab and Shift+Tab cycle through the dialog's three buttons and never leave it.
    const focused = () => canvasElement.ownerDocument.activeElement as HTMLElement;
    await waitFor(() => expect(dialog).toContainElement(focused()));
    const visited: string[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(focused());
      visited.push(focused().getAttribute('aria-label') ?? focused().textContent ?? '');
    }
    await expect(new Set(visited)).toEqual(new Set(['Cancel', 'Delete user', 'Close dialog']));
    await expect(visited.slice(3)).toEqual(visited.slice(0, 3));
    await userEvent.tab({ shift: true });
    await expect(focused()).toHaveTextContent(visited[1] as string);
    // Escape cancels and focus returns to the row's menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
  },
};

const removed = new Set<string>();

/** The server drops the member: the cached team is read again and the row goes. */
export const DeleteUser: Story = {
  beforeEach: () => removed.clear(),
  parameters: { msw: { handlers: settingsHandlers({ removed }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME));
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Marcus Bell' }));
    await userEvent.click(await find(body, t.deleteUserItem));
    const dialog = await find(body, t.deleteUserDialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Marcus Bell was removed from the team'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(column(grid, 0)).toEqual(BY_NAME.filter((name) => name !== 'Marcus Bell')));
    await expect(within(canvasElement).getByText('7 members')).toBeVisible();
  },
};

export const DeleteUserFails: Story = {
  parameters: { msw: { handlers: settingsHandlers({ deleteResult: false }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Marcus Bell' }));
    await userEvent.click(await find(body, t.deleteUserItem));
    const dialog = await find(body, t.deleteUserDialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('User could not be deleted'));
    await expect(column(grid, 0)).toContain('Marcus Bell');
  },
};

/**
 * 390 px (#12): each member is a card headed by the whole name, with e-mail, role and MFA under it, the row menu
 * beside the name and the sort buttons above the cards; nothing scrolls sideways.
 */
export const Phone: Story = {
  globals: PHONE,
  parameters: { session: { flags: { user_send_alerts_enabled: true } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0).slice(0, 2)).toEqual(BY_NAME.slice(0, 2)));
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    for (const row of grid.querySelectorAll<HTMLElement>('[role="row"][data-row-index]')) {
      const { bottom } = row.getBoundingClientRect();
      if (bottom > grid.getBoundingClientRect().bottom) break;
      const name = row.querySelector('[role="cell"] [title]') as HTMLElement;
      await expect(fullyInView(name), `${name.textContent} fully shown`).toBe(true);
      const email = row.querySelectorAll('[role="cell"]')[1] as HTMLElement;
      await expect(fullyInView(email.firstElementChild!), `${email.textContent} fully shown`).toBe(true);
    }
    const menu = within(grid).getByRole('button', { name: 'Actions for Daniel Reyes' });
    await expect(fullyInView(menu)).toBe(true);
    // Sorting stays at hand: the header's sort buttons show as a strip above the cards.
    const email = within(grid).getByRole('button', { name: 'Email' });
    await expect(fullyInView(email)).toBe(true);
    await userEvent.click(email);
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('team-sort-status')).toHaveTextContent('Sorted by Email, ascending'),
    );
    await userEvent.click(menu);
    // The menu fades in: its item is visible once the opening animation is over.
    const deleteItem = await within(document.body).findByRole('menuitem', { name: 'Delete user' });
    await waitFor(() => expect(deleteItem).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};
