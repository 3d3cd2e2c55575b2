import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, waitFor, userEvent, within } from 'storybook/test';
import { getGetTrainingIntegrationMockHandler } from '@generated/api/training/training.msw';
import type { TrainingIntegration } from '@generated/model';
import { AppLayout } from '@/features/platform/layout/AppLayout';
import { Panel } from '@/shared/ui/Panel';
import { shellTargets as t } from '../../tests/e2e/pages/shell.targets';
import { stopStoryClients } from '../support/providers';
import { find, get, query } from '../support/targets';

function Frame() {
  return (
    <AppLayout>
      <Heading as="h1" textStyle="2xl" mb="4">
        Summary
      </Heading>
      <Panel>
        <Text color="fg.muted">Page content goes here.</Text>
      </Panel>
    </AppLayout>
  );
}

const meta = {
  title: 'Platform/Page frame',
  render: () => <Frame />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const nav = await find(canvas, t.mainNav);
    for (const label of ['Summary', 'Fraud Defense', 'MDR', 'Digital footprint', 'Integrations']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    await expect(get(within(nav), t.securityTraining)).toBeInTheDocument();
    await expect(get(canvas, t.accountPicker)).toHaveValue('acc-brightsmile');
  },
};

export const PolicyExpiring: Story = {
  parameters: {
    session: {
      account: { policy_expiration_status: 'about_to_expire', count_down_in_days: 1, policy_expiration_date: '2026-11-22' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await find(within(canvasElement), t.policyNotice)).toHaveTextContent(
      'Your Cyber Insurance Policy and Stance Account Expiration in 1 Day',
    );
  },
};

export const GracePeriod: Story = {
  parameters: { session: { account: { policy_expiration_status: 'grace_expiration', count_down_in_days: 5 } } },
  play: async ({ canvasElement }) => {
    await expect(await find(within(canvasElement), t.policyNotice)).toHaveTextContent(
      'Important Notice: Your Stance Account is expired. 5 Days of Grace Period remain',
    );
  },
};

export const MfaEnforced: Story = {
  parameters: { session: { account: { enforce_mfa: true }, mfaActive: false } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Enable multi-factor authentication',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enable MFA' })).toBeVisible());
  },
};

/** Training not active yet (console-platform.md §2.11): 'Security Training' explains instead of opening a link. */
export const TrainingNotActive: Story = {
  parameters: {
    msw: { handlers: [getGetTrainingIntegrationMockHandler({ is_active: false } satisfies TrainingIntegration)] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const nav = await find(body, t.mainNav);
    await userEvent.click(get(within(nav), t.securityTraining));
    const dialog = await body.findByRole('dialog', { name: 'Security Training is on its way' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible());
  },
};

export const SettingsMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /maya\.okafor@brightsmiledental\.com/ }));
    await waitFor(async () => expect(await body.findByRole('menuitem', { name: 'System Settings' })).toBeVisible());
    await expect(body.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  },
};

/** Below xl (1280 px) the navigation moves into the mobile drawer menu; pick a narrow viewport in the toolbar. */
export const Narrow: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(window.innerWidth).toBeLessThan(1280);
    const menuButton = await find(canvas, t.openNavMenu);
    await expect(query(canvas, t.mainNav)).toBeNull();
    await userEvent.click(menuButton);
    const menu = within(await find(canvas, t.mobileNav));
    // The menu slides in: its links are visible once the opening animation is over.
    for (const label of ['Summary', 'Fraud Defense', 'MDR', 'Digital footprint', 'Integrations']) {
      await waitFor(() => expect(menu.getByRole('link', { name: label })).toBeVisible());
    }
  },
};

/** Posts the stories' server received, by path; their answers never come, so the busy state stays on screen. */
const posts: string[] = [];
const heldPost = (path: string) =>
  http.post(`*/api/accounts/:accountId/${path}`, async ({ request }) => {
    posts.push(new URL(request.url).pathname);
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/** While the training link is requested its entry is busy and disabled: a second click sends nothing (#26.5). */
export const TrainingLinkRequested: Story = {
  beforeEach: () => {
    posts.splice(0);
    // The tab the entry opens before it asks for the link, as a stand-in: a real one put the test page in the
    // background, where frames stall, and every story after this one took ten seconds more.
    const open = window.open;
    window.open = fn(() => ({ closed: false, opener: {}, location: { href: '' }, close: fn() }) as unknown as Window);
    return () => {
      window.open = open;
    };
  },
  parameters: {
    msw: {
      handlers: [
        getGetTrainingIntegrationMockHandler({ is_active: true } satisfies TrainingIntegration),
        heldPost('wizer/magic-link'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const entry = get(within(await find(body, t.mainNav)), t.securityTraining);
    await userEvent.click(entry);
    await waitFor(() => expect(posts).toEqual(['/api/accounts/acc-brightsmile/wizer/magic-link']), { timeout: 10_000 });
    await expect(entry).toBeDisabled();
    await expect(entry).toHaveAccessibleName('Security Training');
    entry.click();
    await expect(posts).toHaveLength(1);
    await expect(window.open).toHaveBeenCalledOnce();
  },
};

/** The tab the training entry opens, and the moment the story signs out (see TrainingLinkAfterSignOut). */
const tab = { closed: false, opener: {}, location: { href: '' }, close: fn() };
let signOut: (value?: unknown) => void = () => undefined;
let signedOut: Promise<unknown> = Promise.resolve();

/**
 * Signed out while the training link is on its way (here: the story's client stopped as a sign-out stops it): when the
 * request fails later, the tab it opened closes with no toast and no report. A held request that failed minutes later
 * used to put its toast into whichever story was running then.
 */
export const TrainingLinkAfterSignOut: Story = {
  parameters: {
    // Behaviour only: the page is the Default story's.
    visual: { disable: true },
    msw: {
      handlers: [
        getGetTrainingIntegrationMockHandler({ is_active: true } satisfies TrainingIntegration),
        http.post('*/api/accounts/:accountId/wizer/magic-link', async ({ request }) => {
          posts.push(new URL(request.url).pathname);
          await signedOut;
          return HttpResponse.error();
        }),
      ],
    },
  },
  beforeEach: () => {
    posts.splice(0);
    tab.close.mockClear();
    signedOut = new Promise((resolve) => (signOut = resolve));
    const open = window.open;
    window.open = fn(() => tab as unknown as Window);
    return () => {
      window.open = open;
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(get(within(await find(body, t.mainNav)), t.securityTraining));
    await waitFor(() => expect(posts).toEqual(['/api/accounts/acc-brightsmile/wizer/magic-link']), { timeout: 10_000 });
    stopStoryClients();
    signOut();
    await waitFor(() => expect(tab.close).toHaveBeenCalledOnce());
    // A toast would render within the next frames.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(body.queryByText(/Request failed/)).toBeNull();
  },
};

/** While the switch to another account is on its way the picker is disabled: one switch, one request (#26.5). */
export const AccountSwitching: Story = {
  beforeEach: () => void posts.splice(0),
  parameters: { msw: { handlers: [heldPost('switch')] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const picker = await find(body, t.accountPicker);
    await userEvent.selectOptions(picker, 'acc-lakeview');
    await waitFor(() => expect(posts).toEqual(['/api/accounts/acc-lakeview/switch']), { timeout: 10_000 });
    await expect(picker).toBeDisabled();
    // The page goes on with the current account until the server has answered and the page reloads.
    await expect(picker).toHaveValue('acc-brightsmile');
    await expect(localStorage.getItem('stance.account')).toBeNull();
  },
};
