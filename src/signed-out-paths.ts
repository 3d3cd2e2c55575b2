/**
 * The pages outside the signed-in layout (src/routes/_bare, new-invitation), where start-up asks for no session. The
 * route tree knows them too, but importing it would bring every route's module into the first evaluated code
 * (src/boot.ts); tests/unit/platform/startup.test.ts fails when the two disagree.
 */
export const SIGNED_OUT_PATHS: readonly string[] = ['/integration-callback', '/login', '/logout', '/new-invitation'];

export function isSignedInPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !SIGNED_OUT_PATHS.includes(path);
}
