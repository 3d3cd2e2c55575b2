import { appConfig } from '@/config/app-config';

const LOGIN_ROUTE = '/login';
export const LOGOUT_ROUTE = '/logout';

/** Longer return targets are refused rather than cut (the login route accepts the same length). */
const MAX_RETURN_PATH_LENGTH = 2000;
// The URL parser silently drops tabs and newlines, which can turn `/\t/host` into `//host`.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A path as the router matches it: decoded, without regard to case or a trailing slash. */
function routePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* a stray `%` stays as it is */
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * A return target that can only ever be a path on this origin. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, the login and logout pages themselves) becomes `/`.
 * The candidate is normalised first (dot segments, encoded dots, backslashes) and the normalised
 * path is what gets checked and returned: `/.//evil.example` resolves to `//evil.example`.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string {
  if (!candidate?.startsWith('/') || candidate.length > MAX_RETURN_PATH_LENGTH || hasControlCharacter(candidate)) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== new URL(origin).origin || path.startsWith('//') || path.length > MAX_RETURN_PATH_LENGTH) return '/';
  const page = routePath(url.pathname);
  if (page === LOGIN_ROUTE || page === LOGOUT_ROUTE || page === '/auth' || page.startsWith('/auth/')) return '/';
  return path;
}

function identityUrl(kind: 'login' | 'logout', returnPath: string): string {
  const params = new URLSearchParams({
    application_id: appConfig.auth.applicationId,
    audience: appConfig.auth.audience,
    return_endpoint: returnPath,
  });
  return `/auth/${kind}?${params.toString()}`;
}

export function loginUrl(currentPath: string, origin: string): string {
  return identityUrl('login', safeReturnPath(currentPath, origin));
}

export function logoutUrl(): string {
  return identityUrl('logout', '/');
}

let redirecting = false;

/** Leaves the app for the identity provider; repeated calls while leaving are ignored. */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin' | 'assign'> = window.location,
) {
  if (redirecting) return;
  redirecting = true;
  location.assign(loginUrl(`${location.pathname}${location.search}${location.hash}`, location.origin));
}

export function resetRedirectGuardForTests() {
  redirecting = false;
}
