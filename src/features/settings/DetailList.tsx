import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel minW="44">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
