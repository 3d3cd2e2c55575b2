import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { InvitationPage } from '@/features/invitation/InvitationPage';
import { invitationTargets as invitation } from '../../tests/e2e/pages/shell.targets';
import { find, get } from '../support/targets';

const meta = { title: 'Platform/Invitation', render: () => <InvitationPage /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Secure Your Environment with Stance!' })).toBeVisible();
    await expect(get(canvas, invitation.getStarted)).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(get(canvas, invitation.email), 'front.desk@clinic');
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
    await userEvent.type(get(canvas, invitation.email), 'dr.patel@lakeviewortho.com{Enter}');
    await expect(await find(canvas, invitation.thanks)).toBeVisible();
    await expect(get(canvas, invitation.signIn)).toHaveAttribute('href', '/');
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
    await userEvent.type(get(canvas, invitation.email), 'it@clinic.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't send your request");
    await expect(get(canvas, invitation.email)).toHaveValue('it@clinic.com');
  },
};
