import type { AnyRouter } from '@tanstack/react-router';

/**
 * Whether a navigation puts the scroll back at the top. TanStack Router does so after every navigation unless the
 * caller passes `resetScroll: false`: a search typed, a filter, a sort, a column choice or a drawer opened half-way
 * down a list sent the page to its top (and the search box out of view). Here the page decides: a navigation that
 * stays on its path keeps the scroll where the user put it; another page starts at its top, as a link does. A caller's
 * own choice stands. Back and forward are the router's scroll restoration, untouched.
 */
export function resetsScroll(nextPathname: string, currentPathname: string, asked: boolean | undefined): boolean | undefined {
  if (asked !== undefined) return asked;
  return nextPathname === currentPathname ? false : undefined;
}

/** Applies `resetsScroll` to every navigation of the router (links and `navigate` both commit through here). */
export function keepScrollWithinPage(router: AnyRouter): void {
  const commit = router.commitLocation;
  router.commitLocation = (next) =>
    commit({ ...next, resetScroll: resetsScroll(next.pathname, router.latestLocation.pathname, next.resetScroll) });
}
