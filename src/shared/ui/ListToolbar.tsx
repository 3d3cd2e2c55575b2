import { Flex, HStack, Heading, Text, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FilterPopover, type FilterPopoverProps } from '@/shared/filters/FilterPopover';
import type { FilterSection } from '@/shared/filters/filter-model';
import { SearchBox, type SearchBoxProps } from '@/shared/search/SearchBox';

export interface ListToolbarProps<S extends readonly FilterSection[]> extends Omit<FlexProps, 'title'> {
  title: string;
  /** The heading's id, for the list's `aria-labelledby`. */
  titleId?: string;
  /** Beside the title: `ListCount`, or the list's own counts; left out while loading. */
  count?: ReactNode;
  search: SearchBoxProps;
  filters: FilterPopoverProps<S>;
  /** After the filter button: saved views, columns, export, 'Download Report'. */
  actions?: ReactNode;
  /**
   * The list's own primary action ('Configure digital footprint'): on the title's row, with the search, filters and
   * actions on a row below (seven controls beside the title wrapped at 1440 px).
   */
  primaryAction?: ReactNode;
}

/**
 * The toolbar of a list page (issues, fraud defense findings, assets, MDR cases): title and counts on the left,
 * search, filter popup and actions on the right; stacked below lg. With a primary action, that action sits on the
 * title's row and the controls on a row of their own.
 */
export function ListToolbar<S extends readonly FilterSection[]>({
  title,
  titleId,
  count,
  search,
  filters,
  actions,
  primaryAction,
  ...rest
}: ListToolbarProps<S>) {
  const heading = (
    <HStack gap="3" align="baseline" flexShrink={0}>
      <Heading id={titleId} as="h2" textStyle="md" fontWeight="semibold">
        {title}
      </Heading>
      {count}
    </HStack>
  );
  const controls = (
    <HStack gap="2" wrap="wrap" justify={primaryAction ? { lg: 'flex-end' } : undefined}>
      <SearchBox width={{ base: 'full', sm: '64' }} {...search} />
      <FilterPopover {...filters} />
      {actions}
    </HStack>
  );
  if (primaryAction) {
    return (
      <Flex direction="column" gap="3" {...rest}>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          {heading}
          {primaryAction}
        </Flex>
        {controls}
      </Flex>
    );
  }
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', lg: 'center' }}
      gap="4"
      {...rest}
    >
      {heading}
      {controls}
    </Flex>
  );
}

/** 'N' when nothing is filtered out, 'N of M' otherwise; announced as it changes. */
export function ListCount({ shown, total, testId }: { shown: number; total: number; testId?: string }) {
  return (
    <Text textStyle="sm" color="fg.muted" className="tabular-nums" aria-live="polite" data-testid={testId}>
      {shown === total ? `${total}` : `${shown} of ${total}`}
    </Text>
  );
}
