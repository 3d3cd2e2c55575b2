import type { AssetRef, FeatureFlags, ResolutionOption, ResolveIssueRequest } from '@generated/model';
import { isFraudDefenseIssue, type SummaryIssue } from '../model/issue-model';

export const RESOLUTION_TEXT_MAX = 300;
/** console-platform.md §5: the note grows up to 30 rows. */
export const RESOLUTION_TEXT_MAX_ROWS = 30;

/** An asset type group ('all subdomains') or one asset. */
export type AssetSelection = { kind: 'group'; assetType: string } | { kind: 'asset'; id: string };

export interface ResolveFormValues {
  actionId: string;
  optionId: string;
  resolutionText: string;
  assets: AssetSelection[];
  technologyIds: string[];
}

export const EMPTY_RESOLVE_FORM: ResolveFormValues = {
  actionId: '',
  optionId: '',
  resolutionText: '',
  assets: [],
  technologyIds: [],
};

export type ResolveFormErrors = Partial<Record<'action' | 'option' | 'resolutionText', string>>;

/** not_an_issue is asked for only when the chosen action's value contains 'issue' (console-platform.md §5). */
export function optionRequired(action: ResolutionOption | undefined): boolean {
  return Boolean(action?.value.includes('issue'));
}

export function validateResolveForm(values: ResolveFormValues, actions: readonly ResolutionOption[]): ResolveFormErrors {
  const errors: ResolveFormErrors = {};
  const action = actions.find((a) => a.id === values.actionId);
  if (!action) errors.action = 'Select an action.';
  if (optionRequired(action) && !values.optionId) errors.option = 'Select a reason.';
  const text = values.resolutionText.trim();
  if (!text) errors.resolutionText = 'Describe how the issue was resolved.';
  else if (values.resolutionText.length > RESOLUTION_TEXT_MAX)
    errors.resolutionText = `Use at most ${RESOLUTION_TEXT_MAX} characters.`;
  return errors;
}

export type ResolveEligibility =
  { allowed: true } | { allowed: false; reason: 'disabled' | 'notOpen' | 'technologies' | 'fraudDefense' };

/** Only open issues, with mark_as_resolved_enabled; issues with technologies only with technologies_issues_mark_as_resolved_enabled. */
export function resolveEligibility(
  issue: SummaryIssue,
  flags: Pick<Required<FeatureFlags>, 'mark_as_resolved_enabled' | 'technologies_issues_mark_as_resolved_enabled'>,
): ResolveEligibility {
  if (!flags.mark_as_resolved_enabled) return { allowed: false, reason: 'disabled' };
  if (isFraudDefenseIssue(issue)) return { allowed: false, reason: 'fraudDefense' };
  if (issue.status !== 'open') return { allowed: false, reason: 'notOpen' };
  if ((issue.technologies?.length ?? 0) > 0 && !flags.technologies_issues_mark_as_resolved_enabled)
    return { allowed: false, reason: 'technologies' };
  return { allowed: true };
}

/** 'Mark as resolved', or why it cannot be pressed right now. */
export function resolveButtonLabel(inProcess: boolean, scanInProgress: boolean): string {
  if (inProcess) return 'Validating...';
  if (scanInProgress) return 'Scan in progress...';
  return 'Mark as resolved';
}

/** The chosen assets: groups expand to the issue's assets of that type, a group that maps to nothing is ignored. */
export function selectedAssets(selection: readonly AssetSelection[], issueAssets: readonly AssetRef[]): AssetRef[] {
  const chosen = new Map<string, AssetRef>();
  for (const item of selection) {
    const matches =
      item.kind === 'group'
        ? issueAssets.filter((a) => a.asset_type === item.assetType)
        : issueAssets.filter((a) => a.id === item.id);
    for (const asset of matches) chosen.set(asset.id, asset);
  }
  return issueAssets.filter((asset) => chosen.has(asset.id));
}

export function buildResolveRequest(
  values: ResolveFormValues,
  issue: SummaryIssue,
  actions: readonly ResolutionOption[],
): ResolveIssueRequest {
  const action = actions.find((a) => a.id === values.actionId);
  const technologies = values.technologyIds.filter((id) => issue.technologies?.some((t) => t.id === id));
  return {
    resolution_text: values.resolutionText.trim(),
    action_id: values.actionId,
    ...(optionRequired(action) && values.optionId ? { option_id: values.optionId } : {}),
    assets: selectedAssets(values.assets, issue.assets ?? []),
    ...(technologies.length > 0 ? { technologies } : {}),
  };
}
