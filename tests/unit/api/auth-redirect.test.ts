import { describe, expect, it, vi } from 'vitest';
import { loginUrl, logoutUrl, redirectToLogin, resetRedirectGuardForTests, safeReturnPath } from '@/api/auth-redirect';

const ORIGIN = 'https://console.stance.example';

describe('safeReturnPath', () => {
  it.each([
    ['/mdr/alerts?severity=high', '/mdr/alerts?severity=high'],
    ['/settings/team#x', '/settings/team#x'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    ['/login', '/'],
    ['/logout', '/'],
    ['/auth/login?x=1', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input, ORIGIN)).toBe(expected);
  });
});

describe('identity URLs', () => {
  it('login carries the application id, audience and the return endpoint', () => {
    const url = new URL(loginUrl('/mdr/alerts', ORIGIN), ORIGIN);
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('application_id')).toBe('stance-console');
    expect(url.searchParams.get('audience')).toBeTruthy();
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
});
