import { describe, expect, it } from 'vitest';
import { chooseAccountId, mfaRedirectTarget, shouldEnforceMfa } from '@/features/platform/session/access-rules';
import { DEFAULT_FLAGS, resolveFlags, routeExists } from '@/features/platform/session/feature-flags';
import { routeCovers, routeSearchKeys } from '@/features/platform/session/route-search-keys';
import { splitStartupParams } from '@/features/platform/session/startup-params';
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { SIGNED_OUT_PATHS, isSignedInPath } from '@/signed-out-paths';
import { policyNotice } from '@/features/platform/policy/policy-notice';
import { isLinkActive, visibleLinks, NAV_LINKS } from '@/features/platform/layout/nav-config';

describe('MFA enforcement', () => {
  it('applies when the account enforces MFA and the user has none', () => {
    expect(shouldEnforceMfa({ enforce_mfa: true }, false)).toBe(true);
    expect(shouldEnforceMfa({ enforce_mfa: true }, true)).toBe(false);
    expect(shouldEnforceMfa({ enforce_mfa: false }, false)).toBe(false);
    expect(shouldEnforceMfa(undefined, false)).toBe(false);
  });

  it('sends every path except /settings/account there', () => {
    for (const path of ['/', '/mdr/alerts', '/settings/user', '/integrations', '/settings']) {
      expect(mfaRedirectTarget(path, true)).toBe('/settings/account');
    }
    expect(mfaRedirectTarget('/settings/account', true)).toBeNull();
    expect(mfaRedirectTarget('/settings/account/', true)).toBeNull();
    expect(mfaRedirectTarget('/mdr', false)).toBeNull();
  });
});

describe('account choice', () => {
  const accounts = { a: {}, b: {} };
  it('keeps the picked account only while the user belongs to it', () => {
    expect(chooseAccountId(accounts, 'a', 'b')).toBe('b');
    expect(chooseAccountId(accounts, 'a', 'gone')).toBe('a');
    expect(chooseAccountId(accounts, 'a', null)).toBe('a');
  });
});

describe('feature flags', () => {
  it('default as in both specifications', () => {
    const on = Object.entries(DEFAULT_FLAGS)
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort();
    expect(on).toEqual(
      [
        'centaur_mdr_is_enabled',
        'configure_digital_footprint_enabled',
        'crowdstrike_integration_enabled',
        'delete_domain_enabled',
        'fraud_defense_enabled',
        'google_integration_enabled',
        'invite_user_enabled',
        'is_user_asset_enabled',
        'mark_as_resolved_enabled',
        'microsoft_integration_enabled',
        'user_mfa_enabled',
        'wizer_generate_magic_link_is_active',
      ].sort(),
    );
    // 23 of the specifications and 10 beyond them (issues #27-#29), all off by default.
    expect(Object.keys(DEFAULT_FLAGS)).toHaveLength(33);
  });

  it('server values win; missing ones take the default', () => {
    expect(resolveFlags({ account_picker_enabled: true }).account_picker_enabled).toBe(true);
    expect(resolveFlags({}).fraud_defense_enabled).toBe(true);
    expect(resolveFlags(null).intercom_enabled).toBe(false);
  });

  it('fraud defense and MDR routes exist unless their flag is false', () => {
    expect(routeExists({ fraud_defense_enabled: false }, 'fraud_defense_enabled')).toBe(false);
    expect(routeExists({}, 'fraud_defense_enabled')).toBe(true);
    expect(routeExists({ centaur_mdr_is_enabled: false }, 'centaur_mdr_is_enabled')).toBe(false);
  });
});

describe('navigation', () => {
  it('skips links whose flag is off', () => {
    const labels = visibleLinks({
      ...DEFAULT_FLAGS,
      fraud_defense_enabled: false,
      wizer_generate_magic_link_is_active: false,
    }).map((l) => l.label);
    expect(labels).toEqual(['Summary', 'MDR', 'Digital footprint', 'Integrations']);
  });

  it('matches Summary exactly and the others by inclusion', () => {
    const [summary, , mdr] = NAV_LINKS;
    expect(isLinkActive(summary!, '/')).toBe(true);
    expect(isLinkActive(summary!, '/mdr')).toBe(false);
    expect(isLinkActive(mdr!, '/mdr/alerts')).toBe(true);
    expect(isLinkActive(mdr!, '/mdrx')).toBe(false);
  });
});

