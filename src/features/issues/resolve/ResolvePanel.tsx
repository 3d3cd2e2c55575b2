import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePermission } from '@/features/platform';
import { issueQueries } from '@/shared/queries/issues';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { notify } from '@/shared/toast/toaster';
import type { SummaryIssue } from '../model/issue-model';
import { MarkResolvedForm } from './MarkResolvedForm';
import { ResolveDenied } from './ResolveDenied';
import { RESOLVE_MESSAGES } from './resolve-flow';
import { buildResolveRequest } from './resolve-rules';
import { useFailedResolveValues } from './resolve-writes';
import { useResolveIssueFlow } from './use-resolve-flow';

export interface ResolvePanelProps {
  accountId: string;
  issue: SummaryIssue;
  inProcess: boolean;
  withTechnologies: boolean;
}

/** When the form data last failed to load and that was told (the panel remounts per issue; the failure does not). */
let lastReportedFailure = 0;

/**
 * The mark-as-resolved form with its data and scan state; it sends the request, and after a failed one it holds what
 * the user typed.
 */
export function ResolvePanel(props: ResolvePanelProps) {
  // A role without it (a Viewer) sees the button, disabled, naming the role needed, instead of a form it cannot send.
  const denied = usePermission('resolveIssues').reason;
  return denied ? <ResolveDenied reason={denied} /> : <ResolveForm {...props} />;
}

function ResolveForm({ accountId, issue, inProcess, withTechnologies }: ResolvePanelProps) {
  const formData = useQuery(issueQueries.resolutionForm(accountId));
  const typedBeforeFailure = useFailedResolveValues(accountId, issue.id);
  const resolve = useResolveIssueFlow(accountId);
  const scanInProgress = useScanInProgress();
  // Once per failed load, not per issue shown: the panel remounts at every ←/→.
  const failedAt = formData.errorUpdatedAt;
  useEffect(() => {
    if (failedAt <= lastReportedFailure) return;
    lastReportedFailure = failedAt;
    notify.error(RESOLVE_MESSAGES.submitFailed());
  }, [failedAt]);

  return (
    <MarkResolvedForm
      key={issue.id}
      issue={issue}
      formData={formData.data}
      formDataPending={formData.isPending}
      formDataError={formData.error}
      onRetryFormData={() => void formData.refetch()}
      inProcess={inProcess}
      scanInProgress={scanInProgress}
      withTechnologies={withTechnologies}
      initialValues={typedBeforeFailure}
      onSubmit={(values) => void resolve(issue, buildResolveRequest(values, issue, formData.data?.actions ?? []), values)}
    />
  );
}
