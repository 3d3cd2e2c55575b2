import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useIssueDrawers } from '@/features/issues/drawers/use-issue-drawers';
import { useInProcessIssueIds } from '@/features/issues/resolve/resolve-writes';
import type { SummaryIssue } from '@/features/issues/model/issue-model';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { issueQueries } from '@/shared/queries/issues';
import { EXAMPLE_ISSUES, LONG_ISSUE, LONG_THREAT, SUMMARY_ISSUES, summaryHandlers } from '../summary/summary-fixtures';
import { summaryTargets as t } from '../../tests/e2e/pages/summary.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const NO_PROCESS: ReadonlySet<string> = new Set();
const FLAGS = {
  mark_as_resolved_enabled: true,
  technologies_issues_mark_as_resolved_enabled: false,
  is_user_asset_enabled: true,
};

interface HarnessProps {
  rows: readonly SummaryIssue[];
  inProcess?: ReadonlySet<string>;
  technologiesResolvable?: boolean;
  /** A button that opens this issue's drawer again (after a request closed it). */
  reopen?: string;
}

const ACCOUNT = 'acc-brightsmile';

/**
 * The summary's two drawers over `rows`, opened by the story's path (`/?panel=issueDetails&item=…`), with the issues
 * in process as the app has them (a request on its way, the user-input processes, which the app's monitor keeps read).
 */
function DrawerHarness({ rows, inProcess = NO_PROCESS, technologiesResolvable = false, reopen }: HarnessProps) {
  const { open } = useDrawer();
  useQuery(issueQueries.pendingProcesses(ACCOUNT));
  const live = useInProcessIssueIds(ACCOUNT);
  const busy = useMemo(() => new Set([...inProcess, ...live]), [inProcess, live]);
  useIssueDrawers({
    accountId: ACCOUNT,
    flags: { ...FLAGS, technologies_issues_mark_as_resolved_enabled: technologiesResolvable },
    allIssues: rows,
    rows,
    inProcess: busy,
    pending: false,
    error: null,
  });
  return (
    <>
      {reopen ? (
        <Button m="6" size="sm" onClick={() => open('issueDetails', reopen)}>
          Open {reopen}
        </Button>
      ) : null}
      <DrawerHost />
    </>
  );
}

const meta = {
  title: 'Summary/Issues/Issue drawers',
  component: DrawerHarness,
  args: { rows: SUMMARY_ISSUES },
  parameters: { msw: { handlers: summaryHandlers() } },
} satisfies Meta<typeof DrawerHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (canvasElement: HTMLElement) => within(await find(within(canvasElement.ownerDocument.body), shared.drawer));
const position = (id: string) => SUMMARY_ISSUES.findIndex((issue) => issue.id === id) + 1;

export const IssueDetailsAssetsTab: Story = {
  parameters: { path: '/?panel=issueDetails&item=iss-001' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() =>
      expect(panel.getByText(`Issue details ${position('iss-001')} of ${SUMMARY_ISSUES.length}`)).toBeVisible(),
    );
    await expect(panel.getByRole('heading', { name: 'RDP exposed to the internet' })).toBeVisible();
    await expect(panel.getByText('Port')).toBeVisible();
    await expect(panel.getByText('3389')).toBeVisible();
    const howTo = panel.getByRole('link', { name: 'How to resolve' });
    await expect(howTo).toHaveAttribute('target', '_blank');
    await expect(howTo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(panel.getByRole('tab', { name: /Assets/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(panel.getByRole('tabpanel')).getByText('remote.brightsmiledental.com')).toBeVisible();
    // Technologies block the form while technologies_issues_mark_as_resolved_enabled is off.
    await expect(panel.queryByText('Mark issue as resolved')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(panel.getByText(`Issue details ${position('iss-001') + 1} of ${SUMMARY_ISSUES.length}`)).toBeVisible(),
    );
  },
};

/** A guide address from the server that is not http(s) shows as text: never a link (#25). */
export const IssueDetailsUnsafeGuideLink: Story = {
  args: {
    rows: SUMMARY_ISSUES.map((issue) =>
      issue.id === 'iss-001' ? { ...issue, resolution_url: 'javascript:alert(document.cookie)' } : issue,
    ),
  },
  parameters: { path: '/?panel=issueDetails&item=iss-001' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByRole('heading', { name: 'RDP exposed to the internet' })).toBeVisible());
    await expect(panel.getByText('How to resolve')).toBeVisible();
    await expect(panel.queryByRole('link', { name: 'How to resolve' })).toBeNull();
    await expect(panel.getByText('How to resolve').closest('a')).toBeNull();
  },
};

