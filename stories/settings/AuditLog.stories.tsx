import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLogPage } from '@/features/settings/audit/AuditLogPage';
import { TeamSettingsPage } from '@/features/settings/team/TeamSettingsPage';
import { AUDIT_EVENTS, AUDIT_FIRST_PAGE, EXPIRED_CURSOR, SettingsFrame, settingsHandlers } from './settings-fixtures';
import { settingsTargets as t } from '../../tests/e2e/pages/settings.targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';
import { find, get, query } from '../support/targets';
import { PHONE, fullyInView } from '../support/viewport';

const meta = {
  title: 'Settings/Audit log',
  render: () => (
    <SettingsFrame>
      <AuditLogPage notFound={<p>Not found</p>} />
    </SettingsFrame>
  ),
  parameters: { path: '/settings/audit-log', msw: { handlers: settingsHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => find(within(canvasElement), t.auditTable);
/** The text of one column over the rendered rows. */
const column = (grid: HTMLElement, index: number) =>
  [...grid.querySelectorAll('[role="row"][data-row-index]')].map(
    (row) => row.querySelectorAll('[role="cell"]')[index]?.textContent?.trim() ?? '',
  );
const rowIds = (grid: HTMLElement) =>
  [...grid.querySelectorAll('[role="row"][data-row-index]')].map((row) => row.getAttribute('data-row-id'));
const requests: URL[] = [];

export const Default: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: { msw: { handlers: settingsHandlers({ auditRequests: requests }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    // Newest first, the action in words, who, what and from where.
    await waitFor(() =>
      expect(column(grid, 0).slice(0, 3)).toEqual(['Integration sync started', 'Invitation revoked', 'Member invited']),
    );
    await expect(column(grid, 1)[0]).toBe('Microsoft 365Integration');
    await expect(column(grid, 2)[0]).toBe('Kenji Watanabekenji.watanabe@brightsmiledental.com');
    await expect(column(grid, 4)[0]).toBe('192.0.2.45Firefox 144 on Windows');
    await expect(get(canvas, t.auditCount)).toHaveTextContent(`${AUDIT_EVENTS.events.length} events`);
    await expect(get(canvas, t.auditTab)).toHaveAttribute('aria-current', 'page');
    // One page of the contract's size, no filters.
    await expect([...requests[0]!.searchParams.keys()]).toEqual(['limit']);
    await expect(requests[0]!.searchParams.get('limit')).toBe('50');
  },
};

/** Filters and search come from the URL and go to the server as the contract's params. */
export const FilteredFromUrl: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: {
    path: '/settings/audit-log?action=team&actor=usr-maya',
    msw: { handlers: settingsHandlers({ auditRequests: requests }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0).length).toBeGreaterThan(0));
    const sent = requests.find((url) => url.searchParams.has('actor'))!.searchParams;
    await expect(sent.get('actor')).toBe('usr-maya');
    await expect(sent.get('action')?.split(',')).toContain('member_invited');
    await expect(sent.get('action')?.split(',')).not.toContain('issue_resolved');
    for (const who of column(grid, 2)) await expect(who).toMatch(/^Maya Okafor/);
    await expect(get(canvas, shared.filtersButton)).toHaveAccessibleName('Filters, 2 active');
  },
};

const filtersButton = (canvasElement: HTMLElement) => get(within(canvasElement), shared.filtersButton);

/** Opens the filter popup and waits for its sections (they render after its frame). */
async function openFilters(canvasElement: HTMLElement) {
  await userEvent.click(filtersButton(canvasElement));
  const popup = await find(within(canvasElement.ownerDocument.body), shared.filterPopup);
  await find(within(popup), shared.timeRangeFilter);
  return within(popup);
}

/** Whether an element is shown whole inside the popup's scrolling body. */
function inPopupView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const body = element.closest('.chakra-popover__body')!.getBoundingClientRect();
  return box.top >= body.top - 0.5 && box.bottom <= body.bottom + 0.5;
}

/** The start of a day where the browser is, as the request's `from`/`to` (the contract's instants). */
const dayStart = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

/**
 * 'Custom range' in the popup: From and To go to the URL and the request (to the end of the To day), the list shows
 * those days' events, the trigger counts it, and choosing 'All Times' clears it.
 */
export const CustomRange: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: { msw: { handlers: settingsHandlers({ auditRequests: requests }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0).length).toBeGreaterThan(3));
    let popup = await openFilters(canvasElement);
    await userEvent.selectOptions(get(popup, shared.timeRangeFilter), 'Custom range');
    // Below the fold of the popup's body: brought into view as they appear.
    await waitFor(() => expect(inPopupView(get(popup, shared.rangeTo))).toBe(true));
    await userEvent.type(get(popup, shared.rangeFrom), '2026-11-19');
    await userEvent.type(get(popup, shared.rangeTo), '2026-11-20');
    await userEvent.click(get(popup, shared.applyFilters));
    await waitFor(() => expect(requests.some((url) => url.searchParams.has('to'))).toBe(true));
    const sent = requests.find((url) => url.searchParams.has('to'))!.searchParams;
    await expect(sent.get('from')).toBe(dayStart(2026, 11, 19));
    await expect(sent.get('to')).toBe(dayStart(2026, 11, 21));
    // The events of those two days where the browser is (Nov 19 and 20 in UTC: three events).
    const inRange = AUDIT_EVENTS.events
      .filter(
        (e) =>
          Date.parse(e.occurred_at) >= Date.parse(sent.get('from')!) && Date.parse(e.occurred_at) < Date.parse(sent.get('to')!),
      )
      .map((e) => e.id);
    await expect(inRange.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowIds(grid)).toEqual(inRange));
    await expect(filtersButton(canvasElement)).toHaveAccessibleName('Filters, 1 active');

    // Opened again: the range as applied; 'All Times' clears it.
    popup = await openFilters(canvasElement);
    await expect(get(popup, shared.timeRangeFilter)).toHaveValue('custom');
    await expect(get(popup, shared.rangeFrom)).toHaveValue('2026-11-19');
    await expect(get(popup, shared.rangeTo)).toHaveValue('2026-11-20');
    await userEvent.selectOptions(get(popup, shared.timeRangeFilter), 'All Times');
    await userEvent.click(get(popup, shared.applyFilters));
    await waitFor(() => expect(filtersButton(canvasElement)).toHaveAccessibleName('Filters'));
    await waitFor(() =>
      expect(get(within(canvasElement), t.auditCount)).toHaveTextContent(`${AUDIT_EVENTS.events.length} events`),
    );
  },
};

