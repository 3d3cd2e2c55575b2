/**
 * Issue #29: after a removal from the mailboxes, the next step: 'Retry failed' when mailboxes failed, 'Undo' while the
 * server allows it (its undo_until), from the outcome's toast; the answers of the retry and the undo.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Asset, FraudRemediation } from '@generated/model';
import fraudExamples from '../../openapi/examples/fraud.json';
import { toasts } from '../integrations/integrations-fixtures';
import { PHONE, fullyInView } from '../support/viewport';
import {
  CAMPAIGN_USERS_REMOVED,
  COMPLETED_REMOVAL,
  PARTIAL_REMOVAL,
  RESTORED_REMOVAL,
  campaignUsersAfter,
  FraudDefenseRoute,
  fraudHandlers,
  issuesTable,
  rowAt,
  type FraudHandlerOptions,
} from './fraud-fixtures';

const CAMPAIGN_USERS = fraudExamples.usersFraudCampaign.value as Asset[];
const CAMPAIGN_SUBJECT = 'Complete with DocuSign: Q4 bonus letter #48213';
const CAMPAIGN_MENU = `Actions for the campaign ${CAMPAIGN_SUBJECT}`;
const PARTLY_FAILED = 'Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).';

/** The retries and undos each story sent ('retry rem-8c2f47'), and the removals' request bodies. */
const RUNS: string[] = [];
const SENT: unknown[] = [];
const handlers = (options: FraudHandlerOptions = {}) => fraudHandlers({ users: CAMPAIGN_USERS, runs: RUNS, ...options });

const meta = {
  title: 'Fraud defense/Removal',
  render: () => <FraudDefenseRoute tab="open-issues" />,
  parameters: { path: '/fraud-defense/open-issues?group=campaign', msw: { handlers: handlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Remove from all mailboxes' on the campaign, confirmed. */
async function removeCampaign(canvasElement: HTMLElement) {
  RUNS.length = 0;
  const grid = await issuesTable(canvasElement);
  await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(CAMPAIGN_SUBJECT));
  await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Remove from all mailboxes' }));
  const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Remove from all mailboxes' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
}

/** A toast's own button (its next step): nothing else on the page has these names once the menu has closed. */
const toastButton = (canvasElement: HTMLElement, name: string) => page(canvasElement).findByRole('button', { name });

/** One mailbox failed: the toast offers 'Retry failed', which runs the same removal's failed copy again. */
export const RetryFromToast: Story = {
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain(PARTLY_FAILED));
    await userEvent.click(await toastButton(canvasElement, 'Retry failed'));
    await waitFor(() => expect(toasts(canvasElement)).toContain('All 20 messages are now removed from the mailboxes.'));
    await expect(RUNS).toEqual(['retry rem-8c2f47']);
    // Its toast offers the undo in turn (undo_until is tomorrow); the used toast is gone.
    const undo = await toastButton(canvasElement, 'Undo');
    await waitFor(() => expect(undo).toBeVisible());
    await waitFor(() => expect(toasts(canvasElement)).not.toContain(PARTLY_FAILED));
  },
};

/** Every copy removed: 'Undo' puts them back, while the server's undo_until allows it. */
export const UndoFromToast: Story = {
  parameters: { msw: { handlers: handlers({ removal: COMPLETED_REMOVAL }) } },
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain('Removed 20 messages from the mailboxes.'));
    await userEvent.click(await toastButton(canvasElement, 'Undo'));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Put 20 messages back in the mailboxes.'));
    await expect(RUNS).toEqual(['undo rem-8c2f47']);
  },
};

/** The window has passed (undo_until yesterday): the toast offers no undo. */
export const UndoExpired: Story = {
  parameters: {
    msw: { handlers: handlers({ removal: { ...COMPLETED_REMOVAL, undo_until: '2026-11-22T08:47:20Z' } }) },
  },
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain('Removed 20 messages from the mailboxes.'));
    await expect(page(canvasElement).queryByRole('button', { name: 'Undo' })).toBeNull();
  },
};

