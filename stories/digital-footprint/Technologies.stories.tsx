import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TechnologiesPage } from '@/features/digital-footprint/TechnologiesPage';
import { TechnologyCard } from '@/features/digital-footprint/technologies/TechnologyCard';
import { EXAMPLE_TECHNOLOGIES, MANY_TECHNOLOGIES, footprintHandlers } from './footprint-fixtures';
import { footprintTargets as t } from '../../tests/e2e/pages/digital-footprint.targets';
import { get } from '../support/targets';

const meta = {
  title: 'Digital footprint/Technologies',
  render: () => (
    <Box p="6">
      <TechnologiesPage />
    </Box>
  ),
  parameters: { path: '/digital-footprint/technologies', msw: { handlers: footprintHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId('technology-card');

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(EXAMPLE_TECHNOLOGIES.length));
    const names = cards(canvasElement).map((card) => within(card).getByRole('heading').textContent);
    await expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' })));
    const iis = within(canvas.getByRole('article', { name: 'Microsoft IIS' }));
    await expect(iis.getByText('10.0')).toBeVisible();
    await expect(iis.getAllByRole('listitem')).toHaveLength(5);
    await expect(iis.getByText('+1 more')).toBeVisible();
    await userEvent.type(get(canvas, t.technologySearch), 'wordpres');
    await waitFor(() => expect(get(canvas, t.technologyCount)).toHaveTextContent(/of 21$/), { timeout: 2000 });
    await expect(canvas.getByRole('article', { name: 'WordPress' })).toBeVisible();
  },
};

/** 'Export N rows' on the technologies: the cards shown, as a file; a search narrows what it exports. */
export const ExportMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(EXAMPLE_TECHNOLOGIES.length), { timeout: 10_000 });
    await userEvent.type(get(canvas, t.technologySearch), 'wordpres');
    // The button counts the cards the search leaves, as the list's count does.
    await waitFor(() => expect(get(canvas, t.technologyCount)).toHaveTextContent(/of 21$/), { timeout: 5000 });
    const shown = cards(canvasElement).length;
    await expect(shown).toBeLessThan(EXAMPLE_TECHNOLOGIES.length);
    const button = canvas.getByRole('button', { name: `Export ${shown} ${shown === 1 ? 'row' : 'rows'}` });
    await userEvent.click(button);
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'CSV' })).toBeVisible());
    await expect(menu.getByRole('menuitem', { name: 'Excel' })).toBeVisible();
  },
};

export const SaasProduct: Story = {
  render: () => (
    <Box p="6" maxW="md">
      <TechnologyCard technology={EXAMPLE_TECHNOLOGIES.find((technology) => technology.type === 'SAAS_PRODUCT')!} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Saas Product.')).toBeVisible();
    await expect(card.getByText('microsoft365.com')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: footprintHandlers({ technologies: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No technologies available for the current search and filter settings'),
    ).toBeVisible();
  },
};

export const InfiniteScroll: Story = {
  parameters: { msw: { handlers: footprintHandlers({ technologies: MANY_TECHNOLOGIES }) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(30));
    const more = within(canvasElement).getByTestId('technologies-more');
    more.scrollIntoView();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(45));
    await expect(within(canvasElement).queryByTestId('technologies-more')).toBeNull();
  },
};
