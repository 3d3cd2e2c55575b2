import { describe, expect, it, vi } from 'vitest';
import { loginUrl, logoutUrl, redirectToLogin, resetRedirectGuardForTests, safeReturnPath } from '@/api/auth-redirect';

const ORIGIN = 'https://console.stance.example';

describe('safeReturnPath', () => {
  it.each([
    ['/mdr/alerts?severity=high', '/mdr/alerts?severity=high'],
    ['/settings/team#x', '/settings/team#x'],
    ['/a/../settings/team', '/settings/team'],
    ['/%2e%2e/settings/team', '/settings/team'],
    ['/summary report', '/summary%20report'],
    ['/mdr/alerts?return=//evil.example', '/mdr/alerts?return=//evil.example'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
    ['//[::1', '/'],
    // Dot segments and encoded dots that normalise into a protocol-relative `//host`.
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/a/%2e%2e//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/a\\..\\/evil.example', '/'],
    // Tabs and newlines, which the URL parser would silently drop.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example', '/'],
    ['/settings\tteam', '/'],
    ['/settings/team\u0000', '/'],
    // The login, logout and identity-provider pages, however they are spelled.
    ['/login', '/'],
    ['/login/', '/'],
    ['/LOGIN?return=/x', '/'],
    ['/settings/../login', '/'],
    ['/%6cogin', '/'],
    ['/%6cogin%', '/%6cogin%'],
    ['/logout', '/'],
    ['/auth', '/'],
    ['/auth/login?x=1', '/'],
    ['/x/../auth/logout', '/'],
    ['/authors', '/authors'],
  ] as const)('%j → %s', (input, expected) => {
    expect(safeReturnPath(input, ORIGIN)).toBe(expected);
  });

  it('keeps a path up to 2,000 characters and refuses a longer one', () => {
    const longest = `/mdr/alerts?q=${'a'.repeat(2000 - '/mdr/alerts?q='.length)}`;
    expect(safeReturnPath(longest, ORIGIN)).toBe(longest);
    expect(safeReturnPath(`${longest}a`, ORIGIN)).toBe('/');
    // Normalising can lengthen a path (each space becomes %20): the normalised length counts.
    expect(safeReturnPath(`/${' '.repeat(1000)}`, ORIGIN)).toBe('/');
  });
});

describe('identity URLs', () => {
  it('login carries the application id, audience and the return endpoint', () => {
    const url = new URL(loginUrl('/mdr/alerts', ORIGIN), ORIGIN);
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('application_id')).toBe('stance-console');
    expect(url.searchParams.get('audience')).toBe('https://api.stance.example');
    expect(url.searchParams.get('return_endpoint')).toBe('/mdr/alerts');
  });

  it('after the login page itself, the user returns to /', () => {
    expect(new URL(loginUrl('/login?return=/x', ORIGIN), ORIGIN).searchParams.get('return_endpoint')).toBe('/');
  });

  it('logout goes to /auth/logout the same way', () => {
    const url = new URL(logoutUrl(), ORIGIN);
    expect(url.pathname).toBe('/auth/logout');
    expect(url.searchParams.get('return_endpoint')).toBe('/');
  });

  it('redirects once, whatever the number of failing calls', () => {
    resetRedirectGuardForTests();
    const assign = vi.fn();
    const location = { pathname: '/integrations', search: '', hash: '', origin: ORIGIN, assign };
    redirectToLogin(location);
    redirectToLogin(location);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]?.[0]).toContain('return_endpoint=%2Fintegrations');
  });

  it('returns to the same path, query and hash after re-login', () => {
    resetRedirectGuardForTests();
    const assign = vi.fn();
    redirectToLogin({
      pathname: '/mdr/alerts',
      search: '?severity=%5B%22high%22%5D&q=vpn',
      hash: '#top',
      origin: ORIGIN,
      assign,
    });
    const target = new URL(String(assign.mock.calls[0]?.[0]), ORIGIN);
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('return_endpoint')).toBe('/mdr/alerts?severity=%5B%22high%22%5D&q=vpn#top');
  });
});