/** The server refuses the retry (409 NOTHING_TO_RETRY): its own words in the toast. */
export const RetryRefused: Story = {
  parameters: { msw: { handlers: handlers({ refuse: 'retry' }) } },
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await userEvent.click(await toastButton(canvasElement, 'Retry failed'));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Every message of this removal was removed.'));
    await expect(RUNS).toEqual(['retry rem-8c2f47']);
  },
};

/* Rows: what the removal did, and its next step from the row's menu. */

const RESOLVED_TOO = 'status=open,resolved';
/** The table's rendered row that has this text (rows are virtualized: a search narrows them first). */
const rowWith = (grid: HTMLElement, text: string) =>
  [...grid.querySelectorAll<HTMLElement>('[data-row-index]')].find((row) => row.textContent?.includes(text)) ?? null;
const BROOKS = 'hannah.brooks@brightsmiledental.com';
const OKAFOR = 'maya.okafor@brightsmiledental.com';
/** The campaign's newest e-mail (Leah Kim's), the first row; its copy was removed last (08:42:58). */
const KIM = 'leah.kim@brightsmiledental.com';
const THROTTLED = 'Throttled by the provider';

/**
 * The default view (open e-mails only), grouped: once the campaign's removal has ended, its 19 removed copies leave the
 * list and the open count; Hannah Brooks's, which failed, stays, now a row of its own.
 */
export const RemovedLeaveOpenList: Story = {
  parameters: { msw: { handlers: handlers({ usersAfter: { removed: CAMPAIGN_USERS_REMOVED } }) } },
  play: async ({ canvasElement }) => {
    await issuesTable(canvasElement);
    await waitFor(() => expect(page(canvasElement).getByTestId('fraud-issue-count')).toHaveTextContent('23 of 24'));
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain(PARTLY_FAILED));
    await waitFor(() => expect(page(canvasElement).getByTestId('fraud-issue-count')).toHaveTextContent('4 of 24'));
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowWith(grid, BROOKS)).toHaveTextContent('Complete with DocuSign: Q4 bonus letter #48290'));
    await expect(grid).not.toHaveTextContent('20 e-mails');
    await expect(grid).not.toHaveTextContent(KIM);
    // Flat, the list has the four open e-mails left.
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Group by campaign' }));
    await waitFor(async () => expect(await issuesTable(canvasElement)).toHaveAttribute('aria-rowcount', '5'));
  },
};

/**
 * After the campaign's removal, flat and with resolved e-mails shown: a removed copy's e-mail says 'Removed', who and
 * when (the exact time on hover); Hannah Brooks's says why it failed.
 */
