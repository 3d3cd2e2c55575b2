/**
 * Shared filter popup. `<FilterPopover sections values onApply defaults? label? />`, typed by the section list
 * (FilterValues<typeof SECTIONS>): checkbox groups and a time-range select (with `custom: true`, a From–To range too),
 * applied on Apply only.
 */
import { Badge, Button } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { memo } from 'react';
import { lazyPart } from '../overlay/interaction-parts';
import { useLatched } from '../overlay/use-latched';
import { useOverlayTrigger } from '../overlay/use-overlay-trigger';
import { narrowingCount, type FilterSection, type FilterValues } from './filter-model';

export interface FilterPopoverProps<S extends readonly FilterSection[]> {
  sections: S;
  /** The applied values. */
  values: FilterValues<S>;
  onApply: (values: FilterValues<S>) => void;
  /** When given, a 'Reset' button puts the selections back to these. */
  defaults?: FilterValues<S>;
  /** Trigger text. */
  label?: string;
}

const FilterPopoverFrame = lazyPart(() => import('./FilterPopoverFrame').then((m) => m.default));

/**
 * The one filter popup of the console (width 336, max height 480): a checkbox group or a time-range select per
 * section. Selections stay a draft until Apply; Cancel, Escape or a click outside drop the draft and close. An invalid
 * custom range keeps the popup open on Apply, with its messages and every date typed.
 * The trigger shows how many sections narrow the list. The popup's code loads on first use
 * (overlay/interaction-parts.ts).
 */
function FilterPopoverBase<S extends readonly FilterSection[]>(props: FilterPopoverProps<S>) {
  const { sections, values, label = 'Filters' } = props;
  const popover = useOverlayTrigger('popover', FilterPopoverFrame.preload);
  const used = useLatched(popover.open);
  const count = narrowingCount(sections, values);

  return (
    <>
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        {...popover.triggerProps()}
        aria-label={count > 0 ? `${label}, ${count} active` : label}
      >
        <SlidersHorizontal size={16} aria-hidden />
        {label}
        {/* The space makes the visible text read 'Filters 2', which the name 'Filters, 2 active' contains (WCAG 2.5.3). */}
        {count > 0 ? ' ' : null}
        {count > 0 ? (
          <Badge
            size="sm"
            variant="solid"
            colorPalette="brand"
            borderRadius="full"
            minW="5"
            justifyContent="center"
            className="tabular-nums"
          >
            {count}
          </Badge>
        ) : null}
      </Button>
      {used ? <FilterPopoverFrame {...props} popover={popover} /> : null}
    </>
  );
}

/** Memoized: it sits next to a search box that re-renders on every keystroke; pass a stable onApply. */
export const FilterPopover = memo(FilterPopoverBase) as typeof FilterPopoverBase;
