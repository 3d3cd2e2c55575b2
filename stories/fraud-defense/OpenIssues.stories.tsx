import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fraudDefenseTargets as t } from '../../tests/e2e/pages/fraud-defense.targets';
import { find, get, query } from '../support/targets';
import type { Asset } from '@generated/model';
import { buildFraudDefenseIssues } from '@/features/issues/model/fraud-findings';
import { sortFraudIssues } from '@/features/fraud-defense/model/open-issues-view';
import { EXAMPLE_USERS, FraudDefenseRoute, fraudHandlers } from './fraud-fixtures';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { PHONE, fullyInView } from '../support/viewport';

const meta = {
  title: 'Fraud defense/Open issues',
  render: () => <FraudDefenseRoute tab="open-issues" />,
  parameters: { path: '/fraud-defense/open-issues', msw: { handlers: fraudHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The example's findings in table order, and the open ones the default filter shows. */
const ALL = sortFraudIssues(buildFraudDefenseIssues(EXAMPLE_USERS));
const OPEN = ALL.filter((issue) => issue.status === 'open');

const table = async (canvasElement: HTMLElement) => find(within(canvasElement), t.issuesTable);
const rowAt = (grid: HTMLElement, index: number) => grid.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
const drawer = async (canvasElement: HTMLElement) => within(await find(within(canvasElement.ownerDocument.body), shared.drawer));

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(OPEN.length + 1)));
    await expect(get(canvas, t.issueCount)).toHaveTextContent(`${OPEN.length} of ${ALL.length}`);
    for (const header of ['Severity', 'Subject', 'Sender', 'Recipients', 'Date', 'Status']) {
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const first = OPEN[0]!;
    await expect(rowAt(grid, 0)).toHaveTextContent(first.subject);
    await expect(rowAt(grid, 0)).toHaveTextContent(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}/);
    await expect(rowAt(grid, 0)).toHaveTextContent(`+${first.recipients.length - 1} more`);
    await expect(get(canvas, t.searchBox)).toBeVisible();

    // A row opens the Email Threat drawer at its place in the table; → steps to the next row.
    await userEvent.click(rowAt(grid, 0)!);
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(`Email Threat Detected 1 of ${OPEN.length}`)).toBeVisible());
    // The content follows the frame and its title (a skeleton in between).
    await waitFor(() => expect(within(get(panel, t.emailBlock)).getByText(first.subject)).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(panel.getByText(`Email Threat Detected 2 of ${OPEN.length}`)).toBeVisible());
    await waitFor(() => expect(within(get(panel, t.emailBlock)).getByText(OPEN[1]!.subject)).toBeVisible());
  },
};

export const NoMatch: Story = {
  parameters: { path: '/fraud-defense/open-issues?q=zzzzqqqq' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No results found')).toBeVisible();
    await expect(get(within(canvasElement), t.searchBox)).toHaveValue('zzzzqqqq');
  },
};

export const NoOpenIssues: Story = {
  parameters: {
    msw: {
      handlers: fraudHandlers({
        users: EXAMPLE_USERS.map((user) => ({
          ...user,
          issues: user.issues.map((issue) => ({ ...issue, status: 'resolved' as const })),
        })) as Asset[],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No open issues.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: fraudHandlers({ slowUsers: true }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByText('Loading fraud defense data...')).toBeVisible();
  },
};

/** The user assets fail once: the spec's error text with the server's, then Try again loads the findings. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => void msw.use(...fraudHandlers({ usersStatus: 500, usersFailures: 1 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await find(canvas, t.loadError);
    await expect(alert).toHaveTextContent('Error loading fraud defense data: User assets are unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(OPEN.length + 1)));
    await expect(rowAt(grid, 0)).toHaveTextContent(OPEN[0]!.subject);
    await expect(query(canvas, t.loadError)).toBeNull();
  },
};

/** 1,500 e-mails, one user each: every one is a row (virtualized, never capped), the last one reachable with End. */
const MANY = 1_500;
const manyUsers: Asset[] = Array.from({ length: MANY }, (_, n) => {
  const template = EXAMPLE_USERS.find((user) => user.issues.some((item) => item.email_data))!;
  const issue = template.issues.find((item) => item.email_data)!;
  return {
    ...template,
    id: `ast-usr-many-${n}`,
    hostname: `user${n}@brightsmiledental.com`,
    issues: [
      {
        ...issue,
        id: `iss-many-${n}`,
        finding_id: `fnd-many-${n}`,
        severity: 'moderate',
        status: 'open',
        email_data: {
          ...issue.email_data!,
          subject: `Invoice ${String(n).padStart(4, '0')} overdue`,
          // One minute apart: the oldest, invoice 0000, is the table's last row.
          date_sent: new Date(Date.parse('2026-11-18T09:00:00Z') + n * 60_000).toISOString(),
          to_recipients: [{ name: null, email_address: `user${n}@brightsmiledental.com` }],
        },
      },
    ],
  };
});

export const ManyFindings: Story = {
  parameters: { msw: { handlers: fraudHandlers({ users: manyUsers }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(MANY + 1)), { timeout: 8000 });
    await expect(get(canvas, t.issueCount)).toHaveTextContent(new RegExp(`^${MANY}$`));
    // Only the rows in view are in the page; End moves to the last one, which scrolls into view.
    await expect(grid.querySelectorAll('[data-row-index]').length).toBeLessThan(50);
    rowAt(grid, 0)!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rowAt(grid, MANY - 1)).toHaveTextContent('Invoice 0000 overdue'));
    const last = rowAt(grid, MANY - 1)!;
    await waitFor(() => expect(last).toHaveFocus());
    // Scrolled into the table's box.
    const box = last.getBoundingClientRect();
    const frame = grid.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 0.5);
  },
};

/** Without is_user_asset_enabled the findings are hidden and user assets are not read. */
export const UserAssetsOff: Story = {
  parameters: { session: { flags: { is_user_asset_enabled: false } } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No open issues.')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '1');
  },
};

/**
 * 390 px (#11): each finding is a card headed by its subject, the severity badge whole on its own line, sender,
 * recipients, date and status under it; a tap opens the Email Threat drawer.
 */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(OPEN.length + 1)));
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const first = rowAt(grid, 0)!;
    const badge = first.querySelector('[data-severity]')!;
    await expect(badge).toHaveTextContent('Important');
    await expect(fullyInView(badge)).toBe(true);
    await expect(fullyInView(within(first).getByText(OPEN[0]!.subject))).toBe(true);
    await expect(first).toHaveTextContent(`+${OPEN[0]!.recipients.length - 1} more`);
    await userEvent.click(first);
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(`Email Threat Detected 1 of ${OPEN.length}`)).toBeVisible());
    // Closed again, so the capture shows the cards.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByTestId('side-drawer')).toBeNull());
  },
};