export const RemovedRows: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?${RESOLVED_TOO}&q=bonus`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL] }) },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowWith(grid, BROOKS)).toHaveTextContent(`Removal failed${THROTTLED}`));
    const newest = rowAt(grid, 0)!;
    await expect(newest).toHaveTextContent(KIM);
    await expect(newest).toHaveTextContent('Removed17 minutes agoby Maya Okafor');
    await expect(within(newest).getByText('17 minutes ago')).toHaveAttribute('dateTime', '2026-11-23T08:42:58Z');
    // The 19 removed e-mails are resolved: they show because the filter takes resolved ones too.
    await expect(page(canvasElement).getByTestId('fraud-issue-count')).toHaveTextContent('20 of 24');
  },
};

/** The campaign's row: 'Removal failed' with why; its menu offers 'Retry failed' and, until tomorrow, 'Undo removal'. */
export const RemovedCampaign: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL] }) },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(`Removal failed${THROTTLED}`));
    await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Retry failed' })).not.toHaveAttribute('aria-disabled');
    await expect(menu.getByRole('menuitem', { name: 'Undo removal' })).not.toHaveAttribute('aria-disabled');
    // One copy is still in its mailbox: it can be removed anew.
    await expect(menu.getByRole('menuitem', { name: 'Remove from mailbox' })).not.toHaveAttribute('aria-disabled');
  },
};

/** 'Retry failed' from the campaign's menu: 'Removing…', then every copy removed, and the toast offers the undo. */
export const RetryFromRow: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: {
      handlers: handlers({
        users: CAMPAIGN_USERS_REMOVED,
        removalsList: [PARTIAL_REMOVAL],
        usersAfter: { retried: campaignUsersAfter(COMPLETED_REMOVAL) },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    RUNS.length = 0;
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removal failed'));
    await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Retry failed' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('All 20 messages are now removed from the mailboxes.'));
    await expect(RUNS).toEqual(['retry rem-8c2f47']);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removed12 minutes agoby Maya Okafor'));
    // The list now has the completed removal: nothing left to retry.
    await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Undo removal' })).not.toHaveAttribute('aria-disabled');
    await expect(menu.queryByRole('menuitem', { name: 'Retry failed' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** 'Undo removal' from the menu: the 20 copies go back, open again. */
export const UndoFromRow: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: {
      handlers: handlers({
        users: campaignUsersAfter(COMPLETED_REMOVAL),
        removalsList: [COMPLETED_REMOVAL],
        usersAfter: { restored: campaignUsersAfter(RESTORED_REMOVAL) },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    RUNS.length = 0;
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removed'));
    await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Undo removal' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Put 20 messages back in the mailboxes.'));
    await expect(RUNS).toEqual(['undo rem-8c2f47']);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('20 open'));
  },
};

/** The fake DocuSign removal of 5 Nov: 'Removed' with who and when, but its undo window closed on 6 Nov: no undo. */
export const UndoExpiredRow: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?${RESOLVED_TOO}&q=employment`,
    msw: {
      handlers: fraudHandlers({ removalsList: fraudExamples.remediations.value as unknown as FraudRemediation[] }),
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removed18 days agoby Maya Okafor'));
    const subject = 'Please DocuSign: 2027 Employment Agreement - Bright Smile Dental Group';
    await userEvent.click(within(grid).getByRole('button', { name: `Actions for ${subject}` }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Remove from all mailboxes' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.queryByRole('menuitem', { name: 'Undo removal' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A backend without the removals list (404): the rows still say what happened, without the reason or the actions. */
export const WithoutRemovalsList: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: 404 }) },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removal failed'));
    await expect(rowAt(grid, 0)).not.toHaveTextContent(THROTTLED);
    await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Remove from mailbox' })).not.toHaveAttribute('aria-disabled');
    await expect(menu.queryByRole('menuitem', { name: 'Retry failed' })).toBeNull();
    await expect(menu.queryByRole('menuitem', { name: 'Undo removal' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** 'Remove from mailbox' from the flat table's menu: one e-mail's one copy, the same confirmation. */
export const RemoveFromFlatTable: Story = {
  parameters: {
    path: '/fraud-defense/open-issues?q=okafor',
    msw: { handlers: handlers({ removals: SENT }) },
  },
  play: async ({ canvasElement }) => {
    SENT.length = 0;
    const grid = await issuesTable(canvasElement);
    const row = await waitFor(() => {
      const found = rowWith(grid, OKAFOR);
      expect(found).not.toBeNull();
      return found!;
    });
    const trigger = within(row).getByRole('button', { name: 'Actions for Complete with DocuSign: Q4 bonus letter #48213' });
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Remove from mailbox' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Remove from mailbox' }));
    await expect(dialog.getByText('Remove 1 message from 1 mailbox?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(SENT).toEqual([{ message_ids: ['msg-3101-okafor'] }]));
    await waitFor(() => expect(toasts(canvasElement).length).toBeGreaterThan(0));
  },
};

/** A Viewer sees what the removal did, with no menu to act on it. */
export const ViewerSeesRemoved: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL] }) },
    session: { flags: { roles_enabled: true }, accessLevel: 'viewer' },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(`Removal failed${THROTTLED}`));
    await expect(within(grid).queryByRole('button', { name: CAMPAIGN_MENU })).toBeNull();
  },
};

const READS: string[] = [];

/**
 * Without fraud_remediation_enabled (a backend one release behind), after a removal: the campaign says how many are
 * open and its e-mails their status as the specification has it (no 'Removed', no 'Removal failed'), no row has a
 * menu, the removals are not read, and the drawer says nothing of the removal.
 */
