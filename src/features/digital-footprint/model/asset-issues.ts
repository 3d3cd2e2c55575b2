/** The asset drawer's issues as full issues, so each can open the issue details (or e-mail threat) drawer. */
import type { Asset, AssetIssue } from '@generated/model';
import { isFraudDefenseIssue, type SummaryIssue } from '@/features/issues';
import { associatedOpenIssues } from './asset-details';

/** An issue only the asset lists (not in the issues list yet): what the asset knows of it. */
function fromAsset(issue: AssetIssue): SummaryIssue {
  return {
    id: issue.id,
    name: issue.name,
    short_description: '',
    severity: issue.severity,
    severity_score: issue.severity_score,
    issue_category: issue.issue_category ?? 'security_controls',
    issue_type: issue.issue_type ?? 'EXPOSURE_SCANNER',
    status: issue.status,
    resolution_url: issue.resolution_url ?? null,
    assets: [],
  };
}

/**
 * The asset's open issues (by severity_score) matched to the issues list: a fraud-defense finding on a user asset is
 * the finding built from it (its recipients include the user); any other issue by id.
 */
export function resolveAssetIssues(asset: Asset, allIssues: readonly SummaryIssue[]): SummaryIssue[] {
  const byId = new Map(allIssues.map((issue) => [issue.id, issue]));
  const findings = allIssues.filter(isFraudDefenseIssue).filter((f) => f.assets?.some((a) => a.id === asset.id));
  const seen = new Set<string>();
  const resolved: SummaryIssue[] = [];
  for (const issue of associatedOpenIssues(asset)) {
    const finding = issue.email_data
      ? findings.find((f) => (issue.finding_id ? f.finding_id === issue.finding_id : f.issue_name === issue.name))
      : undefined;
    const match = finding ?? byId.get(issue.id) ?? fromAsset(issue);
    if (seen.has(match.id)) continue;
    seen.add(match.id);
    resolved.push(match);
  }
  return resolved;
}
