import type { FeatureFlags } from '@generated/model';

/** Every flag resolved: the contract makes each one optional, the console fills the gaps with the defaults. */
export type ResolvedFlags = Required<FeatureFlags>;

/** Defaults of console-platform.md §3 and console-mdr-summary.md §9, used for any flag the server leaves out. */
export const DEFAULT_FLAGS: ResolvedFlags = {
  microsoft_integration_enabled: true,
  google_integration_enabled: true,
  crowdstrike_integration_enabled: true,
  invite_user_enabled: true,
  mark_as_resolved_enabled: true,
  user_mfa_enabled: true,
  delete_domain_enabled: true,
  configure_digital_footprint_enabled: true,
  wizer_generate_magic_link_is_active: true,
  fraud_defense_enabled: true,
  is_user_asset_enabled: true,
  centaur_mdr_is_enabled: true,
  account_picker_enabled: false,
  delete_account_enabled: false,
  delete_user_enabled: false,
  industry_score_enabled: false,
  intercom_enabled: false,
  sse: false,
  user_send_alerts_enabled: false,
  no_domains_dialog_enabled: false,
  add_technologies_enabled: false,
  technologies_issues_mark_as_resolved_enabled: false,
  is_device_enabled: false,
  // Beyond the specification (issues #27-#29): off unless the server says so, so a backend one release behind
  // keeps the specification's console.
  score_history_enabled: false,
  asset_history_enabled: false,
  asset_dispute_enabled: false,
  saved_views_enabled: false,
  roles_enabled: false,
  invitations_enabled: false,
  audit_log_enabled: false,
  integration_health_enabled: false,
  fraud_campaigns_enabled: false,
  fraud_remediation_enabled: false,
};

type FlagName = keyof ResolvedFlags;

export function resolveFlags(server: FeatureFlags | null | undefined): ResolvedFlags {
  const resolved = { ...DEFAULT_FLAGS };
  for (const name of Object.keys(DEFAULT_FLAGS) as FlagName[]) {
    const value = server?.[name];
    if (typeof value === 'boolean') resolved[name] = value;
  }
  return resolved;
}

/** Fraud defense and MDR routes exist unless their flag is explicitly false. */
export function routeExists(
  flags: Partial<FeatureFlags> | null | undefined,
  flag: 'fraud_defense_enabled' | 'centaur_mdr_is_enabled',
) {
  return flags?.[flag] !== false;
}
