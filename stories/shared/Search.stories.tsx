import { List, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from '@/shared/search/SearchBox';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import { useFuzzySearch } from '@/shared/search/use-fuzzy-search';

interface Doc {
  id: number;
  title: string;
  owner: string;
}

const DOCS: Doc[] = [
  { id: 1, title: 'RDP exposed to the internet', owner: 'IT' },
  { id: 2, title: 'Open Elasticsearch port', owner: 'Operations' },
  { id: 3, title: 'DMARC policy set to none', owner: 'IT' },
  { id: 4, title: 'Outdated OpenSSH', owner: 'Security' },
];
const KEYS: FuzzyKey<Doc>[] = [
  { name: 'title', threshold: 0.3 },
  { name: 'owner', threshold: 0.1 },
];

function Demo({ docs = DOCS }: { docs?: readonly Doc[] }) {
  const [query, setQuery] = useState('');
  const { results, isDebouncing } = useFuzzySearch(docs, KEYS, query);
  return (
    <Stack p="6" gap="3" maxW="md">
      <SearchBox value={query} onChange={setQuery} placeholder="Search issues..." />
      <Text textStyle="xs" color="fg.muted" data-testid="state">
        {isDebouncing ? 'Waiting for typing to stop…' : `${results.length} results`}
      </Text>
      <List.Root aria-label="Results">
        {results.map((doc) => (
          <List.Item key={doc.id}>{doc.title}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

const meta = {
  title: 'Shared/Search',
  component: Demo,
  args: { docs: DOCS },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "`SearchBox` and `useFuzzySearch(items, keys, query)` (src/shared/search): a controlled search field (clear button, Escape clears) and fuzzy matching with one threshold per key, accents ignored, debounced 300 ms, results in the table's order after the rows a key of which is the query, then those a key of which starts with it.",
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FuzzyAndDebounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search issues...' });
    await userEvent.type(box, 'elastisearch');
    await expect(canvas.getByTestId('state')).toHaveTextContent('Waiting for typing to stop…');
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('1 results'));
    await expect(canvas.getByText('Open Elasticsearch port')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('4 results'));
    await userEvent.type(box, 'IT{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** 'zoe' finds Zoë and Zoe; 'host-4321' puts the host of that name first, its longer namesakes next, then the rest. */
export const AccentsAndExactMatchFirst: Story = {
  args: {
    docs: [
      { id: 1, title: 'Weak cipher on web-host-4321.brightsmiledental.com', owner: 'IT' },
      { id: 2, title: 'host-43210: open SMB port', owner: 'IT' },
      { id: 3, title: 'Outdated OpenSSH on host-4322', owner: 'Security' },
      { id: 4, title: 'host-4321', owner: 'Zoë Lindqvist' },
      { id: 5, title: 'Phishing e-mail to Zoe Carter', owner: 'Security' },
      { id: 6, title: 'Leaked password of José Ortega', owner: 'HR' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search issues...' });
    const shown = () =>
      within(canvas.getByRole('list', { name: 'Results' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await userEvent.type(box, 'host-4321');
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('4 results'));
    await expect(shown()).toEqual([
      'host-4321',
      'host-43210: open SMB port',
      'Weak cipher on web-host-4321.brightsmiledental.com',
      'Outdated OpenSSH on host-4322',
    ]);
    await userEvent.clear(box);
    await userEvent.type(box, 'zoe');
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('2 results'));
    await expect(shown()).toEqual(['host-4321', 'Phishing e-mail to Zoe Carter']);
    await userEvent.clear(box);
    await userEvent.type(box, 'jose');
    await waitFor(() => expect(shown()).toEqual(['Leaked password of José Ortega']));
  },
};