/**
 * An invalid custom range is not applied: the popup stays open with each date's message, focus on the first wrong
 * date, and every date typed kept.
 */
export const CustomRangeInvalid: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: { msw: { handlers: settingsHandlers({ auditRequests: requests }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0).length).toBeGreaterThan(3));
    const popup = await openFilters(canvasElement);
    await userEvent.selectOptions(get(popup, shared.timeRangeFilter), 'Custom range');
    // Nothing typed: both dates are asked for.
    await userEvent.click(get(popup, shared.applyFilters));
    await expect(await popup.findByText('Enter a valid From date.')).toBeVisible();
    await expect(popup.getByText('Enter a valid To date.')).toBeVisible();
    await expect(get(popup, shared.rangeFrom)).toHaveFocus();

    // To before From, and after today (the stories' today is Nov 23, 2026).
    await userEvent.type(get(popup, shared.rangeFrom), '2026-11-20');
    await userEvent.type(get(popup, shared.rangeTo), '2026-11-19');
    await expect(await popup.findByText('To must be on or after From.')).toBeVisible();
    await expect(get(popup, shared.rangeTo)).toHaveAccessibleErrorMessage('To must be on or after From.');
    await userEvent.clear(get(popup, shared.rangeTo));
    await userEvent.type(get(popup, shared.rangeTo), '2026-11-30');
    await userEvent.click(get(popup, shared.applyFilters));
    await expect(await popup.findByText("To can't be in the future.")).toBeVisible();
    await expect(get(popup, shared.rangeTo)).toHaveFocus();
    await expect(get(popup, shared.rangeTo)).toHaveAttribute('aria-invalid', 'true');

    // A preset and back: the typed dates are still there. Nothing was asked of the server.
    await userEvent.selectOptions(get(popup, shared.timeRangeFilter), 'Last 7 days');
    await userEvent.selectOptions(get(popup, shared.timeRangeFilter), 'Custom range');
    await expect(get(popup, shared.rangeFrom)).toHaveValue('2026-11-20');
    await expect(get(popup, shared.rangeTo)).toHaveValue('2026-11-30');
    await expect(requests.some((url) => url.searchParams.has('from'))).toBe(false);
    await expect(filtersButton(canvasElement)).toHaveAccessibleName('Filters');
  },
};