export const IssueDetailsLongLists: Story = {
  args: { rows: [LONG_ISSUE, ...SUMMARY_ISSUES.slice(0, 3)], technologiesResolvable: true },
  parameters: { path: '/?panel=issueDetails&item=iss-long' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('Issue details 1 of 4')).toBeVisible());
    await expect(panel.getByText('Ports')).toBeVisible();
    const assets = panel.getByRole('list', { name: 'Associated assets' });
    await expect(within(assets).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(panel.getByRole('button', { name: 'Show all' }));
    await expect(within(assets).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(panel.getByRole('button', { name: 'Show less' }));
    await expect(within(assets).getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(panel.getByRole('tab', { name: /Technologies/ }));
    await expect(within(panel.getByRole('tabpanel')).getByText('OpenSSL 1.1.1')).toBeVisible();

    await userEvent.click(panel.getByRole('tab', { name: /Emails/ }));
    const emails = panel.getByRole('list', { name: 'Associated emails' });
    await expect(within(emails).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(panel.getByRole('button', { name: '+6 more users' }));
    await expect(within(emails).getAllByRole('listitem')).toHaveLength(9);

    await userEvent.click(panel.getByRole('tab', { name: /Hosts/ }));
    await expect(within(panel.getByRole('tabpanel')).getByText('198.51.100.10')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Show all' }));
    await expect(within(panel.getByRole('tabpanel')).getByText('198.51.100.23')).toBeVisible();

    // With the technologies flag on, the form offers the issue's technologies.
    await expect(panel.getByText('Technologies (optional)')).toBeVisible();
  },
};

/** What the stories' server received: the body of each resolve request, and the reads of the issues after one. */
const resolveRequests: unknown[] = [];
const statusReads: string[] = [];
const resolveServer = (status: 202 | 500) => [
  http.get('*/api/accounts/:accountId/issues', () => {
    statusReads.push('GET issues');
    return HttpResponse.json(EXAMPLE_ISSUES);
  }),
  http.post('*/api/accounts/:accountId/issues/:issueId/resolve', async ({ request }) => {
    resolveRequests.push(await request.json());
    return status === 202
      ? new HttpResponse(null, { status })
      : HttpResponse.json(
          { title: 'Internal Server Error', status },
          { status, headers: { 'content-type': 'application/problem+json' } },
        );
  }),
  ...summaryHandlers(),
];
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).queryAllByTestId('toast');

/** 'Mark as resolved' sends the request once, however fast the second click of a double click comes (#26.5). */
export const IssueDetailsWithForm: Story = {
  beforeEach: () => {
    resolveRequests.splice(0);
    statusReads.splice(0);
  },
  parameters: { path: '/?panel=issueDetails&item=iss-008', msw: { handlers: resolveServer(202) } },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('Mark issue as resolved')).toBeVisible());
    await userEvent.click(await panel.findByText('We accept the risk'));
    await userEvent.click(get(panel, t.resolutionText));
    await userEvent.paste('Passwords reset and MFA enforced for the six accounts.');
    // Two clicks in one task: the second comes before React can render the button disabled.
    const submit = get(panel, t.markAsResolved);
    submit.click();
    submit.click();
    // The issue's status is read back: still open in the example, so the 'additional assets' success.
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1), { timeout: 10_000 });
    await expect(toasts(canvasElement)[0]).toHaveTextContent(/was successfully resolved\. Note that there are additional assets/);
    await expect(resolveRequests).toEqual([
      { resolution_text: 'Passwords reset and MFA enforced for the six accounts.', action_id: 'act-accepted-risk', assets: [] },
    ]);
    // One flow: its status read-back is the only read of the issues (a second flow would read them, and toast, again).
    await expect(statusReads).toEqual(['GET issues']);
  },
};

/** A Viewer (issue #28): 'Mark as resolved' shows, disabled, its tooltip naming the role needed; no form to fill. */
export const IssueDetailsAsViewer: Story = {
  beforeEach: () => void resolveRequests.splice(0),
  parameters: {
    path: '/?panel=issueDetails&item=iss-008',
    session: { accessLevel: 'viewer' },
    msw: { handlers: resolveServer(202) },
  },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const button = await find(panel, t.markAsResolved);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(query(panel, t.resolutionText)).toBeNull();
    await userEvent.hover(button);
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: 5000 });
    await expect(tip).toHaveTextContent('Needs the Member or Admin role');
    await userEvent.click(button);
    await expect(query(panel, t.resolutionText)).toBeNull();
    await expect(resolveRequests).toEqual([]);
  },
};

