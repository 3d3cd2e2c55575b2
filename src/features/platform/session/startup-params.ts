import { SCENARIO_PARAM } from '@/api/scenario';
import { routeCovers, type RouteSearchKeys } from './route-search-keys';

const STARTUP_PARAMS_KEY = 'stance.startupParams';

/**
 * console-platform.md §2.1: query parameters present at start-up are stored, then removed from the address bar. The
 * typed search params of the routes on the way to the page (drawer, filters, search, the login page's `return`) stay;
 * they come from the route tree (`routeSearchKeys`), never from a list kept here.
 */
export function splitStartupParams(
  search: string,
  pathname: string,
  routes: readonly RouteSearchKeys[],
): { stored: Record<string, string>; kept: string } {
  const params = new URLSearchParams(search);
  const known = new Set(routes.filter((route) => routeCovers(route.path, pathname)).flatMap((route) => route.keys));
  const stored: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === SCENARIO_PARAM) continue;
    if (known.has(key)) kept.append(key, value);
    else stored[key] = value;
  }
  const rest = kept.toString();
  return { stored, kept: rest ? `?${rest}` : '' };
}

/** Runs once before the router starts. */
export function captureStartupParams(location: Location, history: History, storage: Storage, routes: readonly RouteSearchKeys[]) {
  if (!location.search) return;
  const { stored, kept } = splitStartupParams(location.search, location.pathname, routes);
  if (Object.keys(stored).length > 0) {
    try {
      storage.setItem(STARTUP_PARAMS_KEY, JSON.stringify(stored));
    } catch {
      /* storage unavailable */
    }
  }
  const next = `${location.pathname}${kept}${location.hash}`;
  if (next !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', next);
}