export const RemediationOff: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    session: { flags: { fraud_remediation_enabled: false } },
  },
  beforeEach: ({ msw }) => {
    READS.length = 0;
    msw.use(...handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL], calls: READS }));
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(CAMPAIGN_SUBJECT));
    // Hannah Brooks's copy is the one still open; the 19 removed ones are resolved.
    await expect(rowAt(grid, 0)).toHaveTextContent('1 open');
    await expect(within(grid).queryAllByRole('button', { name: /^Actions for/ })).toEqual([]);
    const collapsed = Number(grid.getAttribute('aria-rowcount'));
    await userEvent.click(within(rowAt(grid, 0)!).getByRole('button', { name: 'Show the 20 e-mails of this campaign' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(collapsed + 20)));
    await expect(rowWith(grid, BROOKS)).toHaveTextContent('Open');
    await expect(rowAt(grid, 1)).toHaveTextContent(KIM);
    await expect(rowAt(grid, 1)).toHaveTextContent('Resolved');
    for (const row of grid.querySelectorAll('[data-row-index]')) {
      await expect(row).not.toHaveTextContent(/Removed|Removal failed|Removing…/);
    }
    await expect(within(grid).queryAllByRole('button', { name: /^Actions for/ })).toEqual([]);
    // The drawer of a removed e-mail: no line about its removal.
    await userEvent.click(rowAt(grid, 1)!);
    const drawer = within(await page(canvasElement).findByTestId('email-threat-details'));
    await waitFor(() => expect(drawer.getByTestId('email-block')).toHaveTextContent(KIM));
    await expect(drawer.queryByTestId('email-removal')).toBeNull();
    await expect(READS).not.toContain('removals');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByTestId('side-drawer')).toBeNull());
  },
};

/** The Email Threat drawer of a removed e-mail: where it was removed from, by whom and when. */
export const DrawerSaysRemoved: Story = {
  parameters: {
    path: `/fraud-defense/open-issues?${RESOLVED_TOO}&q=bonus`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL] }) },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removed'));
    await userEvent.click(rowAt(grid, 0)!);
    const drawer = within(await page(canvasElement).findByTestId('email-threat-details'));
    await waitFor(() =>
      expect(drawer.getByTestId('email-removal')).toHaveTextContent('Removed from 1 mailbox by Maya Okafor, 17 minutes ago.'),
    );
    await expect(drawer.getByTestId('email-block')).toHaveTextContent(KIM);
  },
};

/** 390 px: the rows are cards; the status says what the removal did, whole. */
export const RemovedPhone: Story = {
  globals: PHONE,
  parameters: {
    path: `/fraud-defense/open-issues?${RESOLVED_TOO}&q=bonus`,
    msw: { handlers: handlers({ users: CAMPAIGN_USERS_REMOVED, removalsList: [PARTIAL_REMOVAL] }) },
  },
  play: async ({ canvasElement }) => {
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removed17 minutes agoby Maya Okafor'));
  },
};

/**
 * 390 px, one mailbox failed: the campaign's card says 'Removal failed' and why, and the toast offers 'Retry failed',
 * each whole on the screen.
 */
export const PartlyFailedPhone: Story = {
  globals: PHONE,
  parameters: {
    path: `/fraud-defense/open-issues?group=campaign&${RESOLVED_TOO}`,
    msw: { handlers: handlers({ usersAfter: { removed: CAMPAIGN_USERS_REMOVED } }) },
  },
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain(PARTLY_FAILED));
    const retry = await toastButton(canvasElement, 'Retry failed');
    await waitFor(() => expect(fullyInView(retry)).toBe(true));
    const grid = await issuesTable(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(`Removal failed${THROTTLED}`));
    await expect(fullyInView(within(rowAt(grid, 0)!).getByText('Removal failed'))).toBe(true);
  },
};

/** 390 px, every copy removed: the toast's 'Undo' is whole on the screen and puts the 20 messages back. */
export const UndoPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: handlers({ removal: COMPLETED_REMOVAL }) } },
  play: async ({ canvasElement }) => {
    await removeCampaign(canvasElement);
    await waitFor(() => expect(toasts(canvasElement)).toContain('Removed 20 messages from the mailboxes.'));
    const undo = await toastButton(canvasElement, 'Undo');
    await waitFor(() => expect(fullyInView(undo)).toBe(true));
    await userEvent.click(undo);
    await waitFor(() => expect(toasts(canvasElement)).toContain('Put 20 messages back in the mailboxes.'));
    await expect(RUNS).toEqual(['undo rem-8c2f47']);
  },
};
