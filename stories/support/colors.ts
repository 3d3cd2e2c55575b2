/**
 * The colour a Chakra colour token ('red.solid', 'brand.solid') paints in the current theme, written as
 * getComputedStyle writes colours, so a story can check what an element is painted with rather than a class name.
 */
export function tokenColor(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--chakra-colors-${token.replaceAll('.', '-')})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The button is painted as a destructive action: the red solid fill (ConfirmDialog's tone 'danger'). */
export const paintedDestructive = (button: HTMLElement) => getComputedStyle(button).backgroundColor === tokenColor('red.solid');
