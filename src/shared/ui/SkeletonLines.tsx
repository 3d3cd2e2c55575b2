/**
 * Stands for content that renders a frame or two later (a drawer's content, the filter popup's sections): bars of the
 * given widths, the first one a heading's height. Hidden from assistive tech; its container says it is busy. Plain
 * elements with the theme's global `skeleton-line` class and inline sizes: it shows at the first opening of a drawer
 * or popup, when a new style rule would restyle the whole page (see the theme's globalCss).
 */
export function SkeletonLines({ widths, testId }: { widths: readonly string[]; testId?: string }) {
  return (
    <div className="skeleton-lines" aria-hidden data-testid={testId}>
      {widths.map((width, index) => (
        <div
          key={index}
          className="skeleton-line"
          style={{ width, height: index === 0 ? 'var(--chakra-sizes-5)' : 'var(--chakra-sizes-4)' }}
        />
      ))}
    </div>
  );
}
