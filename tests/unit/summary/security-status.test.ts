import { describe, expect, it } from 'vitest';
import type { Integration, IntegrationRequest } from '@generated/model';
import { activateTarget, bannerFor, securityStatus, type SecurityStatusInput } from '@/features/summary/model/security-status';

const integration = (type: Integration['type'], status: Integration['status'], provider_id = `prv-${type}`): Integration => ({
  id: `int-${type}`,
  type,
  name: type,
  display_name: type,
  description: '',
  status,
  provider_id,
});

const input = (overrides: Partial<SecurityStatusInput> = {}): SecurityStatusInput => ({
  integrations: [],
  integrationsLoading: false,
  pendingRequests: [],
  isMdr: false,
  ...overrides,
});

describe('overview cards (console-mdr-summary.md §2.8)', () => {
  it('always shows Exposure Scanner activated, and MDR by the MDR flag', () => {
    expect(securityStatus(input()).cards.exposureScanner).toBe('activated');
    expect(securityStatus(input({ isMdr: true })).cards.mdr).toBe('activated');
    expect(securityStatus(input({ isMdr: false })).cards.mdr).toBe('activate');
  });

  it('counts active Google and Microsoft integrations for Cloud App Security (0 to 2)', () => {
    const none = securityStatus(
      input({ integrations: [integration('microsoft', 'inactive'), integration('crowdstrike', 'active')] }),
    );
    expect([none.cloudAppCount, none.cards.cloudAppSecurity]).toEqual([0, 'activate']);
    const one = securityStatus(input({ integrations: [integration('microsoft', 'active'), integration('google', 'broken')] }));
    expect([one.cloudAppCount, one.cards.cloudAppSecurity]).toEqual([1, 'activated']);
    const two = securityStatus(input({ integrations: [integration('microsoft', 'active'), integration('google', 'active')] }));
    expect(two.cloudAppCount).toBe(2);
  });

  it('activates Fraud Defense with either fraud-defense integration', () => {
    expect(securityStatus(input({ integrations: [integration('google_fraud_defense', 'active')] })).cards.fraudDefense).toBe(
      'activated',
    );
    expect(securityStatus(input({ integrations: [integration('ms_fraud_defense', 'inactive')] })).cards.fraudDefense).toBe(
      'activate',
    );
  });

  it('shows Connecting... while the integrations load or a request for the card is pending', () => {
    const loading = securityStatus(input({ integrations: undefined, integrationsLoading: true }));
    expect([loading.cards.cloudAppSecurity, loading.cards.fraudDefense, loading.loading]).toEqual([
      'connecting',
      'connecting',
      true,
    ]);
    const pending: IntegrationRequest[] = [{ request_id: 'r1', status: 'pending', provider_id: 'prv-ms_fraud_defense' }];
    const status = securityStatus(
      input({
        integrations: [integration('ms_fraud_defense', 'inactive'), integration('google', 'inactive')],
        pendingRequests: pending,
      }),
    );
    expect([status.cards.fraudDefense, status.cards.cloudAppSecurity]).toEqual(['connecting', 'activate']);
    const done: IntegrationRequest[] = [{ request_id: 'r1', status: 'completed', provider_id: 'prv-ms_fraud_defense' }];
    expect(
      securityStatus(input({ integrations: [integration('ms_fraud_defense', 'inactive')], pendingRequests: done })).cards
        .fraudDefense,
    ).toBe('activate');
  });
});

describe('banner, first match wins', () => {
  const state = (cloudApp: boolean, fraudDefense: boolean, mdr: boolean, loading = false) => ({
    cloudApp,
    fraudDefense,
    mdr,
    loading,
  });

  it('1. no cloud app and no fraud defense: protect', () => {
    expect(bannerFor(state(false, false, false))).toBe('protect');
    expect(bannerFor(state(false, false, true))).toBe('protect');
  });

  it('2. cloud app without fraud defense: highly recommended', () => {
    expect(bannerFor(state(true, false, false))).toBe('recommended');
    expect(bannerFor(state(true, false, true))).toBe('recommended');
  });

  it('3. fraud defense without MDR: the MDR banner', () => {
    expect(bannerFor(state(false, true, false))).toBe('mdr');
    expect(bannerFor(state(true, true, false))).toBe('mdr');
  });

  it('4. otherwise none, and none while integrations are unknown', () => {
    expect(bannerFor(state(true, true, true))).toBeNull();
    expect(bannerFor(state(false, true, true))).toBeNull();
    expect(bannerFor(state(false, false, false, true))).toBeNull();
  });
});

describe('activate links', () => {
  const flags = { fraud_defense_enabled: true, centaur_mdr_is_enabled: true };
  it('lead to the integrations, fraud defense and MDR pages', () => {
    expect(activateTarget('cloudAppSecurity', flags, 'https://x')).toEqual({ to: '/integrations' });
    expect(activateTarget('fraudDefense', flags, 'https://x')).toEqual({ to: '/fraud-defense' });
    expect(activateTarget('mdr', flags, 'https://x')).toEqual({ to: '/mdr' });
  });

  it('fall back when those pages are switched off', () => {
    const off = { fraud_defense_enabled: false, centaur_mdr_is_enabled: false };
    expect(activateTarget('fraudDefense', off, 'https://x')).toEqual({ to: '/integrations' });
    expect(activateTarget('mdr', off, 'https://contact')).toEqual({ href: 'https://contact' });
  });
});
