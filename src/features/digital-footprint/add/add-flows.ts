import type { QueryClient } from '@tanstack/react-query';
import { createTechnologies } from '@generated/api/assets/assets';
import { getJobTracking, getJobs } from '@generated/api/scans/scans';
import { operateDomains } from '@generated/api/domains/domains';
import type { DomainOperationRequest, PendingProcesses } from '@generated/model';
import { scanResultKeys } from '@/shared/queries/account-data';
import { assetQueries } from '@/shared/queries/assets';
import { issueQueries } from '@/shared/queries/issues';
import { scanQueries } from '@/shared/queries/scans';
import { POLLING, poll, pollingBudgetMs } from '@/shared/polling/polling-policy';
import { FollowedQueryError, waitForQueryData } from '@/shared/polling/wait-for-query';
import { notify } from '@/shared/toast/toaster';
import { jobsOutcome, jobsSince, userInputJobIds } from '../model/job-tracking';
import { technologyJobsStore } from '../model/technology-jobs-store';
import { ADD_MESSAGES } from './add-footprint-model';

/** §4: scans are read again 2000 ms after domains were added (the scan the add starts is then listed). */
const SCANS_AFTER_ADD_MS = 2000;

export interface FlowContext {
  accountId: string;
  queryClient: QueryClient;
  /** The platform's process monitor polls the user-input processes (mark_as_resolved_enabled). */
  monitorRunning: boolean;
}

/**
 * Adds domains: the domain operation, then the scan list after 2 s and the user-input processes until no domain
 * add is in progress (30 at 5 s). Resolves false when the operation itself failed (the drawer keeps the input).
 */
export async function addDomains(request: DomainOperationRequest, context: FlowContext): Promise<boolean> {
  const { accountId, queryClient } = context;
  try {
    await operateDomains(accountId, request);
  } catch {
    notify.error(ADD_MESSAGES.domainsFailed);
    return false;
  }
  notify.success(ADD_MESSAGES.domainsAdded);
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: scanQueries.active(accountId).queryKey }), SCANS_AFTER_ADD_MS);
  void followDomainProcesses(context);
  return true;
}

async function followDomainProcesses({ accountId, queryClient, monitorRunning }: FlowContext) {
  const isDone = (processes: PendingProcesses) => processes.add_domains.length === 0;
  const options = issueQueries.pendingProcesses(accountId);
  try {
    if (monitorRunning) {
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
      await waitForQueryData(queryClient, options.queryKey, isDone, pollingBudgetMs(POLLING.userInputs));
    } else {
      await poll({
        policy: POLLING.userInputs,
        request: () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
        isDone,
      });
    }
  } catch (error) {
    // A failed read followed from the process monitor was told by the monitor.
    if (!(error instanceof FollowedQueryError)) notify.error(ADD_MESSAGES.processesFailed);
    return;
  }
  await Promise.all(scanResultKeys(accountId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  notify.success(ADD_MESSAGES.domainsProcessed);
}

/**
 * Adds technologies (source user input), then follows their jobs (10 at 1 s, delay ×1.2) until every one has
 * ended. Resolves false when the create call failed (the drawer keeps the choice).
 */
export async function addTechnologies(ids: readonly string[], { accountId, queryClient }: FlowContext): Promise<boolean> {
  let tracked: string[];
  try {
    const created = await createTechnologies(accountId, { source: 'user_input', technologies: [...ids] });
    tracked = created.job_tracking_ids;
  } catch {
    notify.error(ADD_MESSAGES.technologiesFailed);
    return false;
  }
  technologyJobsStore.set(true);
  void (async () => {
    try {
      // Without ids in the answer, the user-input jobs of the last 7 days are the ones to follow (§4).
      if (tracked.length === 0) {
        const now = new Date();
        tracked = userInputJobIds(await getJobs(accountId, { since: jobsSince(now) }), now);
      }
      const tracking = await poll({
        policy: POLLING.technologyJobs,
        request: () => getJobTracking(accountId, { ids: tracked.join(',') }),
        isDone: (jobs) => jobsOutcome(tracked, jobs) !== 'running',
      });
      if (jobsOutcome(tracked, tracking) === 'succeeded') notify.success(ADD_MESSAGES.technologiesAdded);
      else notify.error(ADD_MESSAGES.technologiesFailed);
    } catch {
      notify.error(ADD_MESSAGES.technologiesFailed);
    } finally {
      technologyJobsStore.set(false);
      void queryClient.invalidateQueries({ queryKey: assetQueries.technologies(accountId).queryKey });
    }
  })();
  return true;
}
