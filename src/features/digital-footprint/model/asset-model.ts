/** Assets of the digital footprint (console-platform.md §2.6, §3, §9): open issues, per-severity counts and the table order. */
import type { Asset } from '@generated/model';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import { severityTone, type SeverityTone } from '@/shared/theme/severity';
import { compareText, sortKey } from '@/shared/format/compare-text';

/** An asset marked 'Not mine' (issue #27). */
export const DISPUTED = 'Disputed';

/** The asset types of §3 in the order the filter and the export list them. */
export const ASSET_TYPES = ['domain', 'subdomain', 'email', 'integration', 'host', 'device', 'user'] as const;
export type KnownAssetType = (typeof ASSET_TYPES)[number];

const TYPE_LABELS: Record<string, string> = {
  domain: 'Domain',
  subdomain: 'Subdomain',
  email: 'Email',
  integration: 'Integration',
  host: 'Host',
  device: 'Device',
  user: 'User',
  incident: 'Incident',
  alert: 'Alert',
};

/** 'subdomain' → 'Subdomain'; a type the console does not know yet is shown capitalised. */
export function assetTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1).replaceAll('_', ' ');
}

/** The severities the Issues column counts; high and medium count as important and moderate. */
export const COUNTED_SEVERITIES = ['critical', 'important', 'moderate'] as const;
type CountedSeverity = (typeof COUNTED_SEVERITIES)[number];
export type SeverityCounts = Record<CountedSeverity, number>;

const RANK: Record<SeverityTone, number> = { critical: 4, important: 3, moderate: 2, clean: 1, low: 1, informational: 0 };

/** Open issues per counted severity (the Issues column). */
export function severityCounts(asset: Pick<Asset, 'issues'>): SeverityCounts {
  const counts: SeverityCounts = { critical: 0, important: 0, moderate: 0 };
  for (const issue of asset.issues) {
    if (issue.status !== 'open') continue;
    const tone = severityTone(issue.severity);
    if (tone === 'critical' || tone === 'important' || tone === 'moderate') counts[tone]++;
  }
  return counts;
}

/** The highest severity among the open issues, or null when the asset has none. */
export function highestSeverity(asset: Pick<Asset, 'issues'>): SeverityTone | null {
  let best: SeverityTone | null = null;
  for (const issue of asset.issues) {
    if (issue.status !== 'open') continue;
    const tone = severityTone(issue.severity);
    if (best === null || RANK[tone] > RANK[best]) best = tone;
  }
  return best;
}

/** Sort key of the Highest-Severity column: -1 without open issues. */
function highestSeverityRank(asset: Pick<Asset, 'issues'>): number {
  const tone = highestSeverity(asset);
  return tone === null ? -1 : RANK[tone];
}

/** A table row: the asset with what the table and the sort read, computed once. */
export interface AssetRow {
  asset: Asset;
  id: string;
  highest: SeverityTone | null;
  rank: number;
  counts: SeverityCounts;
  openCount: number;
  /** 'Not mine': disputed on the server (the page marks those being disputed too). */
  disputed: boolean;
}

export function toAssetRow(asset: Asset): AssetRow {
  const counts = severityCounts(asset);
  return {
    asset,
    id: asset.id,
    highest: highestSeverity(asset),
    rank: highestSeverityRank(asset),
    counts,
    // What the Issues column shows (issue #26.19): low and informational issues are not counted.
    openCount: counts.critical + counts.important + counts.moderate,
    disputed: Boolean(asset.dispute),
  };
}

/**
 * §9: highest open-issue severity, then issue count (both descending); ties by name so the order is stable. Runs once
 * per load over up to 20,000 assets, nearly all of them tied on the first two: the names are compared by sort key.
 */
export function sortAssetRows(rows: readonly AssetRow[]): AssetRow[] {
  const entries = rows.map((row) => ({ row, name: row.asset.hostname, key: sortKey(row.asset.hostname) }));
  entries.sort(
    (a, b) =>
      b.row.rank - a.row.rank ||
      b.row.openCount - a.row.openCount ||
      (a.key !== null && b.key !== null ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : compareText(a.name, b.name)),
  );
  return entries.map((entry) => entry.row);
}

/** §9: hostname 0.3, asset_type 0.2, last_seen 0.4, issue severity 0.2, issue name 0.3. */
export const ASSET_SEARCH_KEYS: readonly FuzzyKey<AssetRow>[] = [
  { name: 'hostname', threshold: 0.3, get: (row) => row.asset.hostname },
  { name: 'asset_type', threshold: 0.2, get: (row) => row.asset.asset_type },
  { name: 'last_seen', threshold: 0.4, get: (row) => row.asset.last_seen },
  { name: 'issues.severity', threshold: 0.2, get: (row) => row.asset.issues.map((issue) => issue.severity) },
  { name: 'issues.name', threshold: 0.3, get: (row) => row.asset.issues.map((issue) => issue.name) },
];

/** The table's rows: the assets, plus devices and users when their flags are on (the caller passes what it read). */
export function combineAssets(...lists: (readonly Asset[] | undefined)[]): Asset[] {
  const seen = new Set<string>();
  const all: Asset[] = [];
  for (const list of lists) {
    for (const asset of list ?? []) {
      if (seen.has(asset.id)) continue;
      seen.add(asset.id);
      all.push(asset);
    }
  }
  return all;
}
