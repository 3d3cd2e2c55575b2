import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '@/features/platform/session/feature-flags';
import {
  FRAUD_DEFENSE_PERMISSIONS_NOTE,
  READ_ONLY_NOTE,
  issuesLabel,
  mayShowIntegration,
  opensFraudDefense,
  permissionsHeading,
  permissionsNote,
  visibleIntegrations,
} from '@/features/integrations/model/catalogue';
import { trimmed, validateField, validateForm } from '@/features/integrations/crowdstrike/form-rules';
import examples from '../../../openapi/examples/integrations.json';

const list = examples.default.value as {
  type: 'microsoft' | 'google' | 'crowdstrike' | 'ms_fraud_defense' | 'google_fraud_defense';
  permissions: string[];
}[];

describe('integration cards', () => {
  it('shows a card per enabled flag; fraud defense variants need fraud_defense_enabled too', () => {
    const types = (flags: Partial<typeof DEFAULT_FLAGS>) =>
      visibleIntegrations(list, { ...DEFAULT_FLAGS, ...flags }).map((i) => i.type);
    expect(types({})).toEqual(['microsoft', 'google', 'crowdstrike', 'ms_fraud_defense', 'google_fraud_defense']);
    expect(types({ fraud_defense_enabled: false })).toEqual(['microsoft', 'google', 'crowdstrike']);
    expect(types({ microsoft_integration_enabled: false })).toEqual(['google', 'crowdstrike', 'google_fraud_defense']);
    expect(types({ google_integration_enabled: false, crowdstrike_integration_enabled: false })).toEqual([
      'microsoft',
      'ms_fraud_defense',
    ]);
  });

  it('refuses a drawer for a hidden or unknown integration from the flags alone (before the list loads)', () => {
    const may = (item: string | undefined, flags: Partial<typeof DEFAULT_FLAGS> = {}) =>
      mayShowIntegration(item, { ...DEFAULT_FLAGS, ...flags });
    expect(may('crowdstrike')).toBe(true);
    expect(may('crowdstrike', { crowdstrike_integration_enabled: false })).toBe(false);
    expect(may('ms_fraud_defense', { fraud_defense_enabled: false })).toBe(false);
    expect(may('google_fraud_defense', { google_integration_enabled: false })).toBe(false);
    expect(may('okta')).toBe(false);
    expect(may(undefined)).toBe(false);
  });

  it('counts the permissions the spec names (Microsoft FD 13, Microsoft 11, Google 6, CrowdStrike 3)', () => {
    const heading = (type: (typeof list)[number]['type']) =>
      permissionsHeading(type, list.find((i) => i.type === type)!.permissions.length);
    expect(heading('ms_fraud_defense')).toBe('13 permissions');
    expect(heading('microsoft')).toBe('11 read-only permissions');
    expect(heading('google')).toBe('6 read-only permissions');
    expect(heading('crowdstrike')).toBe('3 read-only permissions');
  });

  it('says read-only on a card only when every scope it asks is read-only (the contract examples)', () => {
    const writes = (permissions: string[]) => permissions.some((scope) => /write|modify/i.test(scope));
    for (const { type, permissions } of list) {
      expect(permissionsNote(type), type).toBe(writes(permissions) ? FRAUD_DEFENSE_PERMISSIONS_NOTE : READ_ONLY_NOTE);
    }
    expect(permissionsNote('ms_fraud_defense')).toBe('Read-only, except to flag suspicious mail');
    expect(permissionsNote('google_fraud_defense')).toBe('Read-only, except to flag suspicious mail');
    expect(permissionsNote('microsoft')).toBe('Read-only permissions');
  });

  it('labels issues and routes active fraud defense cards to the findings', () => {
    expect(issuesLabel(1)).toBe('1 issue');
    expect(issuesLabel(4)).toBe('4 issues');
    expect(opensFraudDefense({ type: 'ms_fraud_defense', status: 'active' })).toBe(true);
    expect(opensFraudDefense({ type: 'google_fraud_defense', status: 'inactive' })).toBe(false);
    expect(opensFraudDefense({ type: 'microsoft', status: 'active' })).toBe(false);
  });
});

describe('CrowdStrike form rules', () => {
  const valid = {
    client_id: '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b',
    client_secret: 'abcDEF123',
    base_url: 'https://api.crowdstrike.com',
  };
  it('requires all three fields', () => {
    expect(validateForm({ client_id: '', client_secret: ' ', base_url: '' })).toEqual({
      client_id: 'Client ID is required',
      client_secret: 'Client Secret is required',
      base_url: 'Base URL is required',
    });
    expect(validateForm(valid)).toEqual({});
  });
  it('keeps the data within one RSA block and the base URL on https', () => {
    expect(validateField('client_secret', 'x'.repeat(49))).toBe('Client Secret is limited to 48 characters');
    expect(validateField('client_id', 'has space')).toBe('Client ID contains only letters and digits');
    expect(validateField('base_url', 'http://api.crowdstrike.com')).toMatch(/https:\/\//);
    expect(validateField('base_url', 'https://user:pw@api.crowdstrike.com')).toMatch(/https:\/\//);
    expect(trimmed({ ...valid, base_url: ' https://api.crowdstrike.com/ ' }).base_url).toBe('https://api.crowdstrike.com');
  });
});
