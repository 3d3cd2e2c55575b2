import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getCreateTechnologiesMutationKey } from '@generated/api/assets/assets';
import type { JobTrackingIds } from '@generated/model';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import { assetQueries } from '@/shared/queries/assets';
import { usePendingWrites } from '@/shared/queries/mutations';
import { jobPollsExhausted, scanQueries } from '@/shared/queries/scans';
import { notify } from '@/shared/toast/toaster';
import { ADD_MESSAGES } from './add/add-messages';
import {
  NO_JOBS_WATCHED,
  nextJobsWatch,
  runningJobIds,
  userInputJobIds,
  type JobsNotice,
  type JobsView,
} from './model/job-tracking';

const NOTICES: Record<Exclude<JobsNotice, null>, () => void> = {
  succeeded: () => notify.success(ADD_MESSAGES.technologiesAdded),
  failed: () => notify.error(ADD_MESSAGES.technologiesFailed),
  timedOut: () => notify.error(TIMEOUT_MESSAGE),
  unavailable: () => notify.error(ADD_MESSAGES.processesFailed),
};

/**
 * Technology jobs (console-platform.md §2.3, §4): on every visit of the digital footprint the user-input jobs of the
 * last 7 days are read and, with the jobs this session's adds started, followed through job tracking (10 at 1 s,
 * ×1.2) while any runs; a job started before a reload is picked up again. Tells the outcome once, refreshes the
 * technologies, and returns what the page wrapper shows ('adding' from the moment an add is sent).
 */
export function useTechnologyJobs(accountId: string): JobsView {
  const queryClient = useQueryClient();
  // An add on its way to the server counts as adding already.
  const sending = usePendingWrites(getCreateTechnologiesMutationKey()).length > 0;
  const recent = useQuery(scanQueries.recentJobs(accountId));
  const created = useMutationState({
    filters: { mutationKey: getCreateTechnologiesMutationKey(), status: 'success' },
    select: (mutation) => (mutation.state.data as JobTrackingIds | undefined)?.job_tracking_ids ?? [],
  });
  const createdKey = created.flat().join(',');
  const { ids, createdIds } = useMemo(() => {
    const fromAdds = createdKey ? createdKey.split(',') : [];
    const all = new Set([...userInputJobIds(recent.data ?? [], new Date()), ...fromAdds]);
    return { ids: [...all].sort(), createdIds: fromAdds };
  }, [recent.data, createdKey]);

  const trackingOptions = useMemo(
    () => scanQueries.jobTracking(accountId, ids, (jobs) => runningJobIds(ids, jobs).length > 0),
    [accountId, ids],
  );
  const tracking = useQuery(trackingOptions);
  const { queryKey } = trackingOptions;

  const watch = useRef(NO_JOBS_WATCHED);
  const [view, setView] = useState<JobsView>('idle');
  useEffect(() => {
    const state = queryClient.getQueryState(queryKey);
    const next = nextJobsWatch(watch.current, {
      ids,
      created: createdIds,
      tracking: tracking.data,
      exhausted: jobPollsExhausted((state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0)),
      failed: tracking.isError,
    });
    watch.current = next.watch;
    setView(next.view);
    if (next.notice) {
      NOTICES[next.notice]();
      if (next.notice === 'succeeded' || next.notice === 'failed') {
        void queryClient.invalidateQueries({ queryKey: assetQueries.technologies(accountId).queryKey });
      }
    }
    // Every read counts (an answer equal to the last keeps its data object): dataUpdatedAt and errorUpdatedAt tell.
  }, [
    ids,
    createdIds,
    queryKey,
    tracking.data,
    tracking.isError,
    tracking.dataUpdatedAt,
    tracking.errorUpdatedAt,
    accountId,
    queryClient,
  ]);
  return sending ? 'adding' : view;
}
