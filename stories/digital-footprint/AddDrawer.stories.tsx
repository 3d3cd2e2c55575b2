import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AssetsPage } from '@/features/digital-footprint/AssetsPage';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { EXAMPLE_TECHNOLOGIES, footprintHandlers } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const meta = {
  title: 'Digital footprint/Add drawer',
  render: () => (
    <Box p={{ base: '4', md: '6' }}>
      <DigitalFootprintLayout>
        <AssetsPage />
      </DigitalFootprintLayout>
      <DrawerHost />
    </Box>
  ),
  parameters: {
    path: '/digital-footprint/assets?panel=digitalFootprint',
    msw: { handlers: footprintHandlers({ invalidDomains: { 'brightsmile-ortho.co': 'Domain does not resolve' } }) },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once its lazily loaded panel is on screen. */
async function panel(canvasElement: HTMLElement) {
  const drawer = await find(within(canvasElement.ownerDocument.body), shared.drawer);
  await waitFor(() => expect(drawer).toHaveTextContent('Configure digital footprint'));
  const root = await within(drawer).findByTestId('add-footprint', {}, { timeout: 8000 });
  const view = within(root);
  // Step 1 shows once the account's domains have loaded.
  await view.findByRole('textbox', { name: 'Add Domains' }, { timeout: 10_000 });
  return {
    root,
    view,
    input: () => view.getByRole('textbox', { name: 'Add Domains' }),
    tags: () => view.queryAllByTestId('domain-tag').map((tag) => `${tag.textContent} [${tag.dataset.tagStatus}]`),
    button: (name: string) => view.getByRole('button', { name }),
  };
}

/** Enters text at once (typing is what the tag input stories test) and presses Enter. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}

const toasts = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll('[data-testid="toast"] [data-part="description"]')].map(
    (element) => element.textContent ?? '',
  );

export const StepOneDiscoveredDomains: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await expect(add.view.getByTestId('add-step')).toHaveTextContent('1 of 2');
    const discovered = await add.view.findByRole('region', { name: 'Select relevant domains for enhanced security' });
    const boxes = within(discovered).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'brightsmiledentalgroup.com',
      'smilecare-portal.com',
    ]);
    await expect(add.input()).toHaveAttribute('placeholder', "Enter domain URL's");
    // An unchecked discovered domain can be dismissed; a checked one cannot.
    await userEvent.click(add.button('Dismiss smilecare-portal.com'));
    await expect(within(discovered).queryByText('smilecare-portal.com')).toBeNull();
    await userEvent.click(within(discovered).getByText('brightsmiledentalgroup.com'));
    await expect(add.view.queryByRole('button', { name: 'Dismiss brightsmiledentalgroup.com' })).toBeNull();
    await expect(add.button('Next')).toBeEnabled();
  },
};

export const TagInputRules: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    // Taken on Enter, comma or space, only with a dot; duplicates ignored.
    await userEvent.type(add.input(), 'intranet{Enter}');
    await expect(add.tags()).toEqual([]);
    await expect(add.input()).toHaveValue('intranet');
    await userEvent.clear(add.input());
    await userEvent.type(add.input(), 'a-ortho.com,b.net A-Ortho.com ');
    await waitFor(() => expect(add.tags()).toEqual(['a-ortho.com [valid]', 'b.net [valid]']));
    await expect(add.button('Next')).toBeEnabled();
  },
};

export const InvalidTag: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.type(add.input(), 'brightsmile-ortho.co{Enter}');
    await waitFor(() => expect(add.tags()).toEqual(['brightsmile-ortho.co [invalid]']));
    await expect(add.view.getByTestId('domain-errors')).toHaveTextContent('brightsmile-ortho.co: Domain does not resolve');
    // An invalid tag blocks further input and Next until it is fixed or removed.
    await expect(add.input()).toBeDisabled();
    await expect(add.button('Next')).toBeDisabled();
    await userEvent.click(add.button('Edit brightsmile-ortho.co'));
    await expect(add.input()).toHaveValue('brightsmile-ortho.co');
    await userEvent.type(add.input(), 'm{Enter}');
    await waitFor(() => expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']));
    await expect(add.view.getByTestId('domain-errors')).toHaveTextContent('');
    await expect(add.button('Next')).toBeEnabled();
  },
};

export const TenDomainLimit: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.click(await add.view.findByText('brightsmiledentalgroup.com'));
    const typed = Array.from({ length: 9 }, (_, i) => `clinic-${i + 1}.com`);
    // Pasted at once: a pasted list is split at its separators like typed text.
    await userEvent.click(add.input());
    await userEvent.paste(`${typed.join(' ')} `);
    await waitFor(() => expect(add.tags()).toHaveLength(9));
    // 9 typed + 1 selected = 10: the input and the other discovered domain are blocked.
    await expect(add.input()).toBeDisabled();
    await expect(add.view.getByRole('checkbox', { name: 'smilecare-portal.com' })).toBeDisabled();
    await userEvent.click(add.button('Remove clinic-9.com'));
    await expect(add.input()).toBeEnabled();
  },
};

export const StepTwoTechnologies: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.click(add.button('Next'));
    await expect(add.view.getByTestId('add-step')).toHaveTextContent('2 of 2');
    await expect(add.button('Add')).toBeDisabled();
    const select = await add.view.findByRole('combobox', { name: 'Enter technology name' });
    await userEvent.click(select);
    const list = add.view.getByRole('listbox', { name: 'Technologies' });
    const labels = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Sorted by name; the account's technologies disabled as '{name} - already exists'.
    await expect(labels).toEqual([...labels].sort((a, b) => a!.localeCompare(b!, 'en', { sensitivity: 'base' })));
    const existing = EXAMPLE_TECHNOLOGIES.find((technology) => technology.name === 'Dentrix');
    await expect(existing).toBeDefined();
    const taken = within(list).getByRole('option', { name: 'Dentrix - already exists' });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(select, 'Eaglesoft{Enter}');
    const chosen = add.view.getByRole('list', { name: 'Chosen technologies' });
    await expect(chosen).toHaveTextContent('Eaglesoft');
    await userEvent.click(select);
    await expect(within(list).queryByRole('option', { name: 'Eaglesoft' })).toBeNull();
    await expect(add.button('Add')).toBeEnabled();
    await userEvent.click(add.button('Back'));
    await expect(add.view.getByTestId('add-step')).toHaveTextContent('1 of 2');
  },
};

export const AddDomainsOnly: Story = {
  parameters: { session: { flags: { add_technologies_enabled: false } } },
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await expect(add.view.queryByTestId('add-step')).toBeNull();
    await expect(add.button('Add')).toBeDisabled();
    await enter(add.input(), 'brightsmile-ortho.com');
    await waitFor(() => expect(add.button('Add')).toBeEnabled());
    await userEvent.click(add.button('Add'));
    await waitFor(
      () =>
        expect(toasts(canvasElement)).toContain(
          'Domains have been added successfully and a new scan is in progress. Information will be updated on the dashboard once the scan is complete.',
        ),
      { timeout: 5000 },
    );
    // The drawer leaves after its exit animation, slower on a loaded machine.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="side-drawer"]')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const FailedSubmitKeepsInput: Story = {
  parameters: {
    session: { flags: { add_technologies_enabled: false } },
    msw: { handlers: footprintHandlers({ addDomainsStatus: 500 }) },
  },
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.click(await add.view.findByText('brightsmiledentalgroup.com'));
    await enter(add.input(), 'brightsmile-ortho.com');
    await waitFor(() => expect(add.button('Add')).toBeEnabled());
    await userEvent.click(add.button('Add'));
    await waitFor(() => expect(toasts(canvasElement)).toContain('Failed to add domain'), { timeout: 5000 });
    await expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']);
    await expect(add.view.getByRole('checkbox', { name: 'brightsmiledentalgroup.com' })).toBeChecked();
    // The user goes on typing where they were (the Add button, disabled while the write was on its way, lost focus).
    add.input().focus();
    await expect(add.input()).toHaveFocus();
  },
};

/**
 * The server refuses the add for the role (403 ROLE_REQUIRED, issue #28; the role changed since the page was read):
 * the toast says so in the shared wording, nobody is signed out, and the drawer keeps every domain entered.
 */
export const AddRefusedForRole: Story = {
  parameters: {
    session: { flags: { add_technologies_enabled: false } },
    msw: { handlers: footprintHandlers({ addDomainsStatus: 'roleRequired' }) },
  },
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.click(await add.view.findByText('brightsmiledentalgroup.com'));
    await enter(add.input(), 'brightsmile-ortho.com');
    await waitFor(() => expect(add.button('Add')).toBeEnabled());
    await userEvent.click(add.button('Add'));
    await waitFor(
      () =>
        expect(toasts(canvasElement)).toContain(
          "You don't have permission to add domains. This needs the Admin role. Ask an admin of your account to do it or to change your role.",
        ),
      { timeout: 5000 },
    );
    await expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']);
    await expect(add.view.getByRole('checkbox', { name: 'brightsmiledentalgroup.com' })).toBeChecked();
    await waitFor(() => expect(add.button('Add')).toBeEnabled());
  },
};

export const AddTechnologiesThroughJobs: Story = {
  parameters: { msw: { handlers: footprintHandlers({ jobTracking: ['running', 'running', 'ended'] }) } },
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await userEvent.click(add.button('Next'));
    const select = await add.view.findByRole('combobox', { name: 'Enter technology name' });
    await enter(select, 'Eaglesoft');
    await userEvent.click(add.button('Add'));
    await expect(await find(within(canvasElement), t.status)).toHaveTextContent('Adding technologies');
    await waitFor(() => expect(toasts(canvasElement)).toContain('Technologies have been added successfully'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(query(within(canvasElement), t.status)).toBeNull());
  },
};

/** #26.12: Escape in the technology list closes the list only; the typed domain and the chosen technology stay. */
export const EscapeClosesTheListOnly: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await enter(add.input(), 'brightsmile-ortho.com');
    await waitFor(() => expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']));
    await userEvent.click(add.button('Next'));
    const select = await find(add.view, t.technologySelect);
    await enter(select, 'Eaglesoft');
    await expect(get(add.view, t.chosenTechnologies)).toHaveTextContent('Eaglesoft');
    await userEvent.paste('den');
    await waitFor(() => expect(get(add.view, t.technologyOptions)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(query(add.view, t.technologyOptions)).toBeNull());
    // The drawer is still open, on step 2, with the choice; focus stays in the select.
    await expect(find(within(canvasElement.ownerDocument.body), shared.drawer)).resolves.toBeVisible();
    await expect(add.view.getByTestId('add-step')).toHaveTextContent('2 of 2');
    await expect(get(add.view, t.chosenTechnologies)).toHaveTextContent('Eaglesoft');
    await expect(select).toHaveFocus();
    await userEvent.click(add.button('Back'));
    await waitFor(() => expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']));
  },
};

/** #26.19: dismissing a found domain with the keyboard leaves focus in the list (the next one), then the input. */
export const DismissKeepsFocusInTheList: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    const first = add.button('Dismiss brightsmiledentalgroup.com');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add.view.queryByText('brightsmiledentalgroup.com')).toBeNull());
    await expect(add.button('Dismiss smilecare-portal.com')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add.view.queryByTestId('discovered-domains')).toBeNull());
    await expect(add.input()).toHaveFocus();
  },
};

