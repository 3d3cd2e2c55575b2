import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkResolvedForm } from '@/features/issues/resolve/MarkResolvedForm';
import { EMPTY_RESOLVE_FORM } from '@/features/issues/resolve/resolve-rules';
import { RESOLUTION_FORM, issueById } from '../summary/summary-fixtures';
import { summaryTargets as t } from '../../tests/e2e/pages/summary.targets';
import { get } from '../support/targets';

const meta = {
  title: 'Summary/Issues/Mark as resolved form',
  component: MarkResolvedForm,
  args: {
    issue: issueById('iss-005'),
    formData: RESOLUTION_FORM,
    formDataPending: false,
    formDataError: null,
    inProcess: false,
    scanInProgress: false,
    withTechnologies: true,
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md" bg="bg.panel">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof MarkResolvedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByText('This is not an issue'));
    // The action's value contains 'issue', so a reason is asked for.
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Reason/ }), 'opt-compensating');
    await userEvent.click(form.getByText('All subdomains (2)'));
    await userEvent.click(form.getByText('Microsoft IIS'));
    await userEvent.type(get(form, t.resolutionText), 'Disabled TLS 1.0 and 1.1 in the IIS Schannel settings.');
    await expect(form.getByText('54/300')).toBeVisible();
    await userEvent.click(get(form, t.markAsResolved));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      actionId: 'act-not-issue',
      optionId: 'opt-compensating',
      resolutionText: 'Disabled TLS 1.0 and 1.1 in the IIS Schannel settings.',
      assets: [{ kind: 'group', assetType: 'subdomain' }],
      technologyIds: ['tech-iis'],
    });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(get(form, t.markAsResolved));
    await expect(form.getByText('Select an action.')).toBeVisible();
    await expect(form.getByText('Describe how the issue was resolved.')).toBeVisible();
    await userEvent.click(form.getByText('This is not an issue'));
    await expect(form.getByText('Select a reason.')).toBeVisible();
    await userEvent.click(form.getByText('We accept the risk'));
    await expect(form.queryByText('Select a reason.')).toBeNull();
    // 300 characters pasted, one typed: 301 keystrokes took over 30 s on a loaded machine.
    const text = get(form, t.resolutionText);
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(300));
    await userEvent.type(text, 'x');
    await expect(form.getByText('Use at most 300 characters.')).toBeVisible();
    await expect(form.getByText('301/300')).toBeVisible();
    await userEvent.click(get(form, t.markAsResolved));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeepsTypedValues: Story = {
  args: {
    initialValues: { ...EMPTY_RESOLVE_FORM, actionId: 'act-accepted-risk', resolutionText: 'Typed before the request failed.' },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(get(form, t.resolutionText)).toHaveValue('Typed before the request failed.');
    await expect(form.getByRole('radio', { name: 'We accept the risk' })).toBeChecked();
  },
};

export const InProcess: Story = {
  args: { inProcess: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Validating\.\.\./ })).toBeDisabled();
  },
};

export const ScanRunning: Story = {
  args: { scanInProgress: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Scan in progress...' })).toBeDisabled();
  },
};

export const FormDataLoading: Story = {
  args: { formData: undefined, formDataPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form…');
  },
};

export const FormDataError: Story = {
  args: { formData: undefined, formDataError: new Error('500'), onRetryFormData: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An error was occurred, please try again later')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryFormData).toHaveBeenCalledOnce();
  },
};
