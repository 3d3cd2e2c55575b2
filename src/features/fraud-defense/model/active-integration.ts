import type { IntegrationStatus, IntegrationType } from '@generated/model';

/** The two fraud defense integrations (console-platform.md §1), in the order the activation panel offers them. */
export const FRAUD_DEFENSE_TYPES = ['ms_fraud_defense', 'google_fraud_defense'] as const;
export type FraudDefenseType = (typeof FRAUD_DEFENSE_TYPES)[number];

export const isFraudDefenseType = (type: IntegrationType): type is FraudDefenseType =>
  (FRAUD_DEFENSE_TYPES as readonly string[]).includes(type);

/**
 * The fraud defense integration the pages work with (console-platform.md §2.1): the Microsoft or Google one whose
 * status is active, Google preferred when both are. Null means the inactive landing.
 */
export function activeFraudDefense<T>(
  list: readonly T[],
  read: (item: T) => { type: IntegrationType; status: IntegrationStatus },
): T | null {
  const active = (type: FraudDefenseType) =>
    list.find((item) => {
      const { type: itemType, status } = read(item);
      return itemType === type && status === 'active';
    }) ?? null;
  return active('google_fraud_defense') ?? active('ms_fraud_defense');
}
