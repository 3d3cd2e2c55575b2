import { Button, Fieldset, Grid, Flex, NativeSelect, Portal, Separator, Stack } from '@chakra-ui/react';
import { Checkbox, CheckboxGroup } from '@chakra-ui/react/checkbox';
import { Popover } from '@chakra-ui/react/popover';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { Fragment, useDeferredValue, useState } from 'react';
import { useOpenAfterMount } from '../overlay/use-latched';
import { SkeletonLines } from '../ui/SkeletonLines';
import type { OverlayTrigger } from '../overlay/use-overlay-trigger';
import type { FilterSection, FilterValues } from './filter-model';
import type { FilterPopoverProps } from './FilterPopover';

const FILTER_POPUP_WIDTH = 336;
const FILTER_POPUP_MAX_HEIGHT = 480;

type Draft = Record<string, string | string[]>;
/** The sections' stand-in for the frame or two before they render. */
const SECTIONS_SKELETON = ['30%', '90%', '70%', '30%', '90%', '70%'];

/** Chakra's popover behind FilterPopover, tied to its trigger by ids (overlay/use-overlay-trigger.ts). */
export default function FilterPopoverFrame<S extends readonly FilterSection[]>({
  popover,
  sections,
  values,
  onApply,
  defaults,
  label = 'Filters',
}: FilterPopoverProps<S> & { popover: OverlayTrigger }) {
  const open = useOpenAfterMount(popover.open);
  // The frame (title, Reset, Cancel, Apply) paints first; the sections, a few hundred components with their checkbox
  // machines, render next in a transition of their own, so the click is answered in the frame after it.
  const sectionsShown = useDeferredValue(open);
  const [draft, setDraft] = useState<Draft>({});
  // Each opening starts from the applied values; what was not applied is dropped.
  const [opening, setOpening] = useState<number | null>(null);
  if (opening !== popover.openings) {
    setOpening(popover.openings);
    setDraft({ ...(values as unknown as Draft) });
  }
  const set = (id: string, value: string | string[]) => setDraft((current) => ({ ...current, [id]: value }));
  const close = () => popover.setOpen(false);

  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      id={popover.id}
      ids={{ trigger: popover.triggerId, content: popover.contentId }}
      open={open}
      onOpenChange={(e) => popover.setOpen(e.open)}
      onInteractOutside={popover.onInteractOutside}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            // Named here: with lazyMount the popover's own title check runs before the title exists (aria-dialog-name).
            aria-label={label}
            width={`${FILTER_POPUP_WIDTH}px`}
            maxH={`min(${FILTER_POPUP_MAX_HEIGHT}px, var(--available-height, ${FILTER_POPUP_MAX_HEIGHT}px))`}
            maxW="calc(100vw - 32px)"
            bg="bg.panel"
            display="flex"
            flexDirection="column"
          >
            <Popover.Header as="div" py="3" px="4" borderBottomWidth="1px" borderColor="border.subtle">
              <Flex justify="space-between" align="center">
                <Popover.Title textStyle="sm" fontWeight="semibold">
                  {label}
                </Popover.Title>
                {defaults ? (
                  <Button size="2xs" variant="ghost" onClick={() => setDraft({ ...(defaults as unknown as Draft) })}>
                    Reset
                  </Button>
                ) : null}
              </Flex>
            </Popover.Header>
            <Popover.Body
              px="4"
              py="3"
              overflowY="auto"
              flex="1"
              minH="0"
              css={SCROLL_SHADOWS}
              aria-busy={!sectionsShown || undefined}
            >
              {sectionsShown ? (
                <Stack gap="4">
                  {sections.map((section, index) => (
                    <Fragment key={section.id}>
                      {index > 0 ? <Separator borderColor="border.subtle" /> : null}
                      {section.kind === 'checkboxes' ? (
                        <CheckboxSection
                          section={section}
                          value={asList(draft[section.id])}
                          onChange={(v) => set(section.id, v)}
                        />
                      ) : (
                        <Fieldset.Root>
                          <Fieldset.Legend
                            textStyle="xs"
                            fontWeight="semibold"
                            color="fg.muted"
                            textTransform="uppercase"
                            letterSpacing="wider"
                          >
                            {section.label}
                          </Fieldset.Legend>
                          <NativeSelect.Root size="sm" mt="2">
                            <NativeSelect.Field
                              aria-label={section.label}
                              value={typeof draft[section.id] === 'string' ? (draft[section.id] as string) : ''}
                              onChange={(event) => set(section.id, event.target.value)}
                            >
                              {section.options.map((option) => (
                                <option key={option.value} value={option.value}>
                                  {option.label}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Fieldset.Root>
                      )}
                    </Fragment>
                  ))}
                </Stack>
              ) : (
                <SkeletonLines widths={SECTIONS_SKELETON} testId="filter-skeleton" />
              )}
            </Popover.Body>
            <Popover.Footer px="4" py="3" borderTopWidth="1px" borderColor="border.subtle" justifyContent="flex-end" gap="2">
              <Button size="sm" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => {
                  onApply(draft as unknown as FilterValues<S>);
                  close();
                }}
              >
                Apply
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * Shadows at the edges of the body while it has more to scroll to: the summary's four sections are taller than the
 * 480 px popup (§ filter popup), so the time range sits below the fold and must be seen to be reachable. The
 * panel-coloured covers scroll with the content and hide the shadows at either end (no shadow when all fits).
 */
const SCROLL_SHADOWS = {
  background: [
    'linear-gradient(var(--chakra-colors-bg-panel) 30%, transparent) top / 100% 24px no-repeat local',
    'linear-gradient(transparent, var(--chakra-colors-bg-panel) 70%) bottom / 100% 24px no-repeat local',
    'radial-gradient(farthest-side at 50% 0, var(--chakra-colors-border-emphasized), transparent) top / 100% 8px no-repeat scroll',
    'radial-gradient(farthest-side at 50% 100%, var(--chakra-colors-border-emphasized), transparent) bottom / 100% 8px no-repeat scroll',
  ].join(', '),
  backgroundColor: 'var(--chakra-colors-bg-panel)',
} as const;

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : []);

function CheckboxSection({
  section,
  value,
  onChange,
}: {
  section: Extract<FilterSection, { kind: 'checkboxes' }>;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const all = value.length === section.options.length;
  return (
    <Fieldset.Root>
      <Flex justify="space-between" align="center">
        <Fieldset.Legend textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {section.label}
        </Fieldset.Legend>
        <Button
          size="2xs"
          variant="plain"
          color="brand.fg"
          px="0"
          onClick={() => onChange(all ? [] : section.options.map((o) => o.value))}
          aria-label={`${all ? 'Clear' : 'Select all'} ${section.label}`}
        >
          {all ? 'Clear' : 'Select all'}
        </Button>
      </Flex>
      <CheckboxGroup value={value} onValueChange={onChange} mt="1">
        {/* Two columns from four options: every section, the time range last, fits the 480 px popup. */}
        <Grid templateColumns={section.options.length > 3 ? 'repeat(2, minmax(0, 1fr))' : '1fr'} columnGap="4" rowGap="2">
          {section.options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} size="sm" colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Grid>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}
