/**
 * The Content-Security-Policy the built console runs under (README, "Content-Security-Policy"). Scripts only from the
 * console's own origin (no inline script, no eval); the API is the same origin (`/api`). Sentry, analytics and
 * Intercom origins are added only when they are configured. `style-src` keeps 'unsafe-inline': Chakra's styling engine (Emotion)
 * writes its rules into <style> elements at run time, and a static build has no per-response nonce to give it.
 * Used at build time (vite.config.ts writes it into index.html) and by the end-to-end test that serves it as a header.
 */
export interface PolicyEnv {
  VITE_SENTRY_DSN?: string;
  VITE_ANALYTICS_KEY?: string;
  VITE_INTERCOM_APP_ID?: string;
}

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** What Intercom's messenger loads and talks to (its documented CSP list). */
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  img: ['https://*.intercomcdn.com', 'https://static.intercomassets.com', 'https://*.intercomassets.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
};

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
  const chat = Boolean(env.VITE_INTERCOM_APP_ID);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(analytics ? [GOOGLE_TAG_MANAGER] : []), ...(chat ? INTERCOM.script : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      ...(analytics ? [GOOGLE_TAG_MANAGER, ...GOOGLE_ANALYTICS] : []),
      ...(chat ? ['blob:', ...INTERCOM.img] : []),
    ],
    ['font-src', "'self'", ...(chat ? INTERCOM.font : [])],
    [
      'connect-src',
      "'self'",
      ...(sentry ? [sentry] : []),
      ...(analytics ? GOOGLE_ANALYTICS : []),
      ...(chat ? INTERCOM.connect : []),
    ],
    ...(chat
      ? ([
          ['media-src', "'self'", ...INTERCOM.media],
          ['frame-src', "'self'", ...INTERCOM.frame],
        ] as [string, ...string[]][])
      : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Honoured only as a header (a <meta> policy cannot forbid framing).
    ...(header ? ([['frame-ancestors', "'none'"]] as [string, ...string[]][]) : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
