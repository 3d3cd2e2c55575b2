/**
 * The Content-Security-Policy the built console runs under (README, "Content-Security-Policy"). Scripts only from the
 * console's own origin (no inline script, no eval); the API is the same origin (`/api`). Sentry and analytics origins
 * are added only when they are configured. `style-src` keeps 'unsafe-inline': Chakra's styling engine (Emotion)
 * writes its rules into <style> elements at run time, and a static build has no per-response nonce to give it.
 * Used at build time (vite.config.ts writes it into index.html) and by the end-to-end test that serves it as a header.
 */
export interface PolicyEnv {
  VITE_SENTRY_DSN?: string;
  VITE_ANALYTICS_KEY?: string;
}

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The origin Sentry's SDK sends events to: the DSN's scheme and host. */
function sentryOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(env: PolicyEnv, { header = false } = {}): string {
  const sentry = sentryOrigin(env.VITE_SENTRY_DSN);
  const analytics = Boolean(env.VITE_ANALYTICS_KEY);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(analytics ? [GOOGLE_TAG_MANAGER] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(analytics ? [GOOGLE_TAG_MANAGER, ...GOOGLE_ANALYTICS] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(sentry ? [sentry] : []), ...(analytics ? GOOGLE_ANALYTICS : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Honoured only as a header (a <meta> policy cannot forbid framing).
    ...(header ? ([['frame-ancestors', "'none'"]] as [string, ...string[]][]) : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
