import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getAddIntegrationMutationKey, getDeleteIntegrationMutationKey } from '@generated/api/integrations/integrations';
import type { AddIntegrationRequestValue, Integration, IntegrationRequest, IntegrationType } from '@generated/model';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import { appConfig } from '@/config/app-config';
import { useSession } from '@/features/platform';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { integrationMutations } from '@/shared/queries/integration-writes';
import { integrationQueries } from '@/shared/queries/integrations';
import { notify } from '@/shared/toast/toaster';
import { CATALOGUE } from './model/catalogue';
import { activationMessage, addFailure, disconnectMessage, reconnectedMessage } from './model/connect-flow';
import { disconnectFailedMessage } from './model/integration-errors';
import { newSignInState } from './signin/handoff';
import { signInUrl } from './signin/provider-urls';
import { signInAttempt, type SignInOutcome, type SignInVariables } from './signin/sign-in-attempt';
import { openSignInWindow } from './signin/sign-in-window';
import { roleRefusalMessage } from '@/shared/access/role-refusal';

interface ProviderWrite {
  providerId: string;
  integrationId?: string;
}
/** One add per provider at a time; one disconnect per integration. */
const sameProvider = (a: ProviderWrite, b: ProviderWrite) => a.providerId === b.providerId;
const sameIntegration = (a: ProviderWrite, b: ProviderWrite) => a.integrationId === b.integrationId;

const randomBytes = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

/** The sign-in attempts of one type in the mutation cache, with their variables. */
function signInsOf(queryClient: QueryClient, type: IntegrationType) {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: signInAttempt.mutationKey })
    .filter((mutation) => (mutation.state.variables as SignInVariables | undefined)?.type === type);
}

/** Stops watching this type's sign-in windows (a late result of theirs no longer counts). */
const stopWatching = (queryClient: QueryClient, type: IntegrationType) => {
  for (const mutation of signInsOf(queryClient, type)) (mutation.state.variables as SignInVariables).watch?.abort();
};

/**
 * What the user does with an integration (console-platform.md §2.7, §4): the provider sign-in, the add that follows
 * it (or the CrowdStrike form), and the disconnect. Each is a write or an attempt in TanStack Query's mutation cache,
 * so what is in progress, and how the last attempt ended, shows on every page (useIntegrations); a flow goes on
 * when the user moves to another page. Toasts are said once, here.
 */
