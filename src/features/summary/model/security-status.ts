import type { Integration, IntegrationRequest } from '@generated/model';

export type CardKey = 'exposureScanner' | 'cloudAppSecurity' | 'fraudDefense' | 'mdr';
export type CardState = 'activated' | 'connecting' | 'activate';

/** What the four cards show (console-mdr-summary.md §2.8). */
export const CARD_STATE_TEXT: Record<CardState, string> = {
  activated: 'Activated',
  connecting: 'Connecting...',
  activate: 'Activate',
};

const CLOUD_APP_TYPES: readonly string[] = ['google', 'microsoft'];
const FRAUD_DEFENSE_TYPES: readonly string[] = ['ms_fraud_defense', 'google_fraud_defense'];

export interface SecurityStatusInput {
  integrations: readonly Integration[] | undefined;
  integrationsLoading: boolean;
  /** Pending integration requests (provider ids are matched to integrations). */
  pendingRequests: readonly IntegrationRequest[] | undefined;
  isMdr: boolean;
}

export interface SecurityStatus {
  cards: Record<CardKey, CardState>;
  /** Active Google and Microsoft integrations, 0 to 2. */
  cloudAppCount: number;
  cloudApp: boolean;
  fraudDefense: boolean;
  mdr: boolean;
  /** True until the integrations are known; the banner waits for it. */
  loading: boolean;
}

function cardState(active: boolean, loading: boolean, pending: boolean): CardState {
  if (active) return 'activated';
  return loading || pending ? 'connecting' : 'activate';
}

export function securityStatus({
  integrations,
  integrationsLoading,
  pendingRequests,
  isMdr,
}: SecurityStatusInput): SecurityStatus {
  const list = integrations ?? [];
  const loading = integrationsLoading && integrations === undefined;
  const pendingProviders = new Set((pendingRequests ?? []).filter((r) => r.status === 'pending').map((r) => r.provider_id));
  const active = (types: readonly string[]) => list.filter((i) => types.includes(i.type) && i.status === 'active');
  const pending = (types: readonly string[]) => list.some((i) => types.includes(i.type) && pendingProviders.has(i.provider_id));

  const cloudAppCount = Math.min(active(CLOUD_APP_TYPES).length, 2);
  const fraudDefense = active(FRAUD_DEFENSE_TYPES).length > 0;
  return {
    cards: {
      exposureScanner: 'activated',
      cloudAppSecurity: cardState(cloudAppCount > 0, loading, pending(CLOUD_APP_TYPES)),
      fraudDefense: cardState(fraudDefense, loading, pending(FRAUD_DEFENSE_TYPES)),
      mdr: cardState(isMdr, false, false),
    },
    cloudAppCount,
    cloudApp: cloudAppCount > 0,
    fraudDefense,
    mdr: isMdr,
    loading,
  };
}

export type BannerKind = 'protect' | 'recommended' | 'mdr';

/** console-mdr-summary.md §2.8, first match wins; nothing while the integrations are unknown. */
export function bannerFor(status: Pick<SecurityStatus, 'cloudApp' | 'fraudDefense' | 'mdr' | 'loading'>): BannerKind | null {
  if (status.loading) return null;
  if (!status.cloudApp && !status.fraudDefense) return 'protect';
  if (status.cloudApp && !status.fraudDefense) return 'recommended';
  if (status.fraudDefense && !status.mdr) return 'mdr';
  return null;
}

export type ActivateTarget = { to: '/integrations' | '/fraud-defense' | '/mdr' } | { href: string };

/** Where an 'Activate' link (and the banner actions) lead; the MDR and fraud-defense pages exist only with their flags. */
export function activateTarget(
  card: Exclude<CardKey, 'exposureScanner'>,
  flags: { fraud_defense_enabled: boolean; centaur_mdr_is_enabled: boolean },
  contactUrl: string,
): ActivateTarget {
  if (card === 'fraudDefense') return { to: flags.fraud_defense_enabled ? '/fraud-defense' : '/integrations' };
  if (card === 'mdr') return flags.centaur_mdr_is_enabled ? { to: '/mdr' } : { href: contactUrl };
  return { to: '/integrations' };
}
