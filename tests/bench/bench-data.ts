/**
 * Seeded test data of the benchmarks (the same every run): issues, assets and MDR alerts in the contract's shapes.
 * Each generator draws from the `Seeded` it is given, so a bench that draws more afterwards keeps its sequence.
 */
import type { Alert, Asset, AssetIssue, Issue, IssueCategory, IssueSeverity, IssueStatus } from '@generated/model';

export const BENCH_NOW = Date.parse('2026-11-21T10:00:00Z');
const NOW = BENCH_NOW;
const DAY = 86_400_000;

export interface Seeded {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  int: (max: number) => number;
}

/**
 * mulberry32 from `seed`. The linear congruential generator used before multiplied past 2^53 and lost precision: its
 * sequences fell into short cycles (the team bench's members repeated every 1,170 rows).
 */
export function seeded(seed: number): Seeded {
  let state = seed | 0;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    random,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    int: (max: number) => Math.floor(random() * max),
  };
}

const ASSET_WORDS = [
  'portal',
  'mail',
  'vpn',
  'api',
  'billing',
  'xray',
  'booking',
  'files',
  'remote',
  'imaging',
  'payroll',
  'dev',
];
const ASSET_DOMAINS = ['brightsmiledental.com', 'brightsmile-kids.com', 'smilecare-portal.net', 'brightsmile-ortho.com'];
const ASSET_ISSUES = [
  'Exposed RDP service',
  'Outdated TLS version',
  'Missing DMARC record',
  'SPF record too permissive',
  'Expired certificate',
  'Outdated WordPress plugin',
  'Open SMB port',
  'Leaked credentials',
];
const ASSET_SEVERITIES: readonly IssueSeverity[] = ['critical', 'important', 'important', 'moderate', 'moderate', 'low'];
const ASSET_STATUSES: readonly IssueStatus[] = ['open', 'open', 'open', 'in_review', 'resolved'];
const ASSET_TYPES = ['subdomain', 'subdomain', 'subdomain', 'host', 'host', 'email', 'domain', 'integration', 'device', 'user'];

function asset({ pick, int }: Seeded, i: number): Asset {
  const type = pick(ASSET_TYPES) as Asset['asset_type'];
  // By index, not drawn: the generator's consecutive draws are correlated, which left some words out of some types.
  const word = ASSET_WORDS[i % ASSET_WORDS.length] as string;
  const domain = pick(ASSET_DOMAINS);
  const issues: AssetIssue[] = Array.from({ length: int(6) }, (_, n) => ({
    id: `iss-${i}-${n}`,
    name: pick(ASSET_ISSUES),
    severity: pick(ASSET_SEVERITIES),
    status: pick(ASSET_STATUSES),
  }));
  const base = { id: `ast-${i}`, asset_type: type, issues, last_seen: new Date(NOW - int(60) * DAY).toISOString() };
  if (type === 'host') {
    return {
      ...base,
      hostname: `198.${int(256)}.${int(256)}.${i % 256}`,
      ip: [`198.51.${int(256)}.${i % 256}`],
      open_ports: Array.from({ length: int(80) }, (_, n) => ({ port_number: 20 + n * 7, transport_protocol: 'tcp' })),
      isp: 'Cloudflare',
    };
  }
  if (type === 'email') return { ...base, hostname: `${word}${i}@${domain}`, mail_vendor: 'Microsoft' };
  if (type === 'device') return { ...base, hostname: `WS-${i}`, ip_addresses: [`10.0.${int(256)}.${i % 256}`] };
  if (type === 'user') return { ...base, hostname: `${word}.${i}@${domain}`, first_name: 'Grace', last_name: 'Liu' };
  return { ...base, hostname: `${word}-${i}.${domain}`, ip: [`203.0.${int(256)}.${i % 256}`] };
}

/** `count` assets of every type (the digital footprint bench's 20,000, the assets table's scroll). */
export function generateAssets(r: Seeded, count: number): Asset[] {
  return Array.from({ length: count }, (_, i) => asset(r, i));
}

