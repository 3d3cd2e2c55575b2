/** Phone-width stories: the Phone 390 viewport of .storybook/preview.tsx, and whether an element fits in it. */
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** The element is drawn whole inside the window's width and inside every box around it that clips (no cut text). */
export function fullyInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
  // Its own text is not cut by an ellipsis (an inline element has no scroll box of its own).
  const own = getComputedStyle(element);
  if (own.display !== 'inline' && element.scrollWidth > element.clientWidth) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
  }
  return true;
}
