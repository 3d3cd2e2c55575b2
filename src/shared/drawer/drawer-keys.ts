/** One element between the focused one and the drawer, as far as arrow keys are concerned. */
export interface KeyPathStep {
  tagName: string;
  role: string | null;
  type?: string | null;
  editable?: boolean;
}

/** Widgets whose own arrow keys move within them (WAI-ARIA practices). */
const ARROW_KEY_ROLES = new Set([
  'tablist',
  'tab',
  'slider',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'listbox',
  'option',
  'radiogroup',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'tree',
  'grid',
]);
const NON_TEXT_INPUTS = new Set(['checkbox', 'button', 'submit', 'reset', 'file', 'image', 'color']);

function ownsArrowKeys(step: KeyPathStep): boolean {
  if (step.editable) return true;
  if (step.role && ARROW_KEY_ROLES.has(step.role)) return true;
  const tag = step.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((step.type ?? 'text').toLowerCase());
}

/**
 * console-platform.md §2.2: ←/→ step through the drawer's items, except where focus sits in something that uses
 * those keys itself (a tab list, slider, menu, list box or text field): there they keep their standard meaning.
 * `path` runs from the focused element up to the drawer.
 */
export function arrowKeysStepItems(path: readonly KeyPathStep[]): boolean {
  return !path.some(ownsArrowKeys);
}

/** The steps from `target` up to (not including) `container`. */
export function keyPath(target: EventTarget | null, container: Element): KeyPathStep[] {
  const path: KeyPathStep[] = [];
  for (let el = target instanceof Element ? target : null; el && el !== container; el = el.parentElement) {
    path.push({
      tagName: el.tagName,
      role: el.getAttribute('role'),
      type: el.getAttribute('type'),
      editable: el instanceof HTMLElement && el.isContentEditable,
    });
  }
  return path;
}
