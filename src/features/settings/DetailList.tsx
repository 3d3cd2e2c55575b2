import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Label beside value from md up; below it the label sits above its value, so long e-mails and domain rows fit 390 px.
 * The item's direction is set here rather than through the recipe's `orientation`, which takes no responsive value.
 */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap={{ base: '4', md: '3' }}>
      {items.map((item) => (
        <DataList.Item
          key={item.label}
          minW="0"
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'flex-start', md: 'center' }}
          gap={{ base: '1', md: '4' }}
        >
          <DataList.ItemLabel minW="44">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
