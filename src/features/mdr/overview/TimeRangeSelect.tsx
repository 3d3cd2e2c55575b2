import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { TIME_RANGES, type TimeRangeId } from '../model/time-range';

/**
 * 'See Overview from the' [All Times ▾]: drives every overview widget. A native select, as the filter popup's time
 * range is: the same control for the same choice, the platform's own list on phones, and no popup code to load.
 */
export function TimeRangeSelect({ value, onChange }: { value: TimeRangeId; onChange: (value: TimeRangeId) => void }) {
  const labelId = useId();
  return (
    <HStack gap="3">
      <Text id={labelId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        See Overview from the
      </Text>
      <NativeSelect.Root size="sm" width="160px">
        <NativeSelect.Field
          aria-labelledby={labelId}
          bg="bg.panel"
          value={value}
          onChange={(event) => {
            const next = TIME_RANGES.find((range) => range.id === event.currentTarget.value);
            if (next) onChange(next.id);
          }}
        >
          {TIME_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
