import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  getStartIntegrationSyncMutationKey,
  type StartIntegrationSyncMutationVariables,
} from '@generated/api/integrations/integrations';
import { PollingTimeoutError, serverDetail, TIMEOUT_MESSAGE } from '@/api/errors';
import { usePermission, useSession } from '@/features/platform';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { useCapabilityQuery } from '@/shared/queries/capability';
import { integrationMutations, refreshAfterSync } from '@/shared/queries/integration-writes';
import { integrationQueries, syncRunning } from '@/shared/queries/integrations';
import { usePendingWrites, useWrite, withFeedback } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { syncOutcomeMessage } from './model/integration-health';
import type { IntegrationView } from './use-integrations';

/** One sync per integration at a time. */
const sameIntegration = (a: StartIntegrationSyncMutationVariables, b: StartIntegrationSyncMutationVariables) =>
  a.accountId === b.accountId && a.integrationId === b.integrationId;

const NO_ID = '';

/**
 * The drawer's 'Health' section (integration_health_enabled): the integration's last five syncs (hidden when the
 * flag is off or getIntegrationSyncs answers 404/501), whether a sync runs (the 'Sync now' write in flight, or the
 * list's running_sync_id, followed until it ends after a reload), and 'Sync now' itself: one click, one request.
 */
export function useIntegrationHealth(view: IntegrationView) {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const { integration } = view;
  const integrationId = integration.integration_id ?? NO_ID;
  const enabled = flags.integration_health_enabled && integrationId !== NO_ID;
  const syncs = useCapabilityQuery(enabled, integrationQueries.syncs(accountId, integrationId));
  const denied = usePermission('syncIntegrations').reason;

  const sending = usePendingWrites(
    getStartIntegrationSyncMutationKey(),
    (v: StartIntegrationSyncMutationVariables) => v.integrationId,
  );
  const writing = sending.includes(integrationId);
  // A sync the server says runs (after a reload, or started elsewhere) is followed with the same polling policy.
  const runningId = integration.running_sync_id ?? NO_ID;
  const followed = useQuery({
    ...integrationQueries.sync(accountId, integrationId, runningId),
    enabled: enabled && runningId !== NO_ID && !writing,
  });
  const followedEnded = followed.data !== undefined && !syncRunning(followed.data);
  useEffect(() => {
    if (followedEnded) void refreshAfterSync(queryClient, accountId, integrationId);
  }, [followedEnded, queryClient, accountId, integrationId]);

  const options = useMemo(
    () =>
      withFeedback(integrationMutations.sync(queryClient), {
        onSuccess: (sync) => {
          const message = syncOutcomeMessage(sync, integration);
          notify[message.tone](message.text);
        },
        onError: (error) => {
          if (error instanceof PollingTimeoutError) notify.warning(TIMEOUT_MESSAGE);
          else
            notify.error(
              roleRefusalMessage(error, `sync ${integration.display_name}`) ??
                serverDetail(error) ??
                `${integration.display_name} could not be synced. Try again.`,
            );
        },
      }),
    [queryClient, integration],
  );
  const write = useWrite(options, sameIntegration);

  const running = writing || (runningId !== NO_ID && !followedEnded);
  return {
    /** The sync history's state: hidden (flag off, 404/501, not connected), loading, error or ready. */
    syncs,
    running,
    /** 'Sync now' may not be used by this role: the tooltip's text. */
    denied,
    start: () => {
      if (!running && !denied && integrationId !== NO_ID) write.mutate({ accountId, integrationId });
    },
  };
}
