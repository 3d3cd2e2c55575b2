import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { QueryState } from '@/shared/ui/QueryState';
import { filterOptions, type TechnologyOption } from './add-footprint-model';
import { keepFocusInList } from './list-focus';
import { SectionHeading } from './SectionHeading';

const TEXT = {
  addTechnologies: 'Add Technologies',
  placeholder: 'Enter technology name',
  list: 'Technologies',
  noResults: 'No results found',
} as const;

const removeButton = (item: Element) => item.querySelector<HTMLElement>('button');

/**
 * Step 2: Chakra's combobox over the catalogue (a searchable single select: typing filters, the first enabled option
 * is highlighted, Enter or a click chooses it and the list closes) and the chosen technologies. Its list is a layer of
 * its own: Escape closes the list and leaves the drawer open (issue #26.12).
 */
export function TechnologiesStep({
  options,
  isPending,
  error,
  chosen,
  onChoose,
  onRemove,
}: {
  options: readonly TechnologyOption[];
  isPending: boolean;
  error: unknown;
  chosen: readonly { id: string; name: string }[];
  onChoose: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: filterOptions(options, typed),
        itemToValue: (option) => option.id,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => option.disabled,
      }),
    [options, typed],
  );

  return (
    <Stack as="section" gap="3" aria-labelledby={`${ids}-heading`}>
      <SectionHeading id={`${ids}-heading`}>{TEXT.addTechnologies}</SectionHeading>
      <QueryState isPending={isPending} error={error} loadingLabel="Loading technologies…">
        <Combobox.Root
          recipe={comboboxSlotRecipe}
          size="md"
          collection={collection}
          value={[]}
          inputValue={typed}
          onInputValueChange={(details) => flushSync(() => setTyped(details.inputValue))}
          onValueChange={(details) => {
            const id = details.value[0];
            if (id) onChoose(id);
          }}
          inputBehavior="autohighlight"
          selectionBehavior="clear"
          openOnClick
          // The text is a search, never a value: it stays when the list closes without a choice.
          allowCustomValue
        >
          <Combobox.Label srOnly>{TEXT.list}</Combobox.Label>
          <Combobox.Control>
            <Combobox.Input ref={input} aria-label={TEXT.placeholder} placeholder={TEXT.placeholder} bg="bg.panel" />
            <Combobox.IndicatorGroup>
              <Combobox.Trigger aria-label="Show technologies" />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <Combobox.Positioner>
            <Combobox.Content maxH="64">
              <Combobox.Empty>{TEXT.noResults}</Combobox.Empty>
              {collection.items.map((option) => (
                <Combobox.Item key={option.id} item={option} color={option.disabled ? 'fg.muted' : 'fg'}>
                  {option.label}
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Combobox.Root>
        {chosen.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Chosen technologies" data-testid="chosen-technologies">
            {chosen.map((technology) => (
              <HStack as="li" key={technology.id} justify="space-between" minH="8" px="2" borderRadius="md" bg="bg.subtle">
                <Text textStyle="sm">{technology.name}</Text>
                <IconButton
                  aria-label={`Remove ${technology.name}`}
                  size="2xs"
                  variant="ghost"
                  colorPalette="gray"
                  onClick={(event) => {
                    keepFocusInList(event.currentTarget.closest('li'), removeButton, () => input.current);
                    onRemove(technology.id);
                  }}
                >
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
