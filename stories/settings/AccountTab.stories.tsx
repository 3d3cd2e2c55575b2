import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettingsPage } from '@/features/settings/account/AccountSettingsPage';
import { SettingsFrame, settingsHandlers, toasts } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { paintedDestructive, tokenColor } from '../support/colors';
import { find, get } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

const meta = {
  title: 'Settings/Account tab',
  render: () => (
    <SettingsFrame>
      <AccountSettingsPage />
    </SettingsFrame>
  ),
  parameters: { path: '/settings/account', msw: { handlers: settingsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const list = await find(within(canvasElement), t.domainList);
  return [...list.querySelectorAll('li')].map((li) => `${li.textContent?.trim()} [${li.getAttribute('data-domain-state')}]`);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bright Smile Dental Group')).toBeVisible();
    await expect(canvas.getByText('Healthcare')).toBeVisible();
    await waitFor(async () =>
      expect(await rows(canvasElement)).toEqual([
        'brightsmiledental.comSystem approvedSystem-approved domains cannot be removed [locked]',
        'brightsmile-kids.comUser approved [deletable]',
        'smilecare-portal.netUser approved [deletable]',
      ]),
    );
    await expect(get(canvas, t.enforceMfa)).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: /Terms of service/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('button', { name: 'Delete account' })).toBeNull();
    // From md up each label sits beside its value.
    const label = canvas.getByText('Account name').getBoundingClientRect();
    const value = canvas.getByText('Bright Smile Dental Group').getBoundingClientRect();
    await expect(value.left).toBeGreaterThanOrEqual(label.right);
    await expect(Math.abs(value.top - label.top)).toBeLessThan(8);
  },
};

/** 390 px: each label sits above its value, and every domain's name shows whole. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Account name').getBoundingClientRect();
    const value = canvas.getByText('Bright Smile Dental Group').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom - 1);
    await expect(Math.abs(value.left - label.left)).toBeLessThan(1);
    await waitFor(async () => expect((await rows(canvasElement)).length).toBe(3));
    for (const name of ['brightsmiledental.com', 'brightsmile-kids.com', 'smilecare-portal.net']) {
      await expect(fullyInView(canvas.getByText(name)), name).toBe(true);
    }
  },
};

export const NoDomains: Story = {
  parameters: { msw: { handlers: settingsHandlers({ domains: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Domain found, please add a domain')).toBeVisible();
  },
};

export const DomainsNotDeletable: Story = {
  parameters: { session: { flags: { delete_domain_enabled: false } } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rows(canvasElement)).every((r) => r.endsWith('[locked]'))).toBe(true));
    await expect(within(canvasElement).queryByRole('button', { name: /^Remove / })).toBeNull();
  },
};

export const DomainInProcess: Story = {
  parameters: {
    msw: {
      handlers: settingsHandlers({
        processes: () => ({ resolved_issues: [], delete_domains: ['dom-brightsmile-kids-com'], add_domains: [] }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove brightsmile-kids.com' }));
    const dialog = await find(within(canvasElement.ownerDocument.body), t.removeDomainDialog);
    const confirm = get(within(dialog), t.confirmRemoveDomain);
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(paintedDestructive(confirm)).toBe(true);
    await userEvent.click(confirm);
    await waitFor(async () =>
      expect(await rows(canvasElement)).toContain('brightsmile-kids.comUser approvedRemoving… [inProcess]'),
    );
    // The remove button is gone with the dialog: focus goes to the domain list, not to the page's body.
    await waitFor(() => expect(get(canvas, t.domainsGroup)).toHaveFocus());
  },
};

export const DomainDeletionFails: Story = {
  parameters: { msw: { handlers: settingsHandlers({ deleteDomainStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove smilecare-portal.net' }));
    const dialog = await find(within(canvasElement.ownerDocument.body), t.removeDomainDialog);
    await userEvent.click(get(within(dialog), t.confirmRemoveDomain));
    await waitFor(() => expect(toasts(canvasElement)).toContain('An error was occurred, please try again later'));
    await waitFor(async () => expect(await rows(canvasElement)).toContain('smilecare-portal.netUser approved [deletable]'));
  },
};

export const EnforceMfaDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = get(within(canvasElement), t.enforceMfa);
    await userEvent.click(toggle);
    const dialog = await find(body, t.enforceMfaDialog);
    await waitFor(() => expect(within(dialog).getByText(/Every user of this account/)).toBeVisible());
    await expect(toggle).toBeChecked();
    // Not a destructive action: the brand's fill, not red.
    const confirm = within(dialog).getByRole('button', { name: 'Enforce MFA' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(tokenColor('brand.solid'));
    await expect(paintedDestructive(confirm)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

const sent: { path: string; body: unknown }[] = [];

/** Turning Enforce MFA off applies at once: no dialog, the request goes out and the switch stays off. */
export const EnforceMfaOff: Story = {
  beforeEach: () => void sent.splice(0),
  parameters: { session: { account: { enforce_mfa: true } }, msw: { handlers: settingsHandlers({ sent }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = get(within(canvasElement), t.enforceMfa);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ path: '/mfa/enforce', body: { enable: false } }]));
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

