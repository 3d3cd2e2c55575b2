import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countUnusable } from '@/api/tolerant-reader';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Integration, IntegrationType } from '@generated/model';
import { useSession } from '@/features/platform';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { integrationQueries } from '@/shared/queries/integrations';
import { disconnect, dispatch, useIntegrationsState, type FlowContext } from './integrations-store';
import { visibleIntegrations } from './model/catalogue';
import { errorTextOf, loadingOf, type Entry, type Loading, type Notice, type Phase } from './model/integration-state';

/** One integration as the cards and the drawer show it. */
export interface IntegrationView {
  integration: Integration;
  status: Integration['status'];
  loading: Loading;
  phase: Phase;
  errorText: string | null;
  notice: Notice;
}

function toView(integration: Integration, entry: Entry | undefined, requestPending: boolean): IntegrationView {
  return {
    integration,
    status: entry?.status ?? integration.status,
    loading: loadingOf(entry, requestPending),
    phase: entry?.phase ?? 'idle',
    errorText: errorTextOf(entry, integration),
    notice: entry?.notice ?? null,
  };
}

/**
 * The integrations list with the console's own state on top, pending requests polled (10 retries at 5 s) and
 * the list reloaded once no request is pending any more (console-platform.md §4).
 */
export function useIntegrations() {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery(integrationQueries.integrations(accountId));
  const requests = useQuery(integrationQueries.pendingRequestsPolled(accountId));
  const local = useIntegrationsState();

  useEffect(() => {
    if (list.data) dispatch({ type: 'loaded', integrations: list.data });
  }, [list.data]);

  const pendingCount = requests.data?.length;
  const hadPending = useRef(false);
  useEffect(() => {
    if (pendingCount === undefined) return;
    if (pendingCount > 0) hadPending.current = true;
    else if (hadPending.current) {
      hadPending.current = false;
      void queryClient.invalidateQueries({ queryKey: integrationQueries.integrations(accountId).queryKey });
    }
  }, [pendingCount, queryClient, accountId]);

  const views = useMemo(() => {
    const pendingProviders = new Set((requests.data ?? []).map((request) => request.provider_id));
    return visibleIntegrations(list.data ?? [], flags).map((integration) =>
      toView(integration, local[integration.type], pendingProviders.has(integration.provider_id)),
    );
  }, [list.data, requests.data, local, flags]);

  return {
    views,
    /** Integrations the console could not read (left out; the page says so). */
    leftOut: countUnusable(list.data),
    isPending: list.isPending,
    error: list.error,
    refetch: list.refetch,
    accountId,
    flags,
  };
}

/** What the flows need from the page: the account, the query client and the drawer. */
export function useFlowContext(): FlowContext {
  const { accountId } = useSession();
  const queryClient = useQueryClient();
  const { open, close } = useDrawerActions();
  return useMemo(
    () => ({ accountId, queryClient, closePanel: close, openDetails: (type: IntegrationType) => open('integration', type) }),
    [accountId, queryClient, open, close],
  );
}

/**
 * Turns an active integration off (after the caller's confirmation), with the integration page's toast; resolves
 * true once it is off. The fraud defense configuration page uses it.
 */
export function useDisconnectIntegration() {
  const context = useFlowContext();
  return useCallback((integration: Integration) => disconnect(integration, context), [context]);
}
