/**
 * The lists' keyboard flow (issue #27): `j`/`k` move the current row, `/` focuses the list's search box, `?` lists the
 * shortcuts. Enter, the arrows and Escape are the table's and the search box's own keys. Never while typing in a field,
 * with a modifier held, or inside a drawer, dialog, menu or list box, whose keys are their own (the drawer's ←/→).
 */
export type ListShortcut = 'next' | 'previous' | 'search' | 'help';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Where the key was pressed. */
export interface KeyPlace {
  /** A text field, a select or an editable element has focus. */
  typing: boolean;
  /** Focus is inside a drawer, dialog, menu or list box. */
  inOverlay: boolean;
}

const BY_KEY: Readonly<Record<string, ListShortcut>> = { j: 'next', k: 'previous', '/': 'search', '?': 'help' };

export function listShortcut(press: KeyPress, place: KeyPlace): ListShortcut | null {
  if (press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (place.typing || place.inOverlay) return null;
  return BY_KEY[press.key] ?? null;
}
