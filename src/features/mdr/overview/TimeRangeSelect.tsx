import { HStack, Portal, Text } from '@chakra-ui/react';
import { Select } from '@chakra-ui/react/select';
import { createListCollection } from '@chakra-ui/react/collection';
import { useId } from 'react';
import { TIME_RANGES, type TimeRangeId } from '../model/time-range';

const collection = createListCollection({ items: TIME_RANGES.map((range) => ({ label: range.label, value: range.id })) });

/** 'See Overview from the' [All Times ▾]: drives every overview widget. */
export function TimeRangeSelect({ value, onChange }: { value: TimeRangeId; onChange: (value: TimeRangeId) => void }) {
  const labelId = useId();
  return (
    <HStack gap="3">
      <Text id={labelId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        See Overview from the
      </Text>
      <Select.Root
        collection={collection}
        value={[value]}
        onValueChange={(details) => {
          const next = details.value[0] as TimeRangeId | undefined;
          if (next) onChange(next);
        }}
        size="sm"
        width="160px"
        positioning={{ sameWidth: true }}
        aria-labelledby={labelId}
      >
        <Select.HiddenSelect aria-labelledby={labelId} />
        <Select.Control>
          <Select.Trigger bg="bg.panel" aria-labelledby={labelId}>
            <Select.ValueText />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Portal>
          <Select.Positioner>
            <Select.Content>
              {collection.items.map((item) => (
                <Select.Item item={item} key={item.value}>
                  {item.label}
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
      </Select.Root>
    </HStack>
  );
}
