import { HStack, IconButton, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { TagsInput } from '@chakra-ui/react/tags-input';
import { tagsInputSlotRecipe } from '@chakra-ui/react/theme';
import { CircleAlert, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Domain } from '@generated/model';
import {
  MAX_DOMAINS,
  canSelectDiscovered,
  inputEnabled,
  invalidText,
  type TagEvent,
  type TagInputState,
} from '../model/domain-tags';
import { keepFocusInList } from './list-focus';
import { SectionHeading } from './SectionHeading';

const TEXT = {
  discovered: 'Select relevant domains for enhanced security',
  addDomains: 'Add Domains',
  placeholder: "Enter domain URL's",
  format: 'Format: example.com, one domain per entry (press Enter, Tab, comma or space)',
} as const;

/**
 * Zag's tags input takes text on its delimiter itself; here the tag rules (model/domain-tags.ts) take it, from the
 * input's text: a delimiter that never matches leaves every keystroke to them.
 */
const NO_DELIMITER = /(?!)/;

const deleteTrigger = (item: Element) => item.querySelector<HTMLElement>('[data-part="item-delete-trigger"]');
const discoveredControl = (item: Element) =>
  item.querySelector<HTMLElement>('button[aria-label^="Dismiss"]') ?? item.querySelector<HTMLElement>('input');

/** Step 1: discovered domains to check, and Chakra's tags input for typed ones (§2.6, §5). */
export function DomainsStep({
  discovered,
  selected,
  onToggle,
  onDismiss,
  tags,
  onTagEvent,
}: {
  discovered: readonly Domain[];
  selected: readonly string[];
  onToggle: (domain: string, checked: boolean) => void;
  onDismiss: (domain: string) => void;
  tags: TagInputState;
  onTagEvent: (event: TagEvent) => boolean;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const control = useRef<HTMLDivElement>(null);
  const context = { selected };
  const canSelect = canSelectDiscovered(tags, context);
  const enabled = inputEnabled(tags, context);
  const invalid = tags.tags.filter((tag) => tag.status === 'invalid');

  // An invalid tag clicked for editing comes back into the input, which takes focus once it is enabled again.
  useEffect(() => {
    if (tags.editing !== null) input.current?.focus();
  }, [tags.editing]);
  // A tag removed from its own button, with the input enabled again: focus goes to the input once it is.
  const focusInput = useRef(false);
  useEffect(() => {
    if (!focusInput.current) return;
    focusInput.current = false;
    input.current?.focus();
  }, [tags.tags]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Handled before Zag's own Enter (which would take the text by its rules, not §5's).
      event.preventDefault();
      onTagEvent({ type: 'commit' });
    } else if (event.key === 'Tab' && !event.shiftKey && tags.draft.trim()) {
      // Tab takes the text; it moves focus on only when there was nothing to take.
      if (onTagEvent({ type: 'commit' })) event.preventDefault();
    }
  };

  const onValueChange = (value: readonly string[]) => {
    for (const tag of tags.tags) {
      if (value.includes(tag.value)) continue;
      // A tag removed from its own button takes focus with it: it goes to the input when that is (or becomes)
      // enabled, else to the next tag's button (issue #26.19).
      const item = control.current?.querySelector(`[data-part="item"][data-value="${CSS.escape(tag.value)}"]`) ?? null;
      if (item?.contains(item.ownerDocument.activeElement)) {
        const remaining = { ...tags, tags: tags.tags.filter((other) => value.includes(other.value)) };
        if (inputEnabled(remaining, context)) focusInput.current = true;
        else keepFocusInList(item, deleteTrigger, () => null);
      }
      onTagEvent({ type: 'remove', value: tag.value });
    }
  };

  return (
    <Stack gap="6">
      {discovered.length > 0 ? (
        <Stack as="section" gap="2" aria-labelledby={`${ids}-discovered`}>
          <SectionHeading id={`${ids}-discovered`}>{TEXT.discovered}</SectionHeading>
          <Stack as="ul" gap="1" listStyleType="none" data-testid="discovered-domains">
            {discovered.map((domain) => {
              const checked = selected.includes(domain.domain_url);
              return (
                <HStack
                  as="li"
                  key={domain.id}
                  justify="space-between"
                  minH="8"
                  px="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.subtle' }}
                >
                  <Checkbox.Root
                    size="sm"
                    checked={checked}
                    disabled={!checked && !canSelect}
                    onCheckedChange={(event) => onToggle(domain.domain_url, event.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{domain.domain_url}</Checkbox.Label>
                  </Checkbox.Root>
                  {checked ? null : (
                    <IconButton
                      aria-label={`Dismiss ${domain.domain_url}`}
                      size="2xs"
                      variant="ghost"
                      colorPalette="gray"
                      onClick={(event) => {
                        keepFocusInList(event.currentTarget.closest('li'), discoveredControl, () => input.current);
                        onDismiss(domain.domain_url);
                      }}
                    >
                      <X />
                    </IconButton>
                  )}
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      ) : null}

      <Stack as="section" gap="2" aria-labelledby={`${ids}-add`}>
        <SectionHeading id={`${ids}-add`}>{TEXT.addDomains}</SectionHeading>
        <TagsInput.Root
          recipe={tagsInputSlotRecipe}
          size="md"
          value={tags.tags.map((tag) => tag.value)}
          inputValue={tags.draft}
          onInputValueChange={(details) => onTagEvent({ type: 'input', text: details.inputValue })}
          onValueChange={(details) => onValueChange(details.value)}
          delimiter={NO_DELIMITER}
          editable={false}
          invalid={invalid.length > 0}
          translations={{ deleteTagTriggerLabel: (value) => `Remove ${value}` }}
        >
          <TagsInput.Control ref={control} bg="bg.panel" data-testid="domain-tags">
            {tags.tags.map((tag, index) => (
              <TagsInput.Item
                key={tag.value}
                index={index}
                value={tag.value}
                colorPalette={tag.status === 'invalid' ? 'red' : 'gray'}
                data-tag-status={tag.status}
                data-testid="domain-tag"
              >
                <TagsInput.ItemPreview color={tag.status === 'invalid' ? 'fg.error' : 'fg'}>
                  {tag.status === 'invalid' ? (
                    <chakra.button
                      type="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      borderRadius="sm"
                      focusVisibleRing="outside"
                      aria-label={`Edit ${tag.value}`}
                      onClick={() => onTagEvent({ type: 'edit', value: tag.value })}
                    >
                      <CircleAlert size={14} aria-hidden />
                      {tag.value}
                    </chakra.button>
                  ) : (
                    <TagsInput.ItemText>{tag.value}</TagsInput.ItemText>
                  )}
                  {/* role="img": a span may carry a name only with a role (axe aria-prohibited-attr). */}
                  {tag.status === 'checking' ? <Spinner size="xs" role="img" aria-label={`Checking ${tag.value}`} /> : null}
                  {/* Reachable with Tab: while an invalid tag blocks the input, this is how a keyboard removes one. */}
                  <TagsInput.ItemDeleteTrigger tabIndex={0} focusVisibleRing="outside" rounded="sm">
                    <X />
                  </TagsInput.ItemDeleteTrigger>
                </TagsInput.ItemPreview>
              </TagsInput.Item>
            ))}
            <TagsInput.Input
              ref={input}
              aria-label={TEXT.addDomains}
              aria-describedby={`${ids}-format ${ids}-errors`}
              aria-invalid={invalid.length > 0 || undefined}
              placeholder={TEXT.placeholder}
              disabled={!enabled}
              spellCheck={false}
              onKeyDown={onKeyDown}
              onBlur={() => onTagEvent({ type: 'commit' })}
            />
          </TagsInput.Control>
        </TagsInput.Root>
        <Text id={`${ids}-format`} textStyle="xs" color="fg.muted">
          {TEXT.format}. Up to {MAX_DOMAINS} domains, selected ones included.
        </Text>
        <Stack id={`${ids}-errors`} gap="1" role="alert" data-testid="domain-errors">
          {invalid.map((tag) => (
            <Text key={tag.value} textStyle="sm" color="fg.error">
              {invalidText(tag)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
