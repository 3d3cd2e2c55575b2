import { useDeferredValue, useState, type ReactNode } from 'react';

/**
 * Whether the page being rendered is the first one of a fresh visit (a link, a bookmark, a typed address). A reload,
 * a history step into the app and an address with a fragment are not: their scroll position is restored, or the
 * fragment scrolled to, in the commit that shows the page, which needs its whole body.
 */
let firstPage =
  typeof window !== 'undefined' &&
  !window.location.hash &&
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';

/** Called once the app's layout has shown its first page (and by the Storybook preview): later pages render at once. */
export function endFirstPage(): void {
  firstPage = false;
}

/**
 * A page's body, below its header. On the first page of a fresh visit it renders one commit after the header (React's
 * deferred value, a transition), so the browser paints the header, the page's largest text and so its Largest
 * Contentful Paint, before the body's long first render: the summary's header waited 150-250 ms for its issue table
 * (issue #30). Later pages, and stories, render the body in the same commit.
 */
export function PageBody({ children }: { children: ReactNode }) {
  const [waits] = useState(firstPage);
  const shown = useDeferredValue(true, !waits);
  return shown ? children : null;
}
