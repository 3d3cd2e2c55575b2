import { useMutationState, useQuery, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { getAddIntegrationMutationKey, getDeleteIntegrationMutationKey } from '@generated/api/integrations/integrations';
import type { Integration } from '@generated/model';
import { countUnusable } from '@/api/tolerant-reader';
import { useSession } from '@/features/platform';
import { integrationQueries } from '@/shared/queries/integrations';
import { visibleIntegrations } from './model/catalogue';
import { addFailure } from './model/connect-flow';
import { integrationError } from './model/integration-errors';
import { integrationView, latestAttempt, type Attempt } from './model/integration-view';
import { SignInEndedError, signInAttempt, type SignInOutcome, type SignInVariables } from './signin/sign-in-attempt';

export type { IntegrationView } from './model/integration-view';

/** One attempt as the mutation cache holds it (a sign-in window, an add, a disconnect). */
interface AttemptState {
  /** The integration type (sign-in) or provider id (add, disconnect) it is for. */
  target: string;
  at: number;
  status: Mutation['state']['status'];
  error: unknown;
  outcome?: SignInOutcome;
}

const stateOf = (target: string, mutation: Mutation): AttemptState => ({
  target,
  at: mutation.state.submittedAt,
  status: mutation.state.status,
  error: mutation.state.error,
  outcome: mutation.state.data as SignInOutcome | undefined,
});

const NOTICE_OF_END = { blocked: 'popupBlocked', closed: 'signInCancelled', timedOut: 'signInTimedOut' } as const;

function signInAttemptOf(state: AttemptState, integration: Integration): Attempt {
  const { at } = state;
  if (state.status === 'pending') return { at, kind: 'signingIn' };
  if (state.error instanceof SignInEndedError) return { at, kind: 'notice', notice: NOTICE_OF_END[state.error.reason] };
  const target = { name: integration.display_name, type: integration.type };
  switch (state.outcome?.kind) {
    case 'error':
      return {
        at,
        kind: 'failed',
        error: state.outcome.configuration
          ? integrationError('CONFIGURATION', target)
          : integrationError('PROVIDER', target, state.outcome.error),
      };
    case 'none':
      return { at, kind: 'deactivated' };
    // A tenant id or a code: the add follows.
    default:
      return { at, kind: 'settled' };
  }
}

function addAttemptOf(state: AttemptState, integration: Integration): Attempt {
  const { at } = state;
  if (state.status !== 'error') return { at, kind: state.status === 'pending' ? 'connecting' : 'settled' };
  const failure = addFailure(state.error, { name: integration.display_name, type: integration.type });
  if (failure.kind === 'timedOut') return { at, kind: 'notice', notice: 'requestTimedOut' };
  // MAX_USERS_EXCEEDED: the panel closed and the toast said it; nothing stays on the card.
  if (failure.error.key === 'MAX_USERS_EXCEEDED') return { at, kind: 'settled' };
  return { at, kind: 'failed', error: failure.error };
}

const removeAttemptOf = (state: AttemptState): Attempt => ({
  at: state.at,
  kind: state.status === 'pending' ? 'disconnecting' : 'settled',
});

/** Every attempt of every integration, from the mutation cache (re-rendered when one starts or settles). */
function useAttempts() {
  const signIns = useMutationState({
    filters: { mutationKey: signInAttempt.mutationKey },
    select: (m) => stateOf((m.state.variables as SignInVariables).type, m),
  });
  const adds = useMutationState({
    filters: { mutationKey: getAddIntegrationMutationKey() },
    select: (m) => stateOf((m.state.variables as { providerId: string }).providerId, m),
  });
  const removals = useMutationState({
    filters: { mutationKey: getDeleteIntegrationMutationKey() },
    select: (m) => stateOf((m.state.variables as { providerId: string }).providerId, m),
  });
  return { signIns, adds, removals };
}

/**
 * The integrations list with the console's own state on top (each integration's latest attempt), pending requests
 * polled (10 retries at 5 s) and the list read again once no request is pending any more (console-platform.md §4).
 */
export function useIntegrations() {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery(integrationQueries.integrations(accountId));
  const requests = useQuery(integrationQueries.pendingRequestsPolled(accountId));
  const { signIns, adds, removals } = useAttempts();

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

  const listReadAt = list.dataUpdatedAt;
  const views = useMemo(() => {
    const pendingProviders = new Set((requests.data ?? []).map((request) => request.provider_id));
    return visibleIntegrations(list.data ?? [], flags).map((integration) => {
      const of = (states: AttemptState[], target: string) => states.filter((state) => state.target === target);
      const attempt = latestAttempt([
        ...of(signIns, integration.type).map((state) => signInAttemptOf(state, integration)),
        ...of(adds, integration.provider_id).map((state) => addAttemptOf(state, integration)),
        ...of(removals, integration.provider_id).map(removeAttemptOf),
      ]);
      return integrationView({
        integration,
        listReadAt,
        attempt,
        requestPending: pendingProviders.has(integration.provider_id),
      });
    });
  }, [list.data, listReadAt, requests.data, signIns, adds, removals, flags]);

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
