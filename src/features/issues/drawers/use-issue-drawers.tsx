import { Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { FeatureFlags } from '@generated/model';
import { appConfig } from '@/config/app-config';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions, useDrawerParams } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { QueryState } from '@/shared/ui/QueryState';
import { isFraudDefenseIssue, type SummaryIssue } from '../model/issue-model';
import { resolveEligibility } from '../resolve/resolve-rules';

export const ISSUE_DETAILS_TITLE = 'Issue details';
export const EMAIL_THREAT_TITLE = 'Email Threat Detected';

// What a drawer shows loads when one first opens (or after the first input, shared/overlay/interaction-parts.ts).
const IssueDetails = lazyPart(() => import('./IssueDetails').then((m) => m.IssueDetails));
const EmailThreatDetails = lazyPart(() => import('./EmailThreatDetails').then((m) => m.EmailThreatDetails));
const ResolvePanel = lazyPart(() => import('../resolve/ResolvePanel').then((m) => m.ResolvePanel));

/** The issue domain's drawer types (console-platform.md §2.2), as they appear in the URL's `panel`. */
type IssueDrawerType = 'issueDetails' | 'fdIssueDetails';
/** Both issue drawers: an issue table marks the row open in either. */
export const ISSUE_DRAWER_TYPES: readonly IssueDrawerType[] = ['issueDetails', 'fdIssueDetails'];

/** The Email Threat drawer for fraud-defense issues, the issue details drawer for the others. */
export const drawerTypeFor = (issue: SummaryIssue): IssueDrawerType =>
  isFraudDefenseIssue(issue) ? 'fdIssueDetails' : 'issueDetails';

export interface IssueDrawersInput {
  accountId: string;
  flags: Pick<
    Required<FeatureFlags>,
    'mark_as_resolved_enabled' | 'technologies_issues_mark_as_resolved_enabled' | 'is_user_asset_enabled'
  > &
    Pick<FeatureFlags, 'fraud_remediation_enabled'>;
  /** Every issue, so a shared link opens an issue the filters hide. */
  allIssues: readonly SummaryIssue[];
  /** The table's rows in order: prev/next and 'N of M' follow them. */
  rows: readonly SummaryIssue[];
  inProcess: ReadonlySet<string>;
  pending: boolean;
  error: unknown;
}

/**
 * Registers both issue drawers over the table's rows and keeps the drawer type in line with the row shown, since
 * prev/next can step from an e-mail threat to a scanner issue. Returns how to open one. It reads nothing of the
 * drawer's URL: the page does not re-render as a drawer opens or steps (the table marks its row itself).
 */
export function useIssueDrawers({ accountId, flags, allIssues, rows, inProcess, pending, error }: IssueDrawersInput) {
  const { open } = useDrawerActions();
  const byId = useMemo(() => new Map(allIssues.map((issue) => [issue.id, issue])), [allIssues]);
  const items = useMemo(() => rows.map((issue) => issue.id), [rows]);
  const { mark_as_resolved_enabled, technologies_issues_mark_as_resolved_enabled, fraud_remediation_enabled } = flags;

  const render = useCallback(
    (item: string | undefined) => {
      const issue = item ? byId.get(item) : undefined;
      if (!issue) {
        return (
          <QueryState isPending={pending} error={error} loadingLabel="Loading the issue…">
            <Text color="fg.muted" textStyle="sm">
              This issue is not available any more.
            </Text>
          </QueryState>
        );
      }
      const busy = inProcess.has(issue.id);
      if (isFraudDefenseIssue(issue)) {
        return (
          <MatchingDrawerType issue={issue}>
            <EmailThreatDetails
              key={issue.id}
              issue={issue}
              inProcess={busy}
              guideUrl={appConfig.links.emailThreatGuide}
              removals={fraud_remediation_enabled === true}
            />
          </MatchingDrawerType>
        );
      }
      const eligible = resolveEligibility(issue, {
        mark_as_resolved_enabled,
        technologies_issues_mark_as_resolved_enabled,
      }).allowed;
      return (
        <MatchingDrawerType issue={issue}>
          <IssueDetails
            key={issue.id}
            issue={issue}
            inProcess={busy}
            resolveForm={
              eligible ? (
                <ResolvePanel
                  accountId={accountId}
                  issue={issue}
                  inProcess={busy}
                  withTechnologies={technologies_issues_mark_as_resolved_enabled}
                />
              ) : undefined
            }
          />
        </MatchingDrawerType>
      );
    },
    [
      byId,
      pending,
      error,
      inProcess,
      mark_as_resolved_enabled,
      technologies_issues_mark_as_resolved_enabled,
      fraud_remediation_enabled,
      accountId,
    ],
  );
  const issueDrawer = useMemo(
    () => ({ title: ISSUE_DETAILS_TITLE, width: DRAWER_WIDTH.standard, items, render }),
    [items, render],
  );
  const threatDrawer = useMemo(
    // E-mail threats exist only with is_user_asset_enabled (§2.8): a URL cannot open their drawer without it (#26.1).
    () => ({ title: EMAIL_THREAT_TITLE, width: DRAWER_WIDTH.standard, items, render, available: flags.is_user_asset_enabled }),
    [items, render, flags.is_user_asset_enabled],
  );
  useDrawerContent('issueDetails', issueDrawer);
  useDrawerContent('fdIssueDetails', threatDrawer);

  const openDrawer = useCallback((issue: SummaryIssue) => open(drawerTypeFor(issue), issue.id), [open]);
  return { openDrawer };
}

/** The drawer shows `issue` under its own type: stepping from a scanner issue to an e-mail threat switches the panel. */
function MatchingDrawerType({ issue, children }: { issue: SummaryIssue; children: ReactNode }) {
  const panel = useDrawerParams((params) => params.panel);
  const { switchPanel } = useDrawerActions();
  const type = drawerTypeFor(issue);
  useEffect(() => {
    if (panel !== undefined && panel !== type) switchPanel(type);
  }, [panel, type, switchPanel]);
  return children;
}
