/** What the asset drawer shows per asset type (console-platform.md §2.6). */
import type { Asset } from '@generated/model';
import type { ListKind } from './collapse';

export const ASSET_DETAILS_TITLE = 'Asset details';
/** The asset details drawer's type (its `panel` in the URL). */
export const ASSET_DRAWER = 'assetDetails';
export const VIEW_IN_FRAUD_DEFENSE = 'View All Issues in Fraud Defense';

/** 'Device and incident information' for a device, 'General information' for a user, 'Asset information' otherwise. */
export function sectionTitle(type: string): string {
  if (type === 'device') return 'Device and incident information';
  if (type === 'user') return 'General information';
  return 'Asset information';
}

/** '{n} associated open issues', '1 associated open issue'; none shows 'No open issues'. */
export function associatedIssuesTitle(count: number): string {
  if (count === 0) return 'No open issues';
  return count === 1 ? '1 associated open issue' : `${count} associated open issues`;
}

export type DetailField =
  | { kind: 'text'; label: string; value: string | null }
  | { kind: 'date'; label: string; value: string | null }
  | { kind: 'boolean'; label: string; value: boolean | null }
  | { kind: 'list'; label: string; list: ListKind; values: string[] }
  | { kind: 'pairs'; label: string; pairs: [string, string][] };

const text = (label: string, value: string | null | undefined): DetailField[] =>
  value === undefined ? [] : [{ kind: 'text', label, value }];
const date = (label: string, value: string | null | undefined): DetailField[] =>
  value === undefined ? [] : [{ kind: 'date', label, value }];
const flag = (label: string, value: boolean | null | undefined): DetailField[] =>
  value === undefined ? [] : [{ kind: 'boolean', label, value }];
const list = (label: string, kind: ListKind, values: readonly string[] | undefined): DetailField[] =>
  values === undefined ? [] : [{ kind: 'list', label, list: kind, values: [...values] }];

/** asset_history_enabled (issue #27): every asset's 'First seen' and 'Last seen', first; '—' when unknown. */
function seenFields(asset: Asset): DetailField[] {
  return [
    { kind: 'date', label: 'First seen', value: asset.first_seen ?? null },
    { kind: 'date', label: 'Last seen', value: asset.last_seen ?? null },
  ];
}

/** The fields of an asset in display order; fields the asset does not carry are left out. */
export function detailFields(asset: Asset, seen = false): DetailField[] {
  if (seen) return [...seenFields(asset), ...typeFields(asset).filter((field) => field.label !== 'Last seen')];
  return typeFields(asset);
}

function typeFields(asset: Asset): DetailField[] {
  if (asset.asset_type === 'device') {
    return [
      ...list('IP addresses', 'ips', asset.ip_addresses),
      ...list('Domains', 'other', asset.domains),
      ...list(
        'Exposed logins',
        'logins',
        asset.logins?.map((login) => login.exposed_user),
      ),
      ...text('Malware path', asset.malware_path),
      ...date('Date compromised', asset.date_compromised),
    ];
  }
  if (asset.asset_type === 'user') {
    return [
      ...text('Status', asset.status),
      ...date('Created', asset.created_at),
      ...text('First name', asset.first_name),
      ...text('Last name', asset.last_name),
      ...text('Department', asset.department),
      ...text('Job title', asset.job_title),
      ...text('Mobile phone', asset.mobile_phone),
      ...text('Username', asset.username),
      ...flag('MFA enabled', asset.mfa_enabled),
      ...text('MFA type', asset.mfa_type),
      ...date('Last password change', asset.last_password_change_at),
      ...text('Password policy', asset.password_policy),
    ];
  }
  const certificate = asset.certificates?.[0];
  const ports = asset.open_ports
    ? [...asset.open_ports].sort((a, b) => a.port_number - b.port_number).map((p) => `${p.port_number}/${p.transport_protocol}`)
    : undefined;
  return [
    ...list('IP', 'ips', asset.ip),
    ...text('ISP', asset.isp),
    ...flag('Shared IP', asset.shared_ip),
    ...date('Last seen', asset.last_seen),
    ...(certificate ? [{ kind: 'pairs' as const, label: 'Certificate', pairs: Object.entries(certificate) }] : []),
    ...list('Open ports', 'ports', ports),
    ...text('Mail vendor', asset.mail_vendor),
    ...text('DMARC', asset.dmarc_message),
    ...text('DMARC check', asset.dmarc_check_result),
    ...text('SPF', asset.spf_error_description),
    ...text('Spoofing', asset.spoofing_result),
    ...list(
      'Technologies',
      'other',
      asset.technologies?.map((t) => t.name),
    ),
  ];
}

/** The drawer's issues: status open only, by severity_score descending (unscored last), ties in the asset's order. */
export function associatedOpenIssues(asset: Pick<Asset, 'issues'>): Asset['issues'] {
  return asset.issues
    .filter((issue) => issue.status === 'open')
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => (b.issue.severity_score ?? -1) - (a.issue.severity_score ?? -1) || a.index - b.index)
    .map(({ issue }) => issue);
}