/** A request that fails: the error toast, and the form, opened again, holds what the user typed. */
export const ResolveFailedKeepsTyped: Story = {
  beforeEach: () => void resolveRequests.splice(0),
  args: { reopen: 'iss-008' },
  parameters: { path: '/?panel=issueDetails&item=iss-008', msw: { handlers: resolveServer(500) } },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await userEvent.click(await panel.findByText('We accept the risk'));
    const note = '  Passwords reset;\nMFA enforced for the six accounts.';
    await userEvent.click(get(panel, t.resolutionText));
    await userEvent.paste(note);
    // A double click: one request, one flow (a second one would take the refused request for accepted).
    const submit = get(panel, t.markAsResolved);
    submit.click();
    submit.click();
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1), { timeout: 10_000 });
    await expect(toasts(canvasElement)[0]).toHaveTextContent('An error was occurred, please try again later');
    await expect(resolveRequests).toHaveLength(1);
    // The drawer closed on sending; the page under it can be used again.
    await waitFor(() =>
      expect(query(within(canvasElement.ownerDocument.body), shared.drawer)?.checkVisibility() ?? false).toBe(false),
    );

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open iss-008' }));
    const again = await drawer(canvasElement);
    await waitFor(() => expect(get(again, t.resolutionText)).toHaveValue(note));
    await expect(again.getByRole('radio', { name: 'We accept the risk' })).toBeChecked();
    await expect(get(again, t.markAsResolved)).toBeEnabled();
    await expect(toasts(canvasElement).map((toast) => toast.textContent)).toEqual([
      'An error was occurred, please try again later',
    ]);
  },
};

export const IssueInProcess: Story = {
  args: { inProcess: new Set(['iss-008']) },
  parameters: { path: '/?panel=issueDetails&item=iss-008' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await expect(await panel.findByRole('button', { name: /Validating\.\.\./ })).toBeDisabled();
    await expect(panel.getByText('Validating', { exact: true })).toBeVisible();
  },
};

export const EmailThreat: Story = {
  parameters: { path: '/?panel=fdIssueDetails&item=iss-027' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() =>
      expect(panel.getByText(`Email Threat Detected ${position('iss-027')} of ${SUMMARY_ISSUES.length}`)).toBeVisible(),
    );
    await expect(panel.getByRole('heading', { name: 'Updated bank details for Henry Schein invoice' })).toBeVisible();
    await expect(panel.getByText(/strong signs of impersonation/)).toBeVisible();
    const guide = panel.getByRole('link', { name: 'Email Threat Incident Response Guide' });
    await expect(guide).toHaveAttribute('target', '_blank');
    const email = within(panel.getByTestId('email-block'));
    await expect(email.getByText('Updated bank details for Henry Schein invoice INV-884213')).toBeVisible();
    await expect(email.getByText(/^\d{2} Nov 2026 \d{2}:\d{2}$/)).toBeVisible();
    await expect(email.getByText('Henry Schein Accounts Receivable <ar-remittance@henryschein-billing.com>')).toBeVisible();
    await expect(email.getAllByRole('listitem')).toHaveLength(4);
    await expect(panel.getByText('This email is flagged as suspicious due to:')).toBeVisible();
    await expect(panel.getByText('Lookalike vendor domain')).toBeVisible();
  },
};

/** Stepping from an e-mail threat to a scanner issue turns the drawer into the issue details drawer. */
export const StepsAcrossDrawerTypes: Story = {
  parameters: { path: `/?panel=fdIssueDetails&item=${SUMMARY_ISSUES[position('iss-027') - 2]?.id ?? ''}` },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(/^Issue details \d+ of \d+$/)).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(panel.getByText(/^Email Threat Detected \d+ of \d+$/)).toBeVisible());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(panel.getByText(/^Issue details \d+ of \d+$/)).toBeVisible());
  },
};

export const EmailThreatLongRecipients: Story = {
  args: { rows: [LONG_THREAT] },
  parameters: { path: '/?panel=fdIssueDetails&item=iss-fd-long' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(/very likely part of an attack/)).toBeVisible());
    const recipients = panel.getByRole('list', { name: 'Recipients' });
    await expect(within(recipients).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(panel.getByRole('button', { name: '+18 more' }));
    await expect(within(recipients).getAllByRole('listitem')).toHaveLength(23);
    await expect(panel.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    // Every reason stays listed under the e-mail.
    await expect(panel.getByText('This email is flagged as suspicious due to:')).toBeVisible();
    for (const reason of LONG_THREAT.email_data.reasons) await expect(panel.getByText(reason.name)).toBeVisible();
  },
};

export const MissingIssue: Story = {
  parameters: { path: '/?panel=issueDetails&item=iss-gone' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('This issue is not available any more.')).toBeVisible());
  },
};
