import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { InvitationPage } from '@/features/invitation/InvitationPage';

const meta = { title: 'Platform/Invitation', render: () => <InvitationPage /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Secure Your Environment with Stance!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Work e-mail/), 'front.desk@clinic');
    await userEvent.tab();
    await expect(canvas.getByText('Please insert a valid email address')).toBeVisible();
  },
};

export const ThankYou: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/invitations', () => HttpResponse.json({ status: 'received' }, { status: 202 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Work e-mail/), 'dr.patel@lakeviewortho.com{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Thank You for Signing Up!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/');
  },
};

export const RequestFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/api/invitations', () => HttpResponse.json({ title: 'Error', status: 500 }, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Work e-mail/), 'it@clinic.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't send your request");
    await expect(canvas.getByLabelText(/Work e-mail/)).toHaveValue('it@clinic.com');
  },
};
