import { Button, Field, Fieldset, Grid, Flex, Input, NativeSelect, Portal, Separator, Stack } from '@chakra-ui/react';
import { Checkbox, CheckboxGroup } from '@chakra-ui/react/checkbox';
import { Popover } from '@chakra-ui/react/popover';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { Fragment, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useOpenAfterMount } from '../overlay/use-latched';
import { SkeletonLines } from '../ui/SkeletonLines';
import type { OverlayTrigger } from '../overlay/use-overlay-trigger';
import {
  dateRangeErrors,
  isDateRange,
  localIsoDate,
  type DateRange,
  type DateRangeErrors,
  type FilterSection,
  type FilterValues,
} from './filter-model';
import type { FilterPopoverProps } from './FilterPopover';

const FILTER_POPUP_WIDTH = 336;
const FILTER_POPUP_MAX_HEIGHT = 480;

type Draft = Record<string, string | string[] | DateRange>;
/** The select's value for a custom range (no preset uses it). */
const CUSTOM = 'custom';
const NO_RANGE: DateRange = { from: '', to: '' };
const LEGEND_STYLE = {
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
} as const;
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
  // The dates typed in a custom range, kept while a preset is chosen so that choosing 'Custom range' again has them.
  const [typedRanges, setTypedRanges] = useState<Record<string, DateRange>>({});
  // An Apply refused for an invalid range: its messages show from then on, and focus goes to the first wrong date.
  const [refusals, setRefusals] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  // Each opening starts from the applied values; what was not applied is dropped.
  const [opening, setOpening] = useState<number | null>(null);
  if (opening !== popover.openings) {
    setOpening(popover.openings);
    setDraft({ ...(values as unknown as Draft) });
    setTypedRanges({});
    setRefusals(0);
  }
  const set = (id: string, value: Draft[string]) => setDraft((current) => ({ ...current, [id]: value }));
  const setRange = (id: string, range: DateRange) => {
    set(id, range);
    setTypedRanges((current) => ({ ...current, [id]: range }));
  };
  const close = () => popover.setOpen(false);
  const today = localIsoDate();
  const errorsOf = (id: string): DateRangeErrors => {
    const value = draft[id];
    return isDateRange(value) ? dateRangeErrors(value, today) : {};
  };
  const invalid = sections.some((section) => Object.keys(errorsOf(section.id)).length > 0);
  useEffect(() => {
    if (refusals > 0) body.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);

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
              ref={body}
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
                        <TimeRangeSection
                          section={section}
                          value={draft[section.id]}
                          onChoose={(choice) =>
                            choice === CUSTOM
                              ? setRange(section.id, typedRanges[section.id] ?? NO_RANGE)
                              : set(section.id, choice)
                          }
                          onRange={(range) => setRange(section.id, range)}
                          errors={refusals > 0 ? errorsOf(section.id) : {}}
                          today={today}
                        />
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
                  if (invalid) {
                    setRefusals((count) => count + 1);
                    return;
                  }
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

const asList = (value: Draft[string] | undefined): string[] => (Array.isArray(value) ? value : []);

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
        <Fieldset.Legend {...LEGEND_STYLE}>{section.label}</Fieldset.Legend>
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

/**
 * A time range: a select of its options, and with `custom` on, 'Custom range' with From and To dates (native date
 * inputs: typed or picked, the keyboard's own date entry, at most today).
 */
function TimeRangeSection({
  section,
  value,
  onChoose,
  onRange,
  errors,
  today,
}: {
  section: Extract<FilterSection, { kind: 'timeRange' }>;
  value: Draft[string] | undefined;
  onChoose: (choice: string) => void;
  onRange: (range: DateRange) => void;
  errors: DateRangeErrors;
  today: string;
}) {
  const range = isDateRange(value) ? value : null;
  const custom = range !== null;
  const dates = useRef<HTMLDivElement>(null);
  // The dates sit below the fold of a tall popup (the audit log's): bring them into view when they appear.
  useEffect(() => {
    if (custom) dates.current?.scrollIntoView({ block: 'nearest' });
  }, [custom]);
  return (
    <Fieldset.Root>
      <Fieldset.Legend {...LEGEND_STYLE}>{section.label}</Fieldset.Legend>
      <NativeSelect.Root size="sm" mt="2">
        <NativeSelect.Field
          aria-label={section.label}
          value={range ? CUSTOM : typeof value === 'string' ? value : ''}
          onChange={(event) => onChoose(event.target.value)}
        >
          {section.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {section.custom ? <option value={CUSTOM}>Custom range</option> : null}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {range ? (
        <Grid ref={dates} templateColumns="repeat(2, minmax(0, 1fr))" gap="3" mt="3" alignItems="start">
          {(['from', 'to'] as const).map((end) => (
            <Field.Root key={end} invalid={Boolean(errors[end])}>
              <Field.Label textStyle="sm">{end === 'from' ? 'From' : 'To'}</Field.Label>
              <Input
                type="date"
                size="sm"
                max={today}
                value={range[end]}
                onChange={(event) => onRange({ ...range, [end]: event.target.value })}
              />
              {errors[end] ? <Field.ErrorText>{errors[end]}</Field.ErrorText> : null}
            </Field.Root>
          ))}
        </Grid>
      ) : null}
    </Fieldset.Root>
  );
}
