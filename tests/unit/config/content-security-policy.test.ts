import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/config/content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('without Sentry or analytics: scripts and connections only to the own origin, never inline or eval', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });

  it("adds Sentry's ingest origin (from the DSN) to connect-src only when a DSN is set", () => {
    const policy = contentSecurityPolicy({ VITE_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://o42.ingest.sentry.io']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ VITE_SENTRY_DSN: 'not a url' }), 'connect-src')).toEqual(["'self'"]);
  });

  it('adds Google Tag Manager and Analytics only when an analytics key is set', () => {
    const policy = contentSecurityPolicy({ VITE_ANALYTICS_KEY: 'GTM-ABC' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it("adds Intercom's messenger origins only when an Intercom app id is set", () => {
    const policy = contentSecurityPolicy({ VITE_INTERCOM_APP_ID: 'abc' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://widget.intercom.io', 'https://js.intercomcdn.com']);
    expect(directive(policy, 'connect-src')).toContain('wss://*.intercom.io');
    expect(directive(policy, 'frame-src')).toContain('https://intercom-sheets.com');
    expect(directive(contentSecurityPolicy({}), 'frame-src')).toBeUndefined();
    expect(contentSecurityPolicy({})).not.toContain('intercom');
  });

  it('as a header it also forbids framing', () => {
    expect(directive(contentSecurityPolicy({}, { header: true }), 'frame-ancestors')).toEqual(["'none'"]);
  });
});
