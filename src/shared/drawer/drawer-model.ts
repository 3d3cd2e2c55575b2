/** console-platform.md §2.2: every right-side panel is one of these. */
export const DRAWER_TYPES = [
  'issueDetails',
  'fdIssueDetails',
  'assetDetails',
  'digitalFootprint',
  'integration',
  'inviteUser',
  'fraudDefense',
  'caseDetails',
  'serviceRequestDetails',
] as const;

export type DrawerType = (typeof DRAWER_TYPES)[number];

export const DRAWER_TRANSITION_MS = 400;
export const DRAWER_CLEAR_DELAY_MS = 500;

export type DrawerWidth = string | Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', string>>;

const MDR_WIDTH: DrawerWidth = { base: '55vw', xl: '73vw', '2xl': '68vw' };

/** 30vw for invite, fraud defense and summary panels; MDR 73vw at xl, 68vw at xxl (Chakra 2xl), else 55vw. */
export const DRAWER_WIDTHS: Record<DrawerType, DrawerWidth> = {
  issueDetails: '30vw',
  fdIssueDetails: '30vw',
  inviteUser: '30vw',
  fraudDefense: '30vw',
  assetDetails: '30vw',
  digitalFootprint: '30vw',
  integration: '30vw',
  caseDetails: MDR_WIDTH,
  serviceRequestDetails: MDR_WIDTH,
};

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

/** 'Title N of M' when the item is in a list of more than one. */
export function drawerTitle(title: string, position: DrawerPosition | null): string {
  return position && position.total > 1 ? `${title} ${position.index + 1} of ${position.total}` : title;
}

export function isDrawerType(value: unknown): value is DrawerType {
  return typeof value === 'string' && (DRAWER_TYPES as readonly string[]).includes(value);
}
