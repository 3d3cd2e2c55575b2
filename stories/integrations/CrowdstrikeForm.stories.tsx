import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CrowdstrikeForm } from '@/features/integrations/crowdstrike/CrowdstrikeForm';
import { integrationsTargets as t } from '../../tests/e2e/pages/integrations.targets';
import { get } from '../support/targets';

const SECRET = 'TopSecretValue0123456789';

const meta = {
  title: 'Integrations/CrowdStrike form',
  component: CrowdstrikeForm,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: {
    publicKey: 'stand-in key',
    keyState: 'ready',
    busy: false,
    onSubmit: fn(),
    encrypt: fn(async () => 'Y2lwaGVydGV4dA=='),
  },
} satisfies Meta<typeof CrowdstrikeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    id: get(canvas, t.clientId),
    secret: get(canvas, t.clientSecret),
    url: get(canvas, t.baseUrl),
    submit: canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
};

async function fill(canvasElement: HTMLElement) {
  const form = fields(canvasElement);
  await userEvent.type(form.id, '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b');
  await userEvent.type(form.secret, SECRET);
  await userEvent.type(form.url, 'https://api.us-2.crowdstrike.com');
  return form;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = fields(canvasElement);
    for (const input of [form.id, form.secret, form.url]) {
      await expect(input).toHaveValue('');
      await expect(input).toBeRequired();
    }
    await expect(form.secret).toHaveAttribute('type', 'password');
    await expect(form.submit).toBeEnabled();
    await expect(form.submit).toHaveTextContent('Enable Integration');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = fields(canvasElement);
    await userEvent.type(form.url, 'http://api.crowdstrike.com');
    await userEvent.click(form.submit);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Client ID is required')).toBeVisible();
    await expect(canvas.getByText('Client Secret is required')).toBeVisible();
    await expect(canvas.getByText('Enter a URL that starts with https://, e.g. https://api.crowdstrike.com')).toBeVisible();
    await expect(form.id).toHaveFocus();
    await expect(form.id).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixed values clear their message as they are typed; the typed URL is kept.
    await userEvent.type(form.id, 'abc-1');
    await expect(canvas.getByText('Client ID contains only letters and digits')).toBeVisible();
    await expect(form.url).toHaveValue('http://api.crowdstrike.com');
  },
};

export const EncryptsBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Y2lwaGVydGV4dA=='));
    await expect(args.encrypt).toHaveBeenCalledWith(
      { client_id: '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b', client_secret: SECRET, base_url: 'https://api.us-2.crowdstrike.com' },
      'stand-in key',
    );
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const form = fields(canvasElement);
    await expect(form.submit).toHaveAttribute('data-loading');
    await expect(form.submit).toHaveTextContent('Enabling…');
    await expect(form.submit).toBeDisabled();
    for (const input of [form.id, form.secret, form.url]) await expect(input).toBeDisabled();
  },
};

export const EncryptionError: Story = {
  args: { encrypt: fn(async () => Promise.reject(new Error('OperationError'))) },
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement);
    await userEvent.click(form.submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to enable integration. Please try again later.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost.
    await expect(form.secret).toHaveValue(SECRET);
  },
};

export const PublicKeyUnavailable: Story = {
  args: { publicKey: null, keyState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to enable integration. Please try again later.',
    );
  },
};
