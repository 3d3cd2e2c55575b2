/** Issue #29: the open issues grouped into threat campaigns ('Group by campaign', kept in the URL as `group`). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Asset } from '@generated/model';
import fraudExamples from '../../openapi/examples/fraud.json';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get, query } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';
import {
  COMPLETED_REMOVAL,
  CurrentSearch,
  FraudDefenseRoute,
  fraudHandlers,
  issuesTable as table,
  rowAt,
  type FraudHandlerOptions,
} from './fraud-fixtures';
import { toasts } from '../integrations/integrations-fixtures';

/** The contract's campaign example: one DocuSign lure to 20 mailboxes, beside the customer's other threats. */
const CAMPAIGN_USERS = fraudExamples.usersFraudCampaign.value as Asset[];
const CAMPAIGN_SUBJECT = 'Complete with DocuSign: Q4 bonus letter #48213';

const meta = {
  title: 'Fraud defense/Campaigns',
  render: () => (
    <>
      <FraudDefenseRoute tab="open-issues" />
      <CurrentSearch />
    </>
  ),
  parameters: {
    path: '/fraud-defense/open-issues?group=campaign',
    msw: { handlers: fraudHandlers({ users: CAMPAIGN_USERS }) },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const campaignRow = async (grid: HTMLElement) => {
  await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent(CAMPAIGN_SUBJECT));
  return rowAt(grid, 0)!;
};

/** Collapsed: the 20 copies are one row, with what they share; the other threats keep a row each. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const row = await campaignRow(grid);
    await expect(row).toHaveTextContent('20 e-mails · 20 mailboxes');
    await expect(row).toHaveTextContent('dse-notify@brightsmile-hrdocs.com');
    await expect(row).toHaveTextContent('20 open');
    await expect(row).toHaveTextContent(/since \d{2} Nov 2026 \d{2}:\d{2}/);
    await expect(within(row).getByRole('button', { name: 'Show the 20 e-mails of this campaign' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(get(canvas, t.groupByCampaign)).toHaveAttribute('aria-pressed', 'true');
    // The header, the campaign and the three other open threats.
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
  },
};

/** A click on the campaign shows its e-mails under it; one of them opens the Email Threat drawer. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await campaignRow(grid));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '25'));
    await expect(within(rowAt(grid, 0)!).getByRole('button', { name: 'Hide the 20 e-mails of this campaign' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(rowAt(grid, 1)).toHaveTextContent('Complete with DocuSign: Q4 bonus letter');
    await userEvent.click(rowAt(grid, 1)!);
    const drawer = within(await find(within(canvasElement.ownerDocument.body), shared.drawer));
    await waitFor(() => expect(get(drawer, t.emailBlock)).toHaveTextContent('Complete with DocuSign: Q4 bonus letter'));
  },
};

/** By keyboard: the toggle is a button of its own (Enter shows, Enter again hides). */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const toggle = within(await campaignRow(grid)).getByRole('button', { name: /the 20 e-mails of this campaign/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '25'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '5'));
    await expect(toggle).toHaveFocus();
  },
};

/** The toggle turns grouping off and on, in the URL (replacing the entry: no Back step per click). */
export const ToggleGrouping: Story = {
  parameters: { path: '/fraud-defense/open-issues' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each view is a table of its own: asked for anew after a switch.
    const rowCount = () =>
      canvasElement
        .querySelector('[role="table"][aria-label="Fraud defense issues"]:not([aria-busy="true"])')
        ?.getAttribute('aria-rowcount');
    await table(canvasElement);
    await waitFor(() => expect(rowCount()).toBe('24'));
    const button = get(canvas, t.groupByCampaign);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(rowCount()).toBe('5'), { timeout: 15_000 });
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('group=campaign');
    await userEvent.click(button);
    await waitFor(() => expect(rowCount()).toBe('24'));
    await expect(canvas.getByTestId('current-search')).not.toHaveTextContent('group=');
  },
};

/** A search narrows the campaign's e-mails too: the count follows what matches. */
export const Searched: Story = {
  parameters: { path: '/fraud-defense/open-issues?group=campaign&q=docusign' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await campaignRow(grid)).toHaveTextContent('20 e-mails');
  },
};

/** Without fraud_campaigns_enabled (a backend one release behind): no toggle, and `group` in a link is ignored. */
export const CampaignsOff: Story = {
  parameters: { session: { flags: { fraud_campaigns_enabled: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '24'));
    await expect(query(canvas, t.groupByCampaign)).toBeNull();
    await expect(query(canvas, t.campaignToggle)).toBeNull();
  },
};

