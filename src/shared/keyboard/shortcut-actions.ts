/**
 * What the lists' shortcuts do on the page (ListShortcuts): where a key was pressed, and the list it acts on. Loaded
 * with the interaction parts after the first input, so the first load carries only the listener.
 */
import { listShortcut, type KeyPlace } from './list-shortcuts';

const TYPING =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"]), textarea, select, [contenteditable]:not([contenteditable="false"])';
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
const CURRENT_ROW = '[role="row"][tabindex="0"]';

const visible = (element: Element) => element.getClientRects().length > 0;

function placeOf(target: EventTarget | null): KeyPlace {
  const element = target instanceof Element ? target : null;
  return {
    typing: element?.closest(TYPING) != null,
    // A modal open elsewhere (its trap lost focus to the page) owns the keys too.
    inOverlay: element?.closest(OVERLAY) != null || document.querySelector('[aria-modal="true"]') !== null,
  };
}

/** The current row of the table that has focus, else of the page's first visible table. */
function currentRow(from: Element | null): HTMLElement | null {
  const table = from?.closest('[role="table"]') ?? [...document.querySelectorAll('main [role="table"]')].find(visible);
  return table?.querySelector<HTMLElement>(CURRENT_ROW) ?? null;
}

/** Runs the shortcut the key is, if any: `openHelp` for `?`. */
export function runListShortcut(event: KeyboardEvent, openHelp: () => void) {
  const shortcut = listShortcut(event, placeOf(event.target));
  if (shortcut === null) return;
  if (shortcut === 'help') {
    event.preventDefault();
    openHelp();
  } else if (shortcut === 'search') {
    const box = [...document.querySelectorAll<HTMLInputElement>('main input[data-list-search]')].find(visible);
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  } else {
    // The first j or k brings focus to the list's current row; from there the row moves (DataTable).
    const row = currentRow(document.activeElement);
    if (!row) return;
    event.preventDefault();
    row.focus();
  }
}

/**
 * Escape in an empty search box leaves it for the current row of its list (the nearest table around it), or for
 * nothing when the list is empty.
 */
export function leaveSearch(input: HTMLElement) {
  let scope = input.parentElement;
  while (scope && !scope.querySelector('[role="table"]')) scope = scope.parentElement;
  const row = scope?.querySelector<HTMLElement>(CURRENT_ROW);
  if (row) row.focus();
  else input.blur();
}

