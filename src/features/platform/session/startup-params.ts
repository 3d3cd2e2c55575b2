import { LOGIN_ROUTE } from '@/api/auth-redirect';
import { SCENARIO_PARAM } from '@/api/scenario';

export const STARTUP_PARAMS_KEY = 'stance.startupParams';

/**
 * console-platform.md §2.1: query parameters present at start-up are stored, then removed from the
 * address bar. The app's own typed search params (drawer, filters, search) stay.
 */
export const APP_SEARCH_PARAMS: ReadonlySet<string> = new Set([
  'panel',
  'item',
  'q',
  'severity',
  'category',
  'status',
  'range',
  'tab',
  'types',
  'sort',
  SCENARIO_PARAM,
]);

/** Typed search params of one route only: `/login?return=/settings/team` returns there after sign-in. */
const ROUTE_SEARCH_PARAMS: Readonly<Record<string, ReadonlySet<string>>> = { [LOGIN_ROUTE]: new Set(['return']) };

export function splitStartupParams(search: string, pathname = '/'): { stored: Record<string, string>; kept: string } {
  const params = new URLSearchParams(search);
  const routeParams = ROUTE_SEARCH_PARAMS[pathname.toLowerCase().replace(/\/+$/, '')];
  const stored: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === SCENARIO_PARAM) continue;
    if (APP_SEARCH_PARAMS.has(key) || routeParams?.has(key)) kept.append(key, value);
    else stored[key] = value;
  }
  const rest = kept.toString();
  return { stored, kept: rest ? `?${rest}` : '' };
}

/** Runs once before the router starts. */
export function captureStartupParams(location: Location, history: History, storage: Storage) {
  if (!location.search) return;
  const { stored, kept } = splitStartupParams(location.search, location.pathname);
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
