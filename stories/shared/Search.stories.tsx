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

function Demo() {
  const [query, setQuery] = useState('');
  const { results, isDebouncing } = useFuzzySearch(DOCS, KEYS, query);
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
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "`SearchBox` and `useFuzzySearch(items, keys, query)` (src/shared/search): a controlled search field (clear button, Escape clears) and fuzzy matching with one threshold per key, debounced 300 ms, results in the table's order.",
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
