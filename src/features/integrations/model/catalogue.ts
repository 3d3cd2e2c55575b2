import type { FeatureFlags, Integration, IntegrationType } from '@generated/model';

/** How an integration is connected: a provider sign-in window, or the CrowdStrike form. */
type SignInProvider = 'microsoft' | 'google';

export interface CatalogueEntry {
  /** Provider family whose sign-in window connects it; null for the form-based CrowdStrike. */
  provider: SignInProvider | null;
  fraudDefense: boolean;
  /** Every permission asked is read-only (console-platform.md §2.7); fraud defense reads and flags mail. */
  readOnly: boolean;
  /** console-platform.md §6. */
  requiredRole: string | null;
  /** Shown on the card (console-platform.md §2.7, §9). */
  cardNote: string | null;
}

const INTEGRATION_ORDER: readonly IntegrationType[] = [
  'microsoft',
  'google',
  'crowdstrike',
  'ms_fraud_defense',
  'google_fraud_defense',
];

const MAILBOX_LIMIT = 10_000;

export const CATALOGUE: Record<IntegrationType, CatalogueEntry> = {
  microsoft: { provider: 'microsoft', fraudDefense: false, readOnly: true, requiredRole: 'Global Administrator', cardNote: null },
  google: { provider: 'google', fraudDefense: false, readOnly: true, requiredRole: 'Super Admin', cardNote: null },
  crowdstrike: { provider: null, fraudDefense: false, readOnly: true, requiredRole: null, cardNote: null },
  ms_fraud_defense: {
    provider: 'microsoft',
    fraudDefense: true,
    readOnly: false,
    requiredRole: 'Global Administrator',
    cardNote: `Up to ${MAILBOX_LIMIT.toLocaleString('en-US')} mailboxes`,
  },
  google_fraud_defense: { provider: 'google', fraudDefense: true, readOnly: false, requiredRole: 'Super Admin', cardNote: null },
};

type IntegrationFlags = Pick<
  FeatureFlags,
  'microsoft_integration_enabled' | 'google_integration_enabled' | 'crowdstrike_integration_enabled' | 'fraud_defense_enabled'
>;

/** A card per integration whose flag is on; the fraud defense variants also need fraud_defense_enabled. */
function isShown(type: IntegrationType, flags: IntegrationFlags): boolean {
  switch (type) {
    case 'microsoft':
      return flags.microsoft_integration_enabled === true;
    case 'google':
      return flags.google_integration_enabled === true;
    case 'crowdstrike':
      return flags.crowdstrike_integration_enabled === true;
    case 'ms_fraud_defense':
      return flags.microsoft_integration_enabled === true && flags.fraud_defense_enabled === true;
    case 'google_fraud_defense':
      return flags.google_integration_enabled === true && flags.fraud_defense_enabled === true;
  }
}

/**
 * Whether a drawer may open on `item` (an integration type from the URL): known from the flags alone, before the list
 * has loaded, so a link to a hidden integration never shows its drawer while the list loads (#26.1).
 */
export function mayShowIntegration(item: string | undefined, flags: IntegrationFlags): boolean {
  return (INTEGRATION_ORDER as readonly string[]).includes(item ?? '') && isShown(item as IntegrationType, flags);
}

/** The integrations to show, in catalogue order (one per type; the list is keyed by id, types are unique). */
export function visibleIntegrations<T extends Pick<Integration, 'type'>>(list: readonly T[], flags: IntegrationFlags): T[] {
  const byType = new Map(list.map((integration) => [integration.type, integration]));
  return INTEGRATION_ORDER.flatMap((type) => {
    const integration = byType.get(type);
    return integration && isShown(type, flags) ? [integration] : [];
  });
}

/**
 * The card's permission note. console-platform.md §2.7: "Cards mention read-only permissions". Decision: the fraud
 * defense variants ask for mail write scopes to flag suspicious mail (Microsoft Mail.ReadWrite and
 * ThreatSubmission.ReadWrite.All, Google gmail.modify), so their cards say that instead of a plain, untrue
 * 'Read-only permissions'; the drawer lists every scope under 'N permissions'.
 */
export const READ_ONLY_NOTE = 'Read-only permissions';
export const FRAUD_DEFENSE_PERMISSIONS_NOTE = 'Read-only, except to flag suspicious mail';

export function permissionsNote(type: IntegrationType): string {
  return CATALOGUE[type].readOnly ? READ_ONLY_NOTE : FRAUD_DEFENSE_PERMISSIONS_NOTE;
}

/** 'N read-only permissions' (Microsoft 11, Google 6, CrowdStrike 3) or 'N permissions' (Microsoft fraud defense 13). */
export function permissionsHeading(type: IntegrationType, count: number): string {
  const noun = count === 1 ? 'permission' : 'permissions';
  return CATALOGUE[type].readOnly ? `${count} read-only ${noun}` : `${count} ${noun}`;
}

/** '1 issue' / 'N issues'. */
export function issuesLabel(count: number): string {
  return count === 1 ? '1 issue' : `${count} issues`;
}

/** An active Microsoft or Google fraud defense card goes to the fraud defense findings instead of the drawer. */
export function opensFraudDefense(integration: Pick<Integration, 'type' | 'status'>): boolean {
  return CATALOGUE[integration.type].fraudDefense && integration.status === 'active';
}
