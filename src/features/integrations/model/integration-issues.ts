import type { Integration } from '@generated/model';
import { sortIssues, type SummaryIssue } from '@/features/issues';
import { CATALOGUE } from './catalogue';

/** Issues still to act on: the ones a card counts. */
const OPEN_STATUSES: ReadonlySet<string> = new Set(['open', 'in_review']);

/**
 * The issues found through an integration: those on its footprint asset (`asset_id`), or for a connected fraud
 * defense integration the fraud defense findings. Open and validating ones only, in issue order.
 */
export function issuesForIntegration(
  integration: Pick<Integration, 'type' | 'status' | 'asset_id'>,
  issues: readonly SummaryIssue[],
): SummaryIssue[] {
  if (integration.status === 'inactive') return [];
  const fraudDefense = CATALOGUE[integration.type].fraudDefense;
  const assetId = integration.asset_id;
  if (!fraudDefense && !assetId) return [];
  return sortIssues(
    issues.filter(
      (issue) =>
        OPEN_STATUSES.has(issue.status) &&
        (fraudDefense ? issue.issue_type === 'FRAUD_DEFENSE' : (issue.assets ?? []).some((asset) => asset.id === assetId)),
    ),
  );
}