/** 390 px: the campaign is a card, its counts under the subject. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await campaignRow(grid)).toHaveTextContent('20 e-mails · 20 mailboxes');
  },
};

/** 390 px, expanded: the campaign's card, then a card per e-mail under it, none wider than the screen. */
export const ExpandedPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const toggle = within(await campaignRow(grid)).getByRole('button', { name: 'Show the 20 e-mails of this campaign' });
    await expect(fullyInView(toggle)).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '25'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(rowAt(grid, 1)).toHaveTextContent('Complete with DocuSign: Q4 bonus letter');
    await expect(fullyInView(within(rowAt(grid, 1)!).getAllByText(/^Complete with DocuSign: Q4 bonus letter/)[0]!)).toBe(true);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

const REMOVALS: unknown[] = [];
const removalHandlers = (removal?: FraudHandlerOptions['removal']) =>
  fraudHandlers({ users: CAMPAIGN_USERS, removals: REMOVALS, removal });
const CAMPAIGN_MENU = `Actions for the campaign ${CAMPAIGN_SUBJECT}`;

/** Opens the campaign's row menu and picks 'Remove from all mailboxes'; returns the confirmation. */
async function askToRemove(canvasElement: HTMLElement) {
  REMOVALS.length = 0;
  const grid = await table(canvasElement);
  await campaignRow(grid);
  await userEvent.click(within(grid).getByRole('button', { name: CAMPAIGN_MENU }));
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('menuitem', { name: 'Remove from all mailboxes' }));
  return within(await page.findByRole('alertdialog', { name: 'Remove from all mailboxes' }));
}

/** Issue #29: removal asks first, naming how many messages leave how many mailboxes. */
export const RemoveAsksFirst: Story = {
  parameters: { msw: { handlers: removalHandlers() } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await expect(dialog.getByText('Remove 20 messages from 20 mailboxes?')).toBeVisible();
    await expect(REMOVALS).toEqual([]);
  },
};

/** Confirmed: one request with the 20 copies; the campaign says 'Removing…' while the removal runs. */
export const Removing: Story = {
  parameters: { msw: { handlers: removalHandlers('running') } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Remove' }));
    const grid = await table(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removing…'));
    await expect(REMOVALS).toHaveLength(1);
    // Every copy of the campaign, as the contract's example request lists them.
    const sent = (REMOVALS[0] as { message_ids: string[] }).message_ids;
    await expect(sent.toSorted()).toEqual(fraudExamples.campaignRemovalRequest.value.message_ids.toSorted());
    // Focus back on the row's menu button.
    await waitFor(() => expect(within(grid).getByRole('button', { name: CAMPAIGN_MENU })).toHaveFocus());
  },
};

/** 390 px: the confirmation fits the screen, its question and both buttons whole. */
export const RemoveAsksFirstPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: removalHandlers() } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await expect(fullyInView(dialog.getByText('Remove 20 messages from 20 mailboxes?'))).toBe(true);
    await expect(fullyInView(dialog.getByRole('button', { name: 'Remove' }))).toBe(true);
    await expect(fullyInView(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
  },
};

/** 390 px: the campaign's card says 'Removing…' whole while the removal runs. */
export const RemovingPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: removalHandlers('running') } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    const grid = await table(canvasElement);
    await waitFor(() => expect(rowAt(grid, 0)).toHaveTextContent('Removing…'));
    await expect(fullyInView(within(rowAt(grid, 0)!).getByText('Removing…'))).toBe(true);
    await expect(REMOVALS).toHaveLength(1);
  },
};

/** The removal ends with one mailbox failing: the toast says how many were removed and where it failed. */
export const RemovalPartlyFailed: Story = {
  parameters: { msw: { handlers: removalHandlers() } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toasts(canvasElement)).toContain(
        'Removed 19 of 20 messages; 1 could not be removed (hannah.brooks@brightsmiledental.com).',
      ),
    );
  },
};

/** Every copy removed: the success toast. */
export const RemovalCompleted: Story = {
  parameters: { msw: { handlers: removalHandlers(COMPLETED_REMOVAL) } },
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Removed 20 messages from the mailboxes.'));
  },
};

/** A Viewer (or fraud_remediation_enabled off): the rows have no menu to remove from. */
export const ViewerCannotRemove: Story = {
  parameters: {
    msw: { handlers: removalHandlers() },
    session: { flags: { roles_enabled: true }, accessLevel: 'viewer' },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await campaignRow(grid);
    await expect(within(grid).queryByRole('button', { name: CAMPAIGN_MENU })).toBeNull();
  },
};
