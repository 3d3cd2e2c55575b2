import type { FeatureSettings, IntegrationType } from '@generated/model';
import type { AnalyticsEvent } from '@/shared/monitoring/analytics';

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

/**
 * console-platform.md §2.8: the open-issues page's loading and error texts. The layout uses them too while it loads
 * the integrations that decide between landing and tabs: that is fraud defense data as well (§2.3).
 */
export const LOADING_TEXT = 'Loading fraud defense data...';
export const ERROR_PREFIX = 'Error loading fraud defense data:';

/**
 * console-platform.md §2.8: the three benefits of the inactive landing, each text exactly as the spec words it (the
 * card shows it with a capital first letter).
 */
export const BENEFITS = [
  { id: 'authenticate', title: 'Authenticate emails', text: 'stop impersonation targeting the company' },
  { id: 'detect', title: 'Detect threats', text: 'business email compromise attempts using employee identities' },
  { id: 'monitor', title: 'Monitor communications', text: 'check incoming and outgoing email for suspicious behaviour' },
] as const;

/** What the landing offers; its analytics event names the one the user picked. */
export type LandingOption = 'join_now' | 'faq' | 'video';

/** console-platform.md §2.8: the landing fires an analytics event with the option name. */
export function landingOptionEvent(option: LandingOption): AnalyticsEvent {
  return { event: 'fraud_defense_landing_option', props: { option } };
}

/**
 * console-platform.md §2.8: turning the integration off on the configuration page sends the user to the Fraud Defense
 * page with the analytics origin fraud-defense-configurations; the event also names the integration turned off.
 */
export function disabledEvent(type: IntegrationType): AnalyticsEvent {
  return { event: 'fraud_defense_disabled', props: { origin: 'fraud-defense-configurations', type } };
}

/**
 * `JoinedFraudDefenseBeta` (local flag; its use is not shown in the spec). Decision: it remembers, in this browser,
 * that the user pressed Continue in the activation panel. While it is set and no fraud defense integration is active,
 * the landing says an activation was started and that 'Join now' finishes it ('Join now' opens the activation panel
 * again, with nothing chosen: the choice is not kept). Once an integration is active the layout removes the flag. It
 * holds no secret and no account data ('true' only).
 */
export const JOINED_BETA_KEY = 'JoinedFraudDefenseBeta';

/** console-platform.md §2.2: the activation panel's drawer type, as it shows in the URL. */
export const ACTIVATION_PANEL = 'fraudDefense';
