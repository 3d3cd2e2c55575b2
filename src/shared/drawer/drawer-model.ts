/**
 * A drawer type is a name its feature registers (useDrawerContent); the shared drawer knows none of them.
 * The names of console-platform.md §2.2 (issueDetails, caseDetails, ...) live with their features.
 */
export type DrawerType = string;

export const DRAWER_TRANSITION_MS = 400;
export const DRAWER_CLEAR_DELAY_MS = 500;

export type DrawerWidth = string | Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', string>>;

/**
 * The spec's two drawer widths, full width below md (768 px) where a fraction of the screen is too narrow to read.
 * console-platform.md §8 and console-mdr-summary.md §2.7, §10.
 */
export const DRAWER_WIDTH = {
  /** 30vw: summary and issue panels, invite, fraud defense, assets, integrations. */
  standard: { base: '100vw', md: '30vw' },
  /** Case drawers: 55vw below xl, 73vw at xl, 68vw at xxl. */
  wide: { base: '100vw', md: '55vw', xl: '73vw', '2xl': '68vw' },
} as const satisfies Record<string, DrawerWidth>;

export interface DrawerPosition {
  index: number;
  total: number;
  previous: string | null;
  next: string | null;
}

/** Where an item stands in its list; prev/next only exist when there is such an item. */
export function drawerPosition(items: readonly string[], item: string | undefined): DrawerPosition | null {
  if (item === undefined) return null;
  const index = items.indexOf(item);
  if (index < 0) return null;
  return {
    index,
    total: items.length,
    previous: index > 0 ? (items[index - 1] ?? null) : null,
    next: index < items.length - 1 ? (items[index + 1] ?? null) : null,
  };
}

/**
 * A drawer's title: one for all of its items, or one per item when a drawer shows items of several kinds (an MDR
 * case is an incident or an alert, and a related case of the other kind opens in the same drawer).
 */
export type DrawerName = string | ((item: string | undefined) => string);

/** 'Title N of M' whenever the item is in the drawer's list, 'Incident 1 of 1' included (§2.2); the bare title otherwise. */
export function drawerTitle(name: DrawerName, item: string | undefined, position: DrawerPosition | null): string {
  const title = typeof name === 'function' ? name(item) : name;
  return position ? `${title} ${position.index + 1} of ${position.total}` : title;
}
