import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IssuesTable } from '@/features/summary/components/IssuesTable';
import { sortIssues, type SummaryIssue } from '@/features/issues/model/issue-model';
import { EXAMPLE_ISSUES, SUMMARY_ISSUES } from './summary-fixtures';

const NO_PROCESS: ReadonlySet<string> = new Set();

/** 5,000 rows from the examples, for scrolling and keyboard paging. */
const THOUSANDS: SummaryIssue[] = sortIssues(
  Array.from({ length: 5000 }, (_, i) => {
    const issue = EXAMPLE_ISSUES[i % 26] as SummaryIssue;
    return { ...issue, id: `gen-${i}`, name: `${issue.name} #${i + 1}` };
  }),
);

const meta = {
  title: 'Summary/Issues table',
  component: IssuesTable,
  args: { issues: SUMMARY_ISSUES, inProcess: NO_PROCESS, onOpen: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof IssuesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Security issues' });

export const WithData: Story = {
  args: { inProcess: new Set(['iss-002']), selectedId: 'iss-001' },
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveStyle({ height: '800px' });
    await expect(grid).toHaveAttribute('aria-rowcount', String(SUMMARY_ISSUES.length + 1));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Severity', 'Category', 'Issue', 'Assets', 'Status']);
    const first = within(grid).getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveTextContent('Critical');
    await expect(first).toHaveTextContent('Software updates');
    await expect(first).toHaveTextContent('Validating');
    await expect(grid.querySelector('[data-row-id="iss-001"]')).toHaveAttribute('aria-current', 'true');
    await expect(grid.querySelector('[data-row-id="iss-002"]')).toHaveTextContent('Validating');
    // Widths 20/20/40/20/20: the Issue column is twice as wide as the others.
    const widths = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.getBoundingClientRect().width);
    await expect(Math.round((widths[2] ?? 0) / (widths[0] ?? 1))).toBe(2);

    await userEvent.click(within(grid).getByText('Open Elasticsearch port'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'iss-002' }), 1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    const first = grid.querySelector<HTMLElement>('[data-row-index="0"]');
    await expect(first).toHaveAttribute('tabindex', '0');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-row-index', '2'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(SUMMARY_ISSUES[2], 2);
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-row-index', String(SUMMARY_ISSUES.length - 1)),
    );
  },
};

export const Empty: Story = {
  args: { issues: [] },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveStyle({ height: '400px' });
    await expect(within(grid).getByText('No open issues.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { issues: [], isPending: true },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByRole('status')).toHaveTextContent('Loading issues…');
  },
};

export const LoadError: Story = {
  args: { issues: [], error: new Error('503'), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    await expect(within(grid).getByRole('alert')).toHaveTextContent('This data could not be loaded.');
    await userEvent.click(within(grid).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Virtualized: 5,000 rows, only those in view are in the page. */
export const FiveThousandRows: Story = {
  args: { issues: THOUSANDS },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '5001');
    await expect(grid.querySelectorAll('[data-row-index]').length).toBeLessThan(40);
    grid.scrollTop = 48 * 4000;
    await waitFor(() => expect(grid.querySelector('[data-row-index="4005"]')).not.toBeNull());
  },
};
