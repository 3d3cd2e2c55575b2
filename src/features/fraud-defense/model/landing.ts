import type { FeatureSettings } from '@generated/model';

/** console-platform.md §2.8: the inactive landing's header, configurable per account. */
const DEFAULT_TITLE = 'Protect your company from Financial losses with Fraud Defense';
const DEFAULT_SUBTITLE = 'Add Fraud Defense as security layer to protect your emails';

/** The feature settings' title and subtitle; blank or missing means the default text. */
export function landingHeader(settings: FeatureSettings | undefined): { title: string; subtitle: string } {
  const text = (value: string | null | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  return {
    title: text(settings?.fraud_defence_page_title, DEFAULT_TITLE),
    subtitle: text(settings?.fraud_defence_page_subtitle, DEFAULT_SUBTITLE),
  };
}

export const ACTIVE_TITLE = 'Manage Your Fraud Defense to Prevent Financial Losses';

/** console-platform.md §2.8: the three benefits of the inactive landing. */
export const BENEFITS = [
  { id: 'authenticate', title: 'Authenticate emails', text: 'Stop impersonation targeting your company.' },
  {
    id: 'detect',
    title: 'Detect threats',
    text: 'Catch business email compromise attempts that use your employees’ identities.',
  },
  {
    id: 'monitor',
    title: 'Monitor communications',
    text: 'Check incoming and outgoing email for suspicious behaviour.',
  },
] as const;

/** Analytics (console-platform.md §2.8): the landing's event carries the option the user picked. */
export const FRAUD_DEFENSE_EVENTS = {
  landingOption: 'fraud_defense_landing_option',
  configurationsOrigin: 'fraud-defense-configurations',
  disabled: 'fraud_defense_disabled',
} as const;

export type LandingOption = 'join_now' | 'faq' | 'video';

/**
 * `JoinedFraudDefenseBeta` (local flag; its use is not shown in the spec). Decision: it remembers, in this browser,
 * that the user pressed Continue in the activation panel. While it is set and no fraud defense integration is active,
 * the landing says an activation was started and 'Join now' resumes it; once an integration is active the flag is
 * removed. It holds no secret and no account data ('true' only).
 */
export const JOINED_BETA_KEY = 'JoinedFraudDefenseBeta';

/** console-platform.md §2.2: the activation panel's drawer type, as it shows in the URL. */
export const ACTIVATION_PANEL = 'fraudDefense';
