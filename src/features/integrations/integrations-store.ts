import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { addIntegration, deleteIntegration, getIntegrationRequest } from '@generated/api/integrations/integrations';
import { getLatestJobs } from '@generated/api/scans/scans';
import type { AddIntegrationRequestValue, Integration, IntegrationType } from '@generated/model';
import { appConfig } from '@/config/app-config';
import { assetQueries } from '@/shared/queries/assets';
import { integrationQueries } from '@/shared/queries/integrations';
import { notify } from '@/shared/toast/toaster';
import { CATALOGUE } from './model/catalogue';
import {
  activationMessage,
  disconnectMessage,
  followFirstScan,
  reloadAfterActivation,
  requestConnection,
  type ConnectDeps,
} from './model/connect-flow';
import { integrationError, UNEXPECTED_MESSAGE } from './model/integration-errors';
import { integrationsReducer, type Action, type IntegrationsState } from './model/integration-state';
import { newSignInState } from './signin/handoff';
import { signInUrl } from './signin/provider-urls';
import { openSignInWindow, watchSignIn } from './signin/sign-in-window';

/**
 * The integrations' client-side state, app-wide so a sign-in or a connection keeps running when the user moves
 * between pages (the fraud defense pages use the same drawer and flows).
 */
let state: IntegrationsState = {};
const listeners = new Set<() => void>();

export function dispatch(action: Action) {
  const next = integrationsReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useIntegrationsState(): IntegrationsState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Sign-ins under way, by integration type: how to stop watching each. */
const signIns = new Map<IntegrationType, () => void>();
export interface FlowContext {
  accountId: string;
  queryClient: QueryClient;
  /** Closes the drawer (MAX_USERS_EXCEEDED, disconnect). */
  closePanel: () => void;
  /** Opens the integration drawer (the toast's 'see here'). */
  openDetails: (type: IntegrationType) => void;
}

function connectDeps({ accountId }: FlowContext, providerId: string): ConnectDeps {
  return {
    addIntegration: (value) => addIntegration(accountId, providerId, { value, enable: true }),
    getRequest: (requestId, signal) => getIntegrationRequest(accountId, requestId, undefined, signal),
    getLatestJobs: (signal) => getLatestJobs(accountId, undefined, signal),
  };
}

/** The add call, the request poll, the first scan, then the reloads and the toast (console-platform.md §4). */
export async function connect(integration: Integration, value: AddIntegrationRequestValue, context: FlowContext) {
  const { queryClient, accountId } = context;
  const type = integration.type;
  dispatch({ type: 'connecting', integration: type });
  const deps = connectDeps(context, integration.provider_id);
  const result = await requestConnection(integration.display_name, value, deps);
  if (result.kind === 'failed') {
    if (result.error.key === 'MAX_USERS_EXCEEDED') {
      dispatch({ type: 'connectFailed', integration: type, error: null });
      context.closePanel();
      notify.error(result.error.message);
    } else {
      dispatch({ type: 'connectFailed', integration: type, error: result.error });
    }
    return;
  }
  dispatch({ type: 'activated', integration: type });
  await followFirstScan(deps);
  const integrationsKey = integrationQueries.integrations(accountId).queryKey;
  const reload = (queryKey: readonly unknown[]) => () => queryClient.invalidateQueries({ queryKey });
  await reloadAfterActivation({
    integrations: reload(integrationsKey),
    issues: reload(assetQueries.issues(accountId).queryKey),
    securityScore: reload(assetQueries.securityAssessment(accountId).queryKey),
    assets: reload(assetQueries.assets(accountId).queryKey),
  });
  dispatch({ type: 'scanFinished', integration: type });
  const fresh = queryClient.getQueryData<Integration[]>(integrationsKey)?.find((item) => item.type === type);
  const message = activationMessage(integration.display_name, fresh?.issues_count ?? 0, CATALOGUE[type].fraudDefense);
  notify.success(message.text, message.withLink ? { label: 'see here', onClick: () => context.openDetails(type) } : undefined);
}

/**
 * Toggling an active integration off, after the confirmation: DELETE, 204 = inactive, the panel closes and the list
 * reloads. A failed DELETE also leaves it inactive (console-platform.md §4: "on successful deletion (204) or on
 * failure") with the toast 'Something went wrong…'; the panel stays open on it and the list is not reloaded, so the
 * server's status shows on its next read. True only after a 204.
 */
export async function disconnect(integration: Integration, context: FlowContext): Promise<boolean> {
  const type = integration.type;
  if (!integration.integration_id) return false;
  dispatch({ type: 'disconnecting', integration: type });
  try {
    await deleteIntegration(context.accountId, integration.provider_id, integration.integration_id);
  } catch {
    dispatch({ type: 'disconnectFailed', integration: type });
    notify.error(UNEXPECTED_MESSAGE);
    return false;
  }
  dispatch({ type: 'disconnected', integration: type });
  context.closePanel();
  notify.success(disconnectMessage(CATALOGUE[type].fraudDefense));
  void context.queryClient.invalidateQueries({ queryKey: integrationQueries.integrations(context.accountId).queryKey });
  return true;
}

const randomBytes = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

/**
 * Starts the provider sign-in in a popup. Runs inside the click. A blocked popup shows a notice with a retry; a
 * window closed without a result, or no result in time, says sign-in was cancelled and changes nothing.
 */
export function startSignIn(integration: Integration, context: FlowContext) {
  const type = integration.type;
  signIns.get(type)?.();
  const signInState = newSignInState(type, randomBytes);
  const url = signInUrl(integration, signInState, window.location.origin, appConfig.providers);
  dispatch({ type: 'signInStarted', integration: type });
  const popup = openSignInWindow(url);
  if (!popup) {
    dispatch({ type: 'popupBlocked', integration: type });
    return;
  }
  const stop = watchSignIn({
    popup,
    state: signInState,
    onResult: ({ outcome }) => {
      signIns.delete(type);
      switch (outcome.kind) {
        case 'tenant':
          void connect(integration, { tenant_id: outcome.tenantId }, context);
          return;
        case 'code':
          void connect(integration, { auth_code: outcome.code }, context);
          return;
        case 'error':
          dispatch({
            type: 'broken',
            integration: type,
            error: outcome.configuration
              ? integrationError('CONFIGURATION', integration.display_name)
              : integrationError('PROVIDER', integration.display_name, outcome.error),
          });
          return;
        case 'none':
          dispatch({ type: 'deactivated', integration: type });
      }
    },
    onGiveUp: (reason) => {
      // A window that only seems closed is still listened to until the time limit (a late result counts).
      if (reason === 'timedOut') signIns.delete(type);
      dispatch({ type: 'signInCancelled', integration: type, reason });
    },
  });
  signIns.set(type, stop);
}

/** The user gave up waiting: closes the sign-in window; nothing changes. */
export function cancelSignIn(type: IntegrationType) {
  signIns.get(type)?.();
  signIns.delete(type);
  dispatch({ type: 'signInCancelled', integration: type, reason: 'closed' });
}
