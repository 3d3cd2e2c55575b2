/**
 * The dev and preview mock's stand-in for the providers' consent pages (Microsoft admin consent, Google OAuth),
 * so the whole integration journey runs on `npm start`. Pure: it builds the page from the request URL. The
 * redirect only ever goes back to the origin the page was served from.
 */
export type MockProvider = 'microsoft' | 'google';

export const GOOGLE_DIRECTORY_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
  'https://www.googleapis.com/auth/admin.reports.usage.readonly',
  'https://www.googleapis.com/auth/admin.directory.domain.readonly',
];

export const MOCK_TENANT_ID = '5b3c9f0e-2d1a-4c8e-9f6b-7a1d2e3f4a5b';
export const MOCK_AUTH_CODE = '4/0AVGzR1B-mock-code';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ConsentChoice {
  label: string;
  href: string;
  tone: 'primary' | 'secondary' | 'danger';
}

/** The redirect target, only when it is on the page's own origin; null otherwise. */
export function sameOriginRedirect(redirectUri: string | null, pageOrigin: string): URL | null {
  if (!redirectUri) return null;
  try {
    const url = new URL(redirectUri, pageOrigin);
    return url.origin === pageOrigin ? url : null;
  } catch {
    return null;
  }
}

function withParams(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export function consentChoices(provider: MockProvider, request: URL): ConsentChoice[] | null {
  const redirect = sameOriginRedirect(request.searchParams.get('redirect_uri'), request.origin);
  const state = request.searchParams.get('state') ?? '';
  if (!redirect) return null;
  const deny = withParams(redirect, {
    state,
    error: 'access_denied',
    error_description: 'The administrator declined to grant the requested permissions.',
  });
  if (provider === 'microsoft') {
    return [
      { label: 'Accept', href: withParams(redirect, { state, admin_consent: 'True', tenant: MOCK_TENANT_ID }), tone: 'primary' },
      { label: 'Cancel', href: deny, tone: 'danger' },
    ];
  }
  const requested = (request.searchParams.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const partial = requested.filter((scope) => !GOOGLE_DIRECTORY_SCOPES.includes(scope));
  return [
    { label: 'Allow', href: withParams(redirect, { state, code: MOCK_AUTH_CODE, scope: requested.join(' ') }), tone: 'primary' },
    {
      label: 'Allow without directory scopes',
      href: withParams(redirect, { state, code: MOCK_AUTH_CODE, scope: partial.join(' ') }),
      tone: 'secondary',
    },
    { label: 'Deny', href: deny, tone: 'danger' },
  ];
}

const TITLES: Record<MockProvider, string> = {
  microsoft: 'Mock Microsoft 365 admin consent',
  google: 'Mock Google Workspace consent',
};

/** The whole HTML page. */
export function renderConsentPage(provider: MockProvider, request: URL): { status: number; html: string } {
  const choices = consentChoices(provider, request);
  const scopes = (request.searchParams.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const title = TITLES[provider];
  const body = choices
    ? `<p>The console asks to connect with these permissions (client <code>${escapeHtml(
        request.searchParams.get('client_id') ?? '',
      )}</code>):</p>
<ul>${scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('')}</ul>
<nav aria-label="Consent">${choices
        .map((c) => `<a class="${c.tone}" href="${escapeHtml(c.href)}">${escapeHtml(c.label)}</a>`)
        .join('')}</nav>`
    : '<p role="alert">The redirect_uri is missing or not on this origin; nothing to return to.</p>';
  return {
    status: choices ? 200 : 400,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title>
<style>body{font:14px/1.5 system-ui;margin:0;padding:32px;color:#1f2430;background:#fff}main{max-width:440px;margin:auto}
h1{font-size:20px}code{font-size:12px;word-break:break-all}nav{display:flex;flex-wrap:wrap;gap:8px;margin-top:24px}
a{padding:8px 14px;border-radius:6px;text-decoration:none;border:1px solid #c5cad3;color:#1f2430}
a.primary{background:#2450d6;border-color:#2450d6;color:#fff}a.danger{color:#b42318}a:focus-visible{outline:2px solid #2450d6;outline-offset:2px}</style>
</head><body><main><h1>${title}</h1><p>This page stands in for the provider in development.</p>${body}</main></body></html>`,
  };
}
