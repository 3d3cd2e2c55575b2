import { Box, Code, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterPopover } from '@/shared/filters/FilterPopover';
import { TIME_RANGE_OPTIONS, type FilterSection, type FilterValues } from '@/shared/filters/filter-model';

const SECTIONS = [
  {
    kind: 'checkboxes',
    id: 'severity',
    label: 'Severity',
    options: ['Critical', 'High', 'Medium', 'Low', 'Informational'].map((label) => ({ value: label.toLowerCase(), label })),
  },
  {
    kind: 'checkboxes',
    id: 'status',
    label: 'Status',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  },
  { kind: 'timeRange', id: 'range', label: 'Time range', options: TIME_RANGE_OPTIONS },
] as const satisfies readonly FilterSection[];

type Values = FilterValues<typeof SECTIONS>;
const DEFAULTS: Values = { severity: ['critical', 'high', 'medium', 'low', 'informational'], status: ['open'], range: 'all' };

function Demo() {
  const [values, setValues] = useState<Values>(DEFAULTS);
  return (
    <Stack p="6" align="flex-start" gap="4">
      <FilterPopover sections={SECTIONS} values={values} defaults={DEFAULTS} onApply={setValues} />
      <Code data-testid="applied">{JSON.stringify(values)}</Code>
    </Stack>
  );
}

const meta = {
  title: 'Shared/Filter popup',
  component: Demo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`FilterPopover` (src/shared/filters): width 336, at most 480 high, checkbox sections and a time range. Choices are a draft until Apply; Cancel drops the draft. The trigger counts the sections that narrow the list.',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (body: ReturnType<typeof within>, text: string) =>
  body.getAllByText(text).find((el: HTMLElement) => el.getAttribute('data-part') === 'label') as HTMLElement;

export const ApplyAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const applied = canvas.getByTestId('applied');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, 1 active' }));
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveStyle({ width: '336px' });
    await expect(Number.parseFloat(getComputedStyle(dialog).maxHeight)).toBeLessThanOrEqual(480);

    // Held until Apply.
    await userEvent.click(label(body, 'Low'));
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Time range' }), '30d');
    await expect(applied).toHaveTextContent('"range":"all"');
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied).toHaveTextContent('"range":"30d"'));
    await expect(applied).not.toHaveTextContent('"low"');
    await expect(canvas.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();

    // Cancel drops the draft and closes.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, 3 active' }));
    await userEvent.click(label(body, 'Closed'));
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(applied).not.toHaveTextContent('"closed"');

    // Reset puts the defaults back in the draft.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, 3 active' }));
    await userEvent.click(body.getByRole('button', { name: 'Reset' }));
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied).toHaveTextContent(JSON.stringify(DEFAULTS)));

    // It sits under its button, which Zag finds by the id we give it (src/shared/overlay/README.md), and the button
    // closes it again, for good.
    const trigger = canvas.getByRole('button', { name: 'Filters, 1 active' });
    await userEvent.click(trigger);
    const popup = await body.findByRole('dialog');
    await waitFor(() => {
      const at = trigger.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(Math.abs(box.top - at.bottom)).toBeLessThan(16);
      // Shifted to stay on screen, but over its button.
      expect(box.left < at.right && box.right > at.left).toBe(true);
    });
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const InANarrowSpace: Story = {
  decorators: [(Story) => <Box maxW="sm">{Story()}</Box>],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters, 1 active' }));
    const popup = (await body.findByRole('dialog')).getBoundingClientRect();
    // The popup stays whole on screen, however little room its button has.
    await expect(popup.left).toBeGreaterThanOrEqual(0);
    await expect(popup.right).toBeLessThanOrEqual(window.innerWidth);
    await waitFor(() => expect(body.getByRole('button', { name: 'Apply' })).toBeVisible());
  },
};
