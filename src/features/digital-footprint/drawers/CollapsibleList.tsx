import { Button, List, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { collapseList, type ListKind } from '../model/collapse';

export interface CollapsibleListProps<T> {
  items: readonly T[];
  kind: ListKind;
  label: string;
  getKey: (item: T, index: number) => string;
  render: (item: T) => ReactNode;
}

/** A list of the asset drawer: 2 ports, IPs or logins, 5 of anything else, then 'Show all (N)' / 'Show less'. */
export function CollapsibleList<T>({ items, kind, label, getKey, render }: CollapsibleListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const { shown, toggle } = collapseList(items, kind, expanded);
  return (
    <Stack gap="1" align="flex-start" minW="0">
      <List.Root variant="plain" gap="1" aria-label={label} minW="0" maxW="full">
        {shown.map((item, index) => (
          <List.Item key={getKey(item, index)} minW="0" wordBreak="break-word">
            {render(item)}
          </List.Item>
        ))}
      </List.Root>
      {toggle ? (
        <Button
          size="2xs"
          variant="plain"
          color="brand.fg"
          px="0"
          h="auto"
          aria-expanded={expanded}
          aria-label={expanded ? `Show less ${label}` : `Show all ${items.length} ${label}`}
          onClick={() => setExpanded((value) => !value)}
        >
          {toggle}
        </Button>
      ) : null}
    </Stack>
  );
}