/** With delete_account_enabled: §2.9's 'Delete account' link under the details. */
export const DeleteAccountLink: Story = {
  parameters: { session: { flags: { delete_account_enabled: true } } },
  play: async ({ canvasElement }) => {
    // A link to the eye (red and underlined, no fill); it opens a dialog, so a button to assistive technology.
    const link = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await expect(link).toBeVisible();
    await expect(getComputedStyle(link).color).toBe(tokenColor('red.fg'));
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const DeleteAccountDialog: Story = {
  parameters: { session: { flags: { delete_account_enabled: true } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete account' });
    await waitFor(() => expect(dialog).toHaveTextContent('This cannot be undone.'));
    // The dialog fades in: visible once its opening animation is over.
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(paintedDestructive(confirm)).toBe(true);
  },
};

const NO_PROCESSES = { resolved_issues: [], delete_domains: [], add_domains: [] };
let processReads = 0;
/**
 * #26.3 A progress read that fails after the delete was accepted unmarks the domain: the toast, and its remove button
 * back for a retry (without the process monitor the removal reads the processes itself).
 */
export const DomainProgressReadFails: Story = {
  beforeEach: () => {
    processReads = 0;
  },
  parameters: {
    session: { flags: { mark_as_resolved_enabled: false } },
    msw: { handlers: settingsHandlers({ processes: () => (++processReads === 1 ? 500 : NO_PROCESSES) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove smilecare-portal.net' }));
    const dialog = await find(within(canvasElement.ownerDocument.body), t.removeDomainDialog);
    await userEvent.click(get(within(dialog), t.confirmRemoveDomain));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Service is not available, please try again later'));
    await waitFor(async () => expect(await rows(canvasElement)).toContain('smilecare-portal.netUser approved [deletable]'));
    // The retry goes through.
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove smilecare-portal.net' }));
    await userEvent.click(
      get(within(await find(within(canvasElement.ownerDocument.body), t.removeDomainDialog)), t.confirmRemoveDomain),
    );
    await waitFor(() => expect(toasts(canvasElement)).toContain('Domains were successfully deleted'), { timeout: 4000 });
  },
};

/**
 * Roles on (issue #28), a Viewer or a Member: the domains' remove buttons, Enforce MFA and 'Delete account' are shown,
 * disabled, each naming the role needed in its tooltip.
 */
export const ViewerView: Story = {
  parameters: { session: { flags: { roles_enabled: true, delete_account_enabled: true }, accessLevel: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove brightsmile-kids.com' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(remove);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Needs the Admin role');
    await userEvent.click(remove);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-disabled', 'true');
    // Enforce MFA stays focusable and cannot be turned.
    const enforce = get(canvas, t.enforceMfa);
    enforce.focus();
    await userEvent.keyboard(' ');
    await expect(enforce).not.toBeChecked();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const MemberView: Story = {
  parameters: { session: { flags: { roles_enabled: true, delete_account_enabled: true }, accessLevel: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove brightsmile-kids.com' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AdminView: Story = {
  parameters: { session: { flags: { roles_enabled: true, delete_account_enabled: true }, accessLevel: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove brightsmile-kids.com' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Delete account' })).not.toHaveAttribute('aria-disabled');
  },
};