export const FilteredToNothing: Story = {
  parameters: {
    path: '/settings/audit-log?q=nobody-did-this',
    msw: { handlers: settingsHandlers({ audit: () => ({ events: [], next_cursor: null }) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No events match your search and filters')).toBeVisible();
    await expect(get(canvas, t.auditSearch)).toHaveValue('nobody-did-this');
    await expect(get(canvas, t.auditCount)).toHaveTextContent('0 events');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: settingsHandlers({ audit: () => ({ events: [], next_cursor: null }) }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText('No audit events yet')).toBeVisible();
  },
};

export const FailedToLoad: Story = {
  parameters: { msw: { handlers: settingsHandlers({ audit: () => 500 }) } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByRole('alert')).toHaveTextContent('This data could not be loaded.');
    // The tab stays: only a missing endpoint (404/501) hides it.
    await expect(get(within(canvasElement), t.auditTab)).toBeVisible();
  },
};

/** A first page with a next cursor: the next page is asked for at once (10 rows are within 20 of the end). */
export const LoadingMore: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: {
    msw: {
      handlers: settingsHandlers({
        auditRequests: requests,
        audit: (url) => (url.searchParams.has('cursor') ? 'never' : AUDIT_FIRST_PAGE),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)).toHaveLength(AUDIT_FIRST_PAGE.events.length));
    await expect(await find(canvas, t.auditLoadingMore)).toBeVisible();
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('cursor')).toBe(AUDIT_FIRST_PAGE.next_cursor));
    await expect(get(canvas, t.auditCount)).toHaveTextContent('Newest 10 events, more as you scroll');
  },
};

/** The next page's cursor expired: the contract's detail, and a way back to the newest events. */
export const ExpiredCursor: Story = {
  beforeEach: () => void (requests.length = 0),
  parameters: {
    msw: {
      handlers: settingsHandlers({
        auditRequests: requests,
        audit: (url) => (url.searchParams.has('cursor') ? { status: 400, body: EXPIRED_CURSOR } : AUDIT_FIRST_PAGE),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(EXPIRED_CURSOR.detail);
    await expect(notice).toBeVisible();
    const asked = requests.length;
    await userEvent.click(get(canvas, t.auditStartAgain));
    // From the first page again: a request without a cursor.
    await waitFor(() => expect(requests.slice(asked).some((url) => !url.searchParams.has('cursor'))).toBe(true));
    await waitFor(() => expect(column(get(canvas, t.auditTable), 0)).toHaveLength(AUDIT_FIRST_PAGE.events.length));
  },
};

export const Drawer: Story = {
  parameters: { path: '/settings/audit-log?panel=auditEvent&item=aud-0035' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await find(body, shared.drawer);
    const details = await find(within(drawer), t.auditDetails);
    await expect(within(details).getByRole('heading', { name: 'Member invited' })).toBeVisible();
    await expect(details).toHaveTextContent('l.nguyen@brightsmiledental.com');
    await expect(details).toHaveTextContent('Edge 142 on Windows');
    const changes = get(within(details), t.auditChanges);
    const rows = within(changes)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Role', '—', 'Member'],
      ['Job title', '—', 'Practice Manager'],
    ]);
    // The row is marked as the open one.
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.querySelector('[aria-current="true"]')).toHaveAttribute('data-row-id', 'aud-0035'));
  },
};

/** A click on a row opens it in the drawer. */
export const OpenFromRow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)[1]).toBe('Invitation revoked'));
    await userEvent.click(grid.querySelector('[data-row-id="aud-0036"]')!);
    const drawer = await find(body, shared.drawer);
    const details = await find(within(drawer), t.auditDetails);
    await expect(details).toHaveAttribute('data-event-id', 'aud-0036');
    await expect(details).toHaveTextContent('No fields changed.');
  },
};

export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(column(grid, 0)[0]).toBe('Integration sync started'));
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const first = grid.querySelector('[role="row"][data-row-index="0"]')!;
    for (const cell of first.querySelectorAll('[role="cell"] [data-cell-text]')) {
      await expect(fullyInView(cell), `${cell.textContent} fully shown`).toBe(true);
    }
  },
};

/** The flag off: the settings show no 'Audit log' tab and never ask for the log. */
export const TabAbsentWhenFlagOff: Story = {
  beforeEach: () => void (requests.length = 0),
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  parameters: {
    path: '/settings/team',
    session: { flags: { audit_log_enabled: false } },
    msw: { handlers: settingsHandlers({ auditRequests: requests }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, t.teamTable);
    await expect(get(canvas, t.teamTab)).toBeVisible();
    await expect(query(canvas, t.auditTab)).toBeNull();
    await expect(requests).toHaveLength(0);
  },
};

/** A backend one release behind (404): the tab goes quietly, with no error. */
export const TabAbsentWhenEndpointMissing: Story = {
  beforeEach: () => void (requests.length = 0),
  render: () => (
    <SettingsFrame>
      <TeamSettingsPage />
    </SettingsFrame>
  ),
  parameters: { path: '/settings/team', msw: { handlers: settingsHandlers({ auditRequests: requests, audit: () => 404 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, t.teamTable);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(query(canvas, t.auditTab)).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Roles on and the signed-in user a Member: the audit log is for Admins. */
export const TabAbsentForMember: Story = {
  ...TabAbsentWhenFlagOff,
  parameters: {
    ...TabAbsentWhenFlagOff.parameters,
    session: { flags: { roles_enabled: true }, accessLevel: 'member' },
  },
};
