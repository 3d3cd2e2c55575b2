import { Button, List, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

const SHOW_ALL_LIMIT = 10;

export interface ShowAllListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Items shown before the toggle. */
  limit?: number;
  /** Text of the expand button; 'Show all' by default. */
  moreLabel?: (hidden: number) => string;
  label: string;
  /** Rules between items (default) or a compact list. */
  divided?: boolean;
}

/** A list showing the first 10 items, then 'Show all' / 'Show less' (console-platform.md §2.4). */
export function ShowAllList<T>({
  items,
  getKey,
  renderItem,
  limit = SHOW_ALL_LIMIT,
  moreLabel = () => 'Show all',
  label,
  divided = true,
}: ShowAllListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, items.length - limit);
  const shown = expanded ? items : items.slice(0, limit);
  return (
    <Stack gap="2" align="flex-start">
      <List.Root variant="plain" gap="0" w="full" aria-label={label}>
        {shown.map((item) => (
          <List.Item
            key={getKey(item)}
            // A block, not the recipe's inline-flex: an item as wide as its content would push long names out.
            display="block"
            py={divided ? '2' : '1'}
            borderBottomWidth={divided ? '1px' : '0'}
            borderColor="border.subtle"
            _last={{ borderBottomWidth: 0 }}
          >
            {renderItem(item)}
          </List.Item>
        ))}
      </List.Root>
      {hidden > 0 ? (
        <Button size="xs" variant="ghost" color="brand.fg" px="1" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : moreLabel(hidden)}
        </Button>
      ) : null}
    </Stack>
  );
}