export function useIntegrationFlows() {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const { open, close } = useDrawer();
  const { mutateAsync: add } = useWrite(integrationMutations.add(queryClient), sameProvider);
  const { mutateAsync: remove } = useWrite(integrationMutations.remove(queryClient), sameIntegration);
  const { mutate: record, mutateAsync: signIn } = useMutation(signInAttempt);

  /** The add call, its request followed, the first scan and the reloads; then the toast. */
  const connect = useCallback(
    async (integration: Integration, value: AddIntegrationRequestValue) => {
      const { type, display_name: name } = integration;
      // integration_health_enabled: a connection that has an id (broken, or fixing its health) is re-authorised in
      // place, keeping its issues and sync history (addIntegration's decision: reconnecting is not delete-and-add).
      const reconnecting = flags.integration_health_enabled && integration.integration_id ? integration.integration_id : null;
      let request: IntegrationRequest | undefined;
      try {
        request = await add({
          accountId,
          providerId: integration.provider_id,
          data: { value, enable: true, ...(reconnecting ? { integration_id: reconnecting } : {}) },
        });
      } catch (error) {
        const failure = addFailure(error, { name, type });
        if (failure.kind === 'timedOut') notify.warning(TIMEOUT_MESSAGE);
        else if (failure.error.key === 'MAX_USERS_EXCEEDED') {
          close();
          notify.error(failure.error.message);
        }
        return;
      }
      // Nothing was sent: the same add is on its way and says its own outcome.
      if (!request) return;
      if (reconnecting) {
        notify.success(reconnectedMessage(name));
        return;
      }
      const list = queryClient.getQueryData(integrationQueries.integrations(accountId).queryKey);
      const fresh = list?.find((item) => item.type === type);
      const message = activationMessage(name, fresh?.issues_count ?? 0, CATALOGUE[type].fraudDefense);
      notify.success(
        message.text,
        message.withLink ? { link: { label: 'see here', onClick: () => open('integration', type) } } : undefined,
      );
    },
    [accountId, add, close, open, queryClient, flags.integration_health_enabled],
  );

  /**
   * Starts the provider sign-in in a window; runs inside the click. A tenant id or a code connects; an error or
   * nothing is the attempt's outcome; a blocked, closed or unanswered window leaves everything as it was.
   */
  const startSignIn = useCallback(
    (integration: Integration) => {
      const { type } = integration;
      stopWatching(queryClient, type);
      const state = newSignInState(type, randomBytes);
      const popup = openSignInWindow(signInUrl(integration, state, window.location.origin, appConfig.providers));
      const follow = (outcome: SignInOutcome) => {
        if (outcome.kind === 'tenant') void connect(integration, { tenant_id: outcome.tenantId });
        else if (outcome.kind === 'code') void connect(integration, { auth_code: outcome.code });
      };
      const onLateResult = (outcome: SignInOutcome) =>
        outcome.kind === 'tenant' || outcome.kind === 'code' ? follow(outcome) : record({ type, received: outcome });
      signIn({ type, popup, state, watch: new AbortController(), onLateResult }).then(follow, () => undefined);
    },
    [connect, queryClient, record, signIn],
  );

  /** The user gave up waiting: the window closes, nothing changes. */
  const cancelSignIn = useCallback(
    (type: IntegrationType) => {
      for (const mutation of signInsOf(queryClient, type)) {
        if (mutation.state.status === 'pending') (mutation.state.variables as SignInVariables).watch?.abort();
      }
    },
    [queryClient],
  );

  /** Dismiss on a notice: the integration's settled attempts are forgotten, it shows as the server has it. */
  const dismiss = useCallback(
    (integration: Integration) => {
      stopWatching(queryClient, integration.type);
      const cache = queryClient.getMutationCache();
      const adds = cache
        .findAll({ mutationKey: getAddIntegrationMutationKey() })
        .filter((mutation) => (mutation.state.variables as ProviderWrite | undefined)?.providerId === integration.provider_id);
      for (const mutation of [...signInsOf(queryClient, integration.type), ...adds]) {
        if (mutation.state.status !== 'pending') cache.remove(mutation);
      }
    },
    [queryClient],
  );

  /**
   * Turns an active integration off, after the caller's confirmation. True once the server answered 204 (the panel
   * closes, the toast); a refused disconnect shows what the server says, read again, and a toast that it failed.
   */
  const disconnect = useCallback(
    async (integration: Integration): Promise<boolean> => {
      const { integration_id: integrationId, provider_id: providerId } = integration;
      if (!integrationId) return false;
      const variables = { accountId, providerId, integrationId };
      // A second confirm while the first is on its way sends nothing and says nothing.
      if (isWriteInFlight(queryClient, getDeleteIntegrationMutationKey(), variables, sameIntegration)) return false;
      try {
        await remove(variables);
      } catch (error) {
        notify.error(
          roleRefusalMessage(error, `disable ${integration.display_name}`) ?? disconnectFailedMessage(integration.display_name),
        );
        return false;
      }
      close();
      notify.success(disconnectMessage(CATALOGUE[integration.type].fraudDefense));
      return true;
    },
    [accountId, close, queryClient, remove],
  );

  return useMemo(
    () => ({ connect, startSignIn, cancelSignIn, dismiss, disconnect }),
    [connect, startSignIn, cancelSignIn, dismiss, disconnect],
  );
}

/** Turns an active integration off (the fraud defense configuration page); resolves true once it is off. */
export const useDisconnectIntegration = () => useIntegrationFlows().disconnect;
