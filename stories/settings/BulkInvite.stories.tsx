import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CreateInvitationsRequest } from '@generated/model';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import { BULK_INVITE_RESULT, SettingsFrame, settingsHandlers, toasts, type SettingsScript } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { find, get } from '../support/targets';

/** Bulk invite (issue #28): a CSV checked row by row with the invite form's rules, fixed in place, sent once. */
const sent: NonNullable<SettingsScript['sent']> = [];
const meta = {
  title: 'Settings/Bulk invite',
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  beforeEach: () => void sent.splice(0),
  parameters: {
    path: '/settings/team',
    // The contract's example answer: Ana and Ben invited, Marcus Bell already on the team.
    msw: { handlers: settingsHandlers({ sent, bulkInvite: () => BULK_INVITE_RESULT }) },
    session: { flags: { roles_enabled: true, invitations_enabled: true, user_send_alerts_enabled: false } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** The contract's bulkInviteRequest as a CSV, with a bad second row (e-mail without a domain ending, a 1-letter name). */
const CSV_WITH_ERROR = [
  'email,first name,last name,role',
  'ana.silva@brightsmiledental.com,Ana,Silva,Member',
  'ben.carter@brightsmile-kids,B,Carter,Viewer',
  'marcus.bell@brightsmiledental.com,Marcus,Bell,Member',
].join('\n');

async function openWithCsv(canvasElement: HTMLElement, csv: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await find(within(canvasElement), t.bulkInvite));
  const dialog = await find(body, t.bulkInviteDialog);
  await userEvent.click(await find(within(dialog), t.bulkCsv));
  await userEvent.paste(csv);
  await userEvent.click(get(within(dialog), t.bulkCheckRows));
  return dialog;
}

/** A Member sees 'Bulk invite' disabled (Admin only), as 'Invite new user'. */
export const MemberCannotBulkInvite: Story = {
  parameters: { session: { accessLevel: 'member' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(get(within(canvasElement), t.bulkInvite)).toHaveAttribute('aria-disabled', 'true'), SLOW);
  },
};

/** A CSV with only its header says there is nothing to invite; the text stays. */
export const NothingToInvite: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithCsv(canvasElement, 'email,first name,last name,role');
    await expect(await within(dialog).findByText('Paste or upload a CSV with at least one row')).toBeVisible();
    await expect(get(within(dialog), t.bulkCsv)).toHaveValue('email,first name,last name,role');
  },
};

/** Every row is checked; the bad one says what is wrong under each field; nothing can be sent yet. */
export const RowErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithCsv(canvasElement, CSV_WITH_ERROR);
    const panel = within(dialog);
    await expect(await find(panel, t.bulkStatus)).toHaveTextContent('1 of 3 rows need a fix before anything is sent.');
    await expect(panel.getByText('Invalid email address')).toBeVisible();
    await expect(panel.getByText('First name is limited to 2 characters')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Email, row 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('button', { name: 'Invite 3 users' })).toBeDisabled();
    await expect(sent).toEqual([]);
  },
};

/** Fixed in place, sent with a zero-gap double click: one request; the result names who was invited and who not. */
export const FixedAndSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithCsv(canvasElement, CSV_WITH_ERROR);
    const panel = within(dialog);
    const email = panel.getByRole('textbox', { name: 'Email, row 2' });
    await userEvent.clear(email);
    await userEvent.paste('ben.carter@brightsmile-kids.com');
    const first = panel.getByRole('textbox', { name: 'First name, row 2' });
    await userEvent.clear(first);
    await userEvent.paste('Ben');
    await expect(get(panel, t.bulkStatus)).toHaveTextContent('3 rows are ready to invite.');
    await userEvent.dblClick(panel.getByRole('button', { name: 'Invite 3 users' }));
    await waitFor(() => expect(get(panel, t.bulkSummary)).toHaveTextContent('2 invited, 1 failed'), SLOW);
    const results = get(panel, t.bulkResults);
    await expect(results).toHaveTextContent('ana.silva@brightsmiledental.comInvited');
    await expect(results).toHaveTextContent(
      'marcus.bell@brightsmiledental.comNot invited: marcus.bell@brightsmiledental.com is already a team member.',
    );
    await expect(sent).toHaveLength(1);
    const request = sent[0]?.body as CreateInvitationsRequest;
    await expect(request.invitations.map((row) => [row.email, row.first_name, row.access_level])).toEqual([
      ['ana.silva@brightsmiledental.com', 'Ana', 'member'],
      ['ben.carter@brightsmile-kids.com', 'Ben', 'viewer'],
      ['marcus.bell@brightsmiledental.com', 'Marcus', 'member'],
    ]);
    await waitFor(() => expect(toasts(canvasElement)).toContain('2 invited, 1 failed'), SLOW);
  },
};

/**
 * 'Upload CSV': a chosen file (here as a spreadsheet saves it, with a byte order mark and CRLF line ends) fills the
 * rows and checks them at once, as pasted text does; Back shows the file's text.
 */
export const UploadedCsvFile: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await find(within(canvasElement), t.bulkInvite));
    const dialog = await find(body, t.bulkInviteDialog);
    const panel = within(dialog);
    await expect(panel.getByRole('button', { name: 'Upload CSV' })).toBeVisible();
    const csv = `\uFEFF${CSV_WITH_ERROR.replaceAll('\n', '\r\n')}\r\n`;
    await userEvent.upload(panel.getByLabelText('CSV file'), new File([csv], 'invitees.csv', { type: 'text/csv' }));
    await expect(await find(panel, t.bulkStatus)).toHaveTextContent('1 of 3 rows need a fix before anything is sent.');
    await expect(panel.getByRole('textbox', { name: 'Email, row 1' })).toHaveValue('ana.silva@brightsmiledental.com');
    await expect(panel.getByRole('textbox', { name: 'Role, row 3' })).toHaveValue('Member');
    await expect(panel.getByRole('textbox', { name: 'Email, row 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('First name is limited to 2 characters')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Invite 3 users' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    // Read as UTF-8 (the mark dropped); a text area's value has LF line ends.
    await expect(await find(panel, t.bulkCsv)).toHaveValue(`${CSV_WITH_ERROR}\n`);
    await expect(sent).toEqual([]);
  },
};