/** #26.19: removing a tag with Enter on its button keeps focus in the list: the next tag's button while the input is blocked, else the input. */
export const RemoveTagKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await enter(add.input(), 'clinic-1.com clinic-2.com brightsmile-ortho.co');
    await waitFor(() =>
      expect(add.tags()).toEqual(['clinic-1.com [valid]', 'clinic-2.com [valid]', 'brightsmile-ortho.co [invalid]']),
    );
    // The invalid tag blocks the input: focus goes to the next tag's remove button.
    add.button('Remove clinic-1.com').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add.tags()).toHaveLength(2));
    await expect(add.button('Remove clinic-2.com')).toHaveFocus();
    // Removing the invalid one unblocks the input, which takes focus.
    add.button('Remove brightsmile-ortho.co').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add.tags()).toEqual(['clinic-2.com [valid]']));
    await waitFor(() => expect(add.input()).toHaveFocus());
  },
};

const sentTwice = { operations: [] as unknown[], created: [] as unknown[] };

/** #25: a zero-gap double click on Add sends one domain add and one technology add. */
export const DoubleClickSendsOnce: Story = {
  parameters: { msw: { handlers: footprintHandlers({ sent: sentTwice }) } },
  beforeEach: () => {
    sentTwice.operations.length = 0;
    sentTwice.created.length = 0;
  },
  play: async ({ canvasElement }) => {
    const add = await panel(canvasElement);
    await enter(add.input(), 'brightsmile-ortho.com');
    await waitFor(() => expect(add.tags()).toEqual(['brightsmile-ortho.com [valid]']));
    await userEvent.click(add.button('Next'));
    await enter(await find(add.view, t.technologySelect), 'Eaglesoft');
    // Zero gap: both clicks in one task, before React renders the button disabled (userEvent.dblClick yields
    // between its clicks, so the disabled button alone would pass it).
    const trigger = add.button('Add');
    trigger.click();
    trigger.click();
    await waitFor(() => expect(toasts(canvasElement)).toContain('Technologies have been added successfully'), {
      timeout: 15_000,
    });
    await expect(sentTwice.operations).toHaveLength(1);
    await expect(sentTwice.created).toEqual([{ source: 'user_input', technologies: ['cat-eaglesoft'] }]);
  },
};

/** #26.15: entering the page while a technology add of the last 7 days still runs shows it, then its result. */
export const ResumesRunningJobs: Story = {
  parameters: {
    path: '/digital-footprint/assets',
    msw: {
      handlers: footprintHandlers({
        jobs: [{ job_tracking_id: 'jt-before-reload', source: 'user_input', created_at: '2026-11-23T08:58:00Z' }],
        jobTracking: ['running', 'running', 'ended'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByTestId('footprint-status', {}, { timeout: 8000 });
    await expect(status).toHaveTextContent('Adding technologies');
    await waitFor(() => expect(toasts(canvasElement)).toContain('Technologies have been added successfully'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(query(within(canvasElement), t.status)).toBeNull());
  },
};
