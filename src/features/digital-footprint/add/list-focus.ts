/**
 * Keeps keyboard focus in a list whose item is about to go (issue #26.19): the control the user worked leaves with its
 * item, and focus would fall to the page body. Called before the item is removed: focus moves to the same control of
 * the next item (the one that takes its place), else of the previous one, else to `fallback`.
 */
export function keepFocusInList(
  item: Element | null,
  control: (item: Element) => HTMLElement | null,
  fallback: () => HTMLElement | null | undefined,
): void {
  if (!item?.contains(item.ownerDocument.activeElement)) return;
  const siblings = [item.nextElementSibling, item.previousElementSibling];
  const target = siblings.map((sibling) => (sibling ? control(sibling) : null)).find((element) => element) ?? fallback();
  target?.focus();
}
