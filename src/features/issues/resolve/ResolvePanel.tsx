import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResolveIssueRequest } from '@generated/model';
import { issueQueries } from '@/shared/queries/issues';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { notify } from '@/shared/toast/toaster';
import type { SummaryIssue } from '../model/issue-model';
import { MarkResolvedForm } from './MarkResolvedForm';
import { RESOLVE_MESSAGES } from './resolve-flow';
import { buildResolveRequest } from './resolve-rules';
import { resolveStore } from './resolve-store';

export interface ResolvePanelProps {
  accountId: string;
  issue: SummaryIssue;
  inProcess: boolean;
  withTechnologies: boolean;
  onResolve: (issue: SummaryIssue, request: ResolveIssueRequest) => void;
}

/** When the form data last failed to load and that was told (the panel remounts per issue; the failure does not). */
let lastReportedFailure = 0;

/** The mark-as-resolved form with its data, scan state and the typed values kept per issue. */
export function ResolvePanel({ accountId, issue, inProcess, withTechnologies, onResolve }: ResolvePanelProps) {
  const formData = useQuery(issueQueries.resolutionForm(accountId));
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
      initialValues={resolveStore.draft(accountId, issue.id)}
      onChange={(values) => resolveStore.saveDraft(accountId, issue.id, values)}
      onSubmit={(values) => onResolve(issue, buildResolveRequest(values, issue, formData.data?.actions ?? []))}
    />
  );
}