const ISSUE_HOSTS = ['portal', 'pay', 'mail', 'vpn', 'remote', 'files', 'booking', 'api', 'staging', 'blog', 'www', 'ftp'];
export const ISSUE_DOMAINS = [
  'brightsmiledental.com',
  'brightsmile-kids.com',
  'smilecare-portal.net',
  'harborview-dentistry.com',
];
const PROBLEMS: readonly [string, string, IssueCategory][] = [
  ['TLS 1.0 enabled on', 'still accepts TLS 1.0 and TLS 1.1 connections from browsers and scanners.', 'configuration_changes'],
  ['Expired certificate on', 'serves a certificate that expired and browsers show a warning page.', 'configuration_changes'],
  ['RDP exposed on', 'answers Remote Desktop connections from any address on the internet.', 'network_exposures'],
  ['Outdated OpenSSH on', 'runs an OpenSSH release with known authentication bypass flaws.', 'software_updates'],
  ['WordPress plugin vulnerable on', 'loads a plugin with a stored cross-site scripting flaw.', 'software_updates'],
  ['DMARC policy set to none for', 'publishes DMARC with p=none, so spoofed mail is still delivered.', 'email_threats'],
  ['MFA not enforced for admins of', 'has administrator accounts that sign in without a second factor.', 'security_controls'],
  ['Open Elasticsearch port on', 'answers unauthenticated queries to its search cluster.', 'network_exposures'],
  ['HSTS header missing on', 'does not send the Strict-Transport-Security header.', 'configuration_changes'],
  ['Leaked credentials for', 'has employee passwords listed in a recent breach dump.', 'email_threats'],
];
const ISSUE_SEVERITIES: readonly IssueSeverity[] = [
  'critical',
  'important',
  'high',
  'moderate',
  'medium',
  'low',
  'informational',
];
const ISSUE_STATUSES: readonly IssueStatus[] = ['open', 'open', 'open', 'in_review', 'resolved', 'approved'];

/** `count` scanner issues (the summary bench's 4,850, the issues table's scroll). */
export function generateIssues({ pick, int }: Seeded, count: number): Issue[] {
  return Array.from({ length: count }, (_, i) => {
    const [what, why, category] = pick(PROBLEMS);
    const host = `${pick(ISSUE_HOSTS)}${int(40)}.${pick(ISSUE_DOMAINS)}`;
    const assets = Array.from({ length: 1 + int(14) }, (_, a) => ({
      id: `ast-${i}-${a}`,
      asset_type: pick(['subdomain', 'host', 'domain', 'email'] as const),
      hostname: `${pick(ISSUE_HOSTS)}${a}.${pick(ISSUE_DOMAINS)}`,
    }));
    return {
      id: `iss-${i}`,
      name: `${what} ${host}`,
      short_description: `${host} ${why}`,
      long_description: `${host} ${why} Fix it within the next maintenance window and confirm with a new scan.`,
      severity: pick(ISSUE_SEVERITIES),
      issue_category: category,
      issue_type: pick(['EXPOSURE_SCANNER', 'CLOUD_APP_SECURITY', 'ENDPOINT'] as const),
      status: pick(ISSUE_STATUSES),
      date_sent: new Date(NOW - int(400) * DAY).toISOString(),
      assets,
      devices: [],
      technologies: [],
      ports: [443],
      email_addresses: [],
      hosts: assets.map((a) => a.hostname),
      labels: [{ name: 'HIPAA' }],
      resolution_url: 'https://help.stance.example/issues/generated',
    };
  });
}

const ALERT_HOSTS = ['FRONTDESK-03', 'BILLING-02', 'XRAY-WS-01', 'MGR-PC-02', 'FS-01', 'REMOTE-GW-01', 'IT-ADMIN-01', 'AP-WS-01'];
const WHAT = [
  'Suspicious PowerShell execution on',
  'certutil.exe downloaded a file on',
  'Credential dumping attempt (LSASS access) on',
  'USB mass storage device connected on',
  'Impossible travel sign-in for user of',
  'Lateral movement with PsExec from',
  'Infostealer malware remnants found on',
];
const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'informational', 'High', 'Medium'] as const;
const ALERT_STATUSES = ['closed', 'closed', 'closed', 'inprogress', 'waiting', 'open'] as const;

/** `count` MDR alerts as the server sends them (the MDR bench's 50,000). */
export function generateAlerts({ random, pick }: Seeded, count: number): Alert[] {
  return Array.from({ length: count }, (_, i) => {
    const created = NOW - Math.floor(random() * 90 * DAY);
    return {
      case_number: String(10_000_000 + i),
      created_at: new Date(created).toISOString(),
      last_modified_at: new Date(created + 3_600_000).toISOString(),
      severity: pick(ALERT_SEVERITIES),
      status: pick(ALERT_STATUSES),
      title: `${pick(WHAT)} ${pick(ALERT_HOSTS)}`,
      case_type: 'alert',
      remediation_action: random() < 0.3 ? 'Account Locking;Host Isolation' : null,
    };
  });
}