describe('start-up query parameters', () => {
  const ROUTES = routeSearchKeys(routeTree);

  it("keeps every param a route on the way declares, read from the route tree (the drawer's list, #17)", () => {
    expect(splitStartupParams('?panel=caseDetails&item=0041&list=waiting&utm_source=x', '/mdr/overview', ROUTES)).toEqual({
      stored: { utm_source: 'x' },
      kept: '?panel=caseDetails&item=0041&list=waiting',
    });
    expect(splitStartupParams('?range=30&types=email&sort=name%3Aasc', '/mdr/overview', ROUTES).kept).toBe('?range=30');
    expect(splitStartupParams('?types=email&sort=name%3Aasc', '/digital-footprint/assets', ROUTES).kept).toBe(
      '?types=email&sort=name%3Aasc',
    );
  });

  it('reads keys through wrappers and joins paths of pathless layouts', () => {
    const object = (keys: string[]) => ({
      _zod: { def: { type: 'object', shape: Object.fromEntries(keys.map((k) => [k, {}])) } },
    });
    const tree = {
      options: { validateSearch: object(['panel']) },
      children: [
        {
          options: {},
          children: {
            a: { options: { path: '/teams/$id', validateSearch: { _zod: { def: { type: 'pipe', in: object(['q']) } } } } },
          },
        },
        { options: { path: 'login', validateSearch: { _zod: { def: { type: 'catch', innerType: object(['return']) } } } } },
        { options: { path: 'plain', validateSearch: (raw: unknown) => raw } },
      ],
    };
    expect(routeSearchKeys(tree)).toEqual([
      { path: '/', keys: ['panel'] },
      { path: '/teams/$id', keys: ['q'] },
      { path: '/login', keys: ['return'] },
    ]);
    expect(routeCovers('/teams/$id', '/teams/42/members')).toBe(true);
    expect(routeCovers('/teams/$id', '/teams')).toBe(false);
    expect(routeCovers('/login', '/Login/')).toBe(true);
    expect(routeCovers('/login', '/logout')).toBe(false);
  });

  it('stores foreign parameters and keeps the app’s own typed ones', () => {
    expect(splitStartupParams('?utm_source=mail&panel=issueDetails&item=iss-1&scenario=x', '/', ROUTES)).toEqual({
      stored: { utm_source: 'mail' },
      kept: '?panel=issueDetails&item=iss-1',
    });
    expect(splitStartupParams('?code=abc', '/', ROUTES)).toEqual({ stored: { code: 'abc' }, kept: '' });
  });

  it("keeps the login page's return target, on the login page only", () => {
    expect(splitStartupParams('?return=%2Fsettings%2Fteam&utm_source=mail', '/login', ROUTES)).toEqual({
      stored: { utm_source: 'mail' },
      kept: '?return=%2Fsettings%2Fteam',
    });
    expect(splitStartupParams('?return=/x', '/login/', ROUTES).kept).toBe('?return=%2Fx');
    expect(splitStartupParams('?return=/x', '/settings/team', ROUTES)).toEqual({ stored: { return: '/x' }, kept: '' });
  });
});

describe('policy expiry notices', () => {
  it('warns before expiry, with a singular day', () => {
    expect(
      policyNotice(
        { policy_expiration_status: 'about_to_expire', count_down_in_days: 12, policy_expiration_date: '2026-12-03' },
        'Stance',
      ),
    ).toEqual({
      tone: 'warning',
      message: 'Your Cyber Insurance Policy and Stance Account Expiration in 12 Days',
      date: '2026-12-03',
    });
    expect(policyNotice({ policy_expiration_status: 'about_to_expire', count_down_in_days: 1 }, 'Acme')?.message).toBe(
      'Your Cyber Insurance Policy and Acme Account Expiration in 1 Day',
    );
  });

  it('says nothing when no days remain or the policy is valid', () => {
    expect(policyNotice({ policy_expiration_status: 'about_to_expire', count_down_in_days: 0 }, 'Stance')).toBeNull();
    expect(policyNotice({ policy_expiration_status: 'valid' }, 'Stance')).toBeNull();
  });

  it('errors during the grace period', () => {
    expect(policyNotice({ policy_expiration_status: 'grace_expiration', count_down_in_days: 5 }, 'Stance')).toMatchObject({
      tone: 'error',
      message: 'Important Notice: Your Stance Account is expired. 5 Days of Grace Period remain',
    });
  });
});

describe('the pages start-up asks no session for (src/boot.ts)', () => {
  // A router computes its routes' ids and full paths (the generated tree has only each route's own part).
  const router = createRouter({ routeTree, context: { queryClient: new QueryClient() } });
  const all = Object.values(router.routesById).filter((route) => !route.children);

  it('are the route tree’s pages outside the signed-in layout, and no other', () => {
    const outside = all.filter((route) => !route.id.startsWith('/_app/')).map((route) => route.fullPath.replace(/\/$/, ''));
    expect([...outside].sort()).toEqual([...SIGNED_OUT_PATHS].sort());
    expect(all.filter((route) => route.id.startsWith('/_app/')).length).toBeGreaterThan(10);
  });

  it('leave every signed-in page, and a path that matches none, to ask for the session', () => {
    for (const route of all.filter((page) => page.id.startsWith('/_app/'))) {
      expect(isSignedInPath(route.fullPath.replace(/\$\w+/g, 'x')), route.fullPath).toBe(true);
    }
    expect(isSignedInPath('/')).toBe(true);
    expect(isSignedInPath('/no-such-page')).toBe(true);
    expect(isSignedInPath('/login/')).toBe(false);
    expect(isSignedInPath('/new-invitation')).toBe(false);
  });
});
