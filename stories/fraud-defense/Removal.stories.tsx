/**
 * Issue #29: after a removal from the mailboxes, the next step: 'Retry failed' when mailboxes failed, 'Undo' while the
 * server allows it (its undo_until), from the outcome's toast; the answers of the retry and the undo.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Asset } from '@generated/model';
import fraudExamples from '../../openapi/examples/fraud.json';
import { toasts } from '../integrations/integrations-fixtures';
import {
  COMPLETED_REMOVAL,
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

/** The retries and undos each story sent ('retry rem-8c2f47'). */
const RUNS: string[] = [];
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
    await expect(await toastButton(canvasElement, 'Undo')).toBeVisible();
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
