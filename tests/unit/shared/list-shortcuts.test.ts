import { describe, expect, it } from 'vitest';
import { rowKey } from '@/shared/data-table/table-model';
import { listShortcut, type KeyPress } from '@/shared/keyboard/list-shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});
const onPage = { typing: false, inOverlay: false };

describe("the lists' keyboard shortcuts", () => {
  it('j and k move the row, / searches, ? lists the shortcuts', () => {
    expect(listShortcut(press('j'), onPage)).toBe('next');
    expect(listShortcut(press('k'), onPage)).toBe('previous');
    expect(listShortcut(press('/'), onPage)).toBe('search');
    expect(listShortcut(press('?'), onPage)).toBe('help');
    expect(listShortcut(press('x'), onPage)).toBeNull();
    expect(listShortcut(press('J'), onPage)).toBeNull();
  });

  it('never fire while typing in a field', () => {
    for (const key of ['j', 'k', '/', '?']) expect(listShortcut(press(key), { typing: true, inOverlay: false })).toBeNull();
  });

  it('leave the keys of a drawer, dialog or menu to it', () => {
    for (const key of ['j', 'k', '/', '?']) expect(listShortcut(press(key), { typing: false, inOverlay: true })).toBeNull();
  });

  it('leave a key with a modifier, or one already handled, alone', () => {
    expect(listShortcut(press('j', { ctrlKey: true }), onPage)).toBeNull();
    expect(listShortcut(press('k', { metaKey: true }), onPage)).toBeNull();
    expect(listShortcut(press('/', { altKey: true }), onPage)).toBeNull();
    expect(listShortcut(press('j', { defaultPrevented: true }), onPage)).toBeNull();
  });
});

describe("a focused row's keys", () => {
  it('reads j and k as ↓ and ↑', () => {
    expect(rowKey(press('j'))).toBe('ArrowDown');
    expect(rowKey(press('k'))).toBe('ArrowUp');
    expect(rowKey(press('Enter'))).toBe('Enter');
    expect(rowKey(press('j', { ctrlKey: true }))).toBe('j');
  });
});
