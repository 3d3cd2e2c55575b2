import { appConfig } from '@/config/app-config';

const LOGIN_ROUTE = '/login';
export const LOGOUT_ROUTE = '/logout';

/**
 * A return target that can only ever be a path on this origin. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, the login and logout pages themselves) becomes `/`.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  if (url.pathname === LOGIN_ROUTE || url.pathname === LOGOUT_ROUTE || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
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
