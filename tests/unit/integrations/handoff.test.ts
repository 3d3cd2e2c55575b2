import { describe, expect, it } from 'vitest';
import {
  GOOGLE_REQUIRED_SCOPES,
  RESULT_KEY,
  decodeRecord,
  encodeRecord,
  missingGoogleScopes,
  newSignInState,
  recordFor,
  recordFromCallback,
  recordFromStorageEvent,
  typeOfState,
} from '@/features/integrations/signin/handoff';

const fixedRandom = (bytes: Uint8Array) => bytes.fill(7);
const MS_STATE = newSignInState('microsoft', fixedRandom);
const GOOGLE_STATE = newSignInState('google', fixedRandom);
const ALL_GOOGLE = [...GOOGLE_REQUIRED_SCOPES, 'https://www.googleapis.com/auth/admin.directory.group.readonly'].join(' ');

const NOW = Date.UTC(2025, 4, 12, 9, 30);
const callback = (params: Record<string, string>) => recordFromCallback(new URLSearchParams(params), NOW);

describe('sign-in state', () => {
  it('carries the integration type and 128 random bits', () => {
    expect(MS_STATE).toMatch(/^microsoft\.[A-Za-z0-9_-]{22}$/);
    expect(typeOfState(MS_STATE)).toBe('microsoft');
    expect(typeOfState('google_fraud_defense.' + 'a'.repeat(22))).toBe('google_fraud_defense');
    expect(typeOfState('okta.' + 'a'.repeat(22))).toBeNull();
    expect(typeOfState('microsoft.short')).toBeNull();
    expect(typeOfState(null)).toBeNull();
  });
});

describe('Google scope rule', () => {
  it('needs admin directory user, admin reports usage and admin directory domain read-only', () => {
    expect(missingGoogleScopes(ALL_GOOGLE)).toEqual([]);
    expect(missingGoogleScopes(GOOGLE_REQUIRED_SCOPES.slice(0, 2).join(' '))).toEqual([GOOGLE_REQUIRED_SCOPES[2]]);
    expect(missingGoogleScopes('')).toEqual([...GOOGLE_REQUIRED_SCOPES]);
    expect(missingGoogleScopes(null)).toHaveLength(3);
    // A prefix of a scope is not the scope.
    expect(missingGoogleScopes(GOOGLE_REQUIRED_SCOPES.map((s) => s.slice(0, -1)).join(' '))).toHaveLength(3);
  });
});

describe('the provider redirect', () => {
  it('activates with a Microsoft tenant id', () => {
    expect(callback({ state: MS_STATE, tenant: 'tid-1', admin_consent: 'True' })).toEqual({
      state: MS_STATE,
      outcome: { kind: 'tenant', tenantId: 'tid-1' },
      writtenAt: NOW,
    });
  });
  it('activates with a Google code only when the required scopes were granted', () => {
    expect(callback({ state: GOOGLE_STATE, code: 'c-1', scope: ALL_GOOGLE })?.outcome).toEqual({ kind: 'code', code: 'c-1' });
    expect(callback({ state: GOOGLE_STATE, code: 'c-1', scope: GOOGLE_REQUIRED_SCOPES[0] })?.outcome).toEqual({
      kind: 'error',
      error: 'missing_scopes',
      configuration: true,
    });
  });
  it('stores the error description, else the error', () => {
    expect(callback({ state: MS_STATE, error: 'access_denied', error_description: 'The user declined.' })?.outcome).toEqual({
      kind: 'error',
      error: 'The user declined.',
    });
    expect(callback({ state: GOOGLE_STATE, error: 'access_denied' })?.outcome).toEqual({ kind: 'error', error: 'access_denied' });
  });
  it('is "none" without tenant, code or error, and when consent was refused', () => {
    expect(callback({ state: MS_STATE })?.outcome).toEqual({ kind: 'none' });
    expect(callback({ state: MS_STATE, tenant: 't', admin_consent: 'False' })?.outcome).toEqual({ kind: 'none' });
  });
  it('stores nothing without a valid state', () => {
    expect(callback({ code: 'c-1' })).toBeNull();
    expect(callback({ state: 'forged', code: 'c-1' })).toBeNull();
  });
});

describe('the storage record', () => {
  const record = { state: MS_STATE, outcome: { kind: 'tenant', tenantId: 'tid-1' }, writtenAt: NOW } as const;
  const storage = { name: 'local' };
  const origin = 'http://127.0.0.1:4423';
  const event = (over: Partial<Parameters<typeof recordFromStorageEvent>[0]> = {}) => ({
    key: RESULT_KEY,
    newValue: encodeRecord(record),
    url: `${origin}/integration-callback`,
    storageArea: storage,
    ...over,
  });

  it('round-trips and rejects malformed records', () => {
    expect(decodeRecord(encodeRecord(record))).toEqual(record);
    expect(decodeRecord('not json')).toBeNull();
    expect(decodeRecord(JSON.stringify({ state: MS_STATE, outcome: { kind: 'tenant' }, writtenAt: NOW }))).toBeNull();
    expect(decodeRecord(JSON.stringify({ state: MS_STATE, outcome: { kind: 'none' } }))).toBeNull();
    expect(decodeRecord(JSON.stringify({ state: MS_STATE, outcome: { kind: 'none' }, writtenAt: '2025' }))).toBeNull();
    expect(decodeRecord(JSON.stringify({ state: MS_STATE, outcome: { kind: 'grant' } }))).toBeNull();
    expect(decodeRecord(JSON.stringify({ state: 'x', outcome: { kind: 'none' } }))).toBeNull();
    expect(decodeRecord(null)).toBeNull();
  });

  it('is acted on only for this origin, this key, local storage and the expected state', () => {
    const expected = { origin, state: MS_STATE, localStorage: storage };
    expect(recordFromStorageEvent(event(), expected)).toEqual(record);
    expect(recordFromStorageEvent(event({ url: 'https://evil.example/x' }), expected)).toBeNull();
    expect(recordFromStorageEvent(event({ key: 'other' }), expected)).toBeNull();
    expect(recordFromStorageEvent(event({ storageArea: { name: 'session' } }), expected)).toBeNull();
    expect(recordFromStorageEvent(event({ newValue: null }), expected)).toBeNull();
    expect(recordFromStorageEvent(event(), { ...expected, state: GOOGLE_STATE })).toBeNull();
    expect(recordFor(encodeRecord(record), MS_STATE)).toEqual(record);
    expect(recordFor(encodeRecord(record), GOOGLE_STATE)).toBeNull();
  });
});
