import { describe, expect, it } from 'vitest';
import type { IntegrationStatus, IntegrationType } from '@generated/model';
import { activeFraudDefense, isFraudDefenseType } from '@/features/fraud-defense/model/active-integration';

type Row = { type: IntegrationType; status: IntegrationStatus };
const pick = (rows: Row[]) => activeFraudDefense(rows, (row) => row)?.type ?? null;

describe('activeFraudDefense (console-platform.md §2.1)', () => {
  it('prefers Google when both fraud defense integrations are active', () => {
    expect(
      pick([
        { type: 'ms_fraud_defense', status: 'active' },
        { type: 'google_fraud_defense', status: 'active' },
      ]),
    ).toBe('google_fraud_defense');
  });

  it('takes Microsoft when only Microsoft is active', () => {
    expect(
      pick([
        { type: 'ms_fraud_defense', status: 'active' },
        { type: 'google_fraud_defense', status: 'inactive' },
      ]),
    ).toBe('ms_fraud_defense');
  });

  it('ignores broken and inactive fraud defense, and the plain mail integrations', () => {
    expect(
      pick([
        { type: 'microsoft', status: 'active' },
        { type: 'google', status: 'active' },
        { type: 'ms_fraud_defense', status: 'broken' },
        { type: 'google_fraud_defense', status: 'inactive' },
      ]),
    ).toBeNull();
    expect(pick([])).toBeNull();
  });

  it('knows the two fraud defense types', () => {
    expect(isFraudDefenseType('ms_fraud_defense')).toBe(true);
    expect(isFraudDefenseType('google_fraud_defense')).toBe(true);
    expect(isFraudDefenseType('microsoft')).toBe(false);
  });
});
