import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAssetDrawer } from '@/features/digital-footprint/drawers/use-asset-drawer';
import { useFootprintIssues } from '@/features/digital-footprint/use-footprint-issues';
import { useSession } from '@/features/platform';
import { sortAssetRows, toAssetRow } from '@/features/digital-footprint/model/asset-model';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS, LONG_HOST, footprintHandlers } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { find, get, query } from '../support/targets';
import { sharedTargets as shared } from '../../tests/e2e/pages/shared.targets';

const ALL = [LONG_HOST, ...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES, ...EXAMPLE_USERS];
const ROWS = sortAssetRows(ALL.map(toAssetRow));
const NO_DISPUTE = () => undefined;

/** The asset drawer (and the issue drawers it opens) over the example table, opened by the story's path. */
function DrawerHarness() {
  const { accountId, flags } = useSession();
  const { renderIssues } = useFootprintIssues(accountId, flags, EXAMPLE_USERS);
  useAssetDrawer({
    all: ALL,
    rows: ROWS,
    pending: false,
    error: null,
    renderIssues,
    fraudDefense: flags.fraud_defense_enabled,
    accountId,
    history: flags.asset_history_enabled,
    disputeOf: NO_DISPUTE,
  });
  return <DrawerHost />;
}

const meta = {
  title: 'Digital footprint/Asset drawer',
  component: DrawerHarness,
  parameters: {
    msw: { handlers: footprintHandlers() },
    // The specification's drawer; asset history and 'Not mine' (issue #27) have their own stories.
    session: { flags: { asset_history_enabled: false, asset_dispute_enabled: false } },
  },
} satisfies Meta<typeof DrawerHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (canvasElement: HTMLElement) => within(await find(within(canvasElement.ownerDocument.body), shared.drawer));
const position = (id: string) => ROWS.findIndex((row) => row.id === id) + 1;

export const HostWithLongLists: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-long-host' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText(`Asset details ${position('ast-long-host')} of ${ROWS.length}`)).toBeVisible());
    await expect(panel.getByRole('heading', { name: '203.0.113.200' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Asset information' })).toBeVisible();
    const ips = panel.getByRole('list', { name: 'IP' });
    await expect(within(ips).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(panel.getByRole('button', { name: 'Show all 7 IP' }));
    await expect(within(ips).getAllByRole('listitem')).toHaveLength(7);
    await expect(panel.getByRole('button', { name: 'Show less IP' })).toHaveTextContent('Show less');
    const ports = panel.getByRole('list', { name: 'Open ports' });
    await expect(
      within(ports)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['21/tcp', '22/tcp']);
    await expect(panel.getByRole('button', { name: 'Show all 12 Open ports' })).toHaveTextContent('Show all (12)');
    const technologies = panel.getByRole('list', { name: 'Technologies' });
    await expect(within(technologies).getAllByRole('listitem')).toHaveLength(5);
    await expect(panel.getByText('issuer:')).toBeVisible();
    await expect(panel.getByText('1 associated open issue')).toBeVisible();
  },
};

export const Domain: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-brightsmiledental-com' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByRole('heading', { name: 'brightsmiledental.com' })).toBeVisible());
    await expect(panel.getByText('Failed')).toBeVisible();
    // Mail vendor and the technologies list.
    await expect(panel.getAllByText('Microsoft 365')).toHaveLength(2);
    await expect(await panel.findByText('3 associated open issues')).toBeVisible();
    const issues = within(panel.getByRole('list', { name: 'Associated open issues' }));
    // Sorted by severity_score: 7.1, 5.8, 2.8.
    await waitFor(() =>
      expect(issues.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'DMARC policy set to none',
        'SPF record allows too many senders',
        'DNSSEC not enabled',
      ]),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(panel.getByText(`Asset details ${position('ast-brightsmiledental-com') + 1} of ${ROWS.length}`)).toBeVisible(),
    );
  },
};

export const Device: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-dev-frontdesk-03' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Device and incident information' })).toBeVisible());
    const logins = panel.getByRole('list', { name: 'Exposed logins' });
    await expect(within(logins).getAllByRole('listitem')).toHaveLength(2);
    await expect(panel.getByRole('button', { name: 'Show all 3 Exposed logins' })).toHaveTextContent('Show all (3)');
    await expect(within(panel.getByRole('list', { name: 'Domains' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(panel.getByText(/RedLine/)).toBeVisible();
    await expect(panel.getByText('1 associated open issue')).toBeVisible();
  },
};

export const User: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-usr-raman' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(get(panel, t.generalInformation)).toBeVisible());
    await expect(panel.getByText('Operations Director')).toBeVisible();
    await expect(panel.getByText('Microsoft Authenticator')).toBeVisible();
    await expect(get(panel, t.viewInFraudDefense)).toBeVisible();
    // Fraud-defense findings the user received, as e-mail threats.
    await expect(await panel.findByText('2 associated open issues')).toBeVisible();
    const cards = within(panel.getByRole('list', { name: 'Associated open issues' })).getAllByRole('article');
    await expect(cards[0]).toHaveTextContent('Updated bank details for Henry Schein invoice');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Learn more' }));
    await waitFor(() => expect(panel.getByText('Email Threat Detected 1 of 2')).toBeVisible());
  },
};

/** #26.16: without fraud_defense_enabled the fraud defense routes do not exist: nothing in the drawer leads there. */
export const UserWithoutFraudDefense: Story = {
  parameters: {
    path: '/?panel=assetDetails&item=ast-usr-raman',
    session: { flags: { fraud_defense_enabled: false } },
  },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(get(panel, t.generalInformation)).toBeVisible());
    await expect(await panel.findByText('2 associated open issues')).toBeVisible();
    await expect(query(panel, t.viewInFraudDefense)).toBeNull();
  },
};

export const OpensIssueDetails: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-brightsmiledental-com' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    const list = await panel.findByRole('list', { name: 'Associated open issues' });
    const card = await within(list).findByRole('article', { name: 'SPF record allows too many senders' });
    await userEvent.click(within(card).getByRole('button', { name: 'Learn more' }));
    await expect(await panel.findByText('Issue details 2 of 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(await panel.findByRole('heading', { name: /SPF record allows too many senders/ })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Next' }));
    await expect(await panel.findByText('Issue details 3 of 3', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const NoOpenIssues: Story = {
  parameters: { path: '/?panel=assetDetails&item=ast-usr-okafor' },
  play: async ({ canvasElement }) => {
    const panel = await drawer(canvasElement);
    await waitFor(() => expect(panel.getByText('No open issues', { selector: 'h3' })).toBeVisible());
  },
};
