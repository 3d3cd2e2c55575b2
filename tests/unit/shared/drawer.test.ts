import { describe, expect, it } from 'vitest';
import { arrowKeysStepItems, type KeyPathStep } from '@/shared/drawer/drawer-keys';
import { DRAWER_WIDTH, drawerPosition, drawerTitle } from '@/shared/drawer/drawer-model';

const el = (tagName: string, extra: Partial<KeyPathStep> = {}): KeyPathStep => ({ tagName, role: null, ...extra });

describe('drawer arrow keys', () => {
  it('step items from the drawer body, a link or a button', () => {
    expect(arrowKeysStepItems([])).toBe(true);
    expect(arrowKeysStepItems([el('P'), el('DIV')])).toBe(true);
    expect(arrowKeysStepItems([el('A'), el('DIV')])).toBe(true);
    expect(arrowKeysStepItems([el('BUTTON', { role: null }), el('HEADER')])).toBe(true);
    expect(arrowKeysStepItems([el('INPUT', { type: 'checkbox' })])).toBe(true);
  });

  it.each([
    ['a tab', [el('BUTTON', { role: 'tab' }), el('DIV', { role: 'tablist' })]],
    ['something inside a tab list', [el('SPAN'), el('DIV', { role: 'tablist' })]],
    ['a slider', [el('DIV', { role: 'slider' })]],
    ['a menu item', [el('DIV', { role: 'menuitem' }), el('DIV', { role: 'menu' })]],
    ['a list box option', [el('DIV', { role: 'option' }), el('UL', { role: 'listbox' })]],
    ['a radio group', [el('INPUT', { type: 'radio' }), el('DIV', { role: 'radiogroup' })]],
    ['a text input', [el('INPUT', { type: 'text' })]],
    ['an input without a type', [el('INPUT')]],
    ['a search input', [el('INPUT', { type: 'search' })]],
    ['a textarea', [el('TEXTAREA')]],
    ['a select', [el('SELECT')]],
    ['an editable element', [el('DIV', { editable: true })]],
    ['a combobox', [el('INPUT', { role: 'combobox' })]],
  ])('stay with %s', (_name, path) => {
    expect(arrowKeysStepItems(path)).toBe(false);
  });
});

describe('drawer title', () => {
  it("reads 'Title N of M' for every item in the list, one item included", () => {
    expect(drawerTitle('Incident', 'A', drawerPosition(['A'], 'A'))).toBe('Incident 1 of 1');
    expect(drawerTitle('Incident', 'B', drawerPosition(['A', 'B', 'C'], 'B'))).toBe('Incident 2 of 3');
  });

  it('is the bare title for an item outside the list', () => {
    expect(drawerTitle('Issue details', 'Z', drawerPosition(['A'], 'Z'))).toBe('Issue details');
    expect(drawerTitle('Issue details', undefined, drawerPosition(['A'], undefined))).toBe('Issue details');
  });

  it('names each item by its own kind in a drawer of several kinds', () => {
    const name = (item: string | undefined) => (item?.startsWith('alert') ? 'Alert' : 'Incident');
    expect(drawerTitle(name, 'incident-2', drawerPosition(['incident-1', 'incident-2'], 'incident-2'))).toBe('Incident 2 of 2');
    expect(drawerTitle(name, 'alert-7', drawerPosition(['incident-1', 'incident-2'], 'alert-7'))).toBe('Alert');
  });
});

describe('drawer widths', () => {
  it('follow the spec: 30vw and 55/73/68vw, full width below md (768 px)', () => {
    expect(DRAWER_WIDTH.standard).toEqual({ base: '100vw', md: '30vw' });
    expect(DRAWER_WIDTH.wide).toEqual({ base: '100vw', md: '55vw', xl: '73vw', '2xl': '68vw' });
  });
});
