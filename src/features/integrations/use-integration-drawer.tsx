import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IntegrationType } from '@generated/model';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { integrationQueries } from '@/shared/queries/integrations';
import { QueryState } from '@/shared/ui/QueryState';
import { cancelSignIn, connect, disconnect, dispatch, startSignIn, type FlowContext } from './integrations-store';
import { CATALOGUE } from './model/catalogue';
import { useFlowContext, useIntegrations, type IntegrationView } from './use-integrations';

export const INTEGRATION_DRAWER_TITLE = 'Integration details';

// What the drawer shows loads when it first opens (or after the first input, shared/overlay/interaction-parts.ts).
const IntegrationDetails = lazyPart(() => import('./components/IntegrationDetails').then((m) => m.IntegrationDetails));
const CrowdstrikeForm = lazyPart(() => import('./crowdstrike/CrowdstrikeForm').then((m) => m.CrowdstrikeForm));

function CrowdstrikeFormContainer({ view, context }: { view: IntegrationView; context: FlowContext }) {
  const key = useQuery(integrationQueries.publicKey(context.accountId));
  return (
    <CrowdstrikeForm
      publicKey={key.data?.public_key ?? null}
      keyState={key.isPending ? 'loading' : key.error ? 'failed' : 'ready'}
      busy={view.phase !== 'idle'}
      onSubmit={(clientData) => void connect(view.integration, { client_data: clientData }, context)}
    />
  );
}

export interface IntegrationDrawerOptions {
  /** The issues found for an integration, rendered under its details. */
  renderIssues?: (view: IntegrationView) => ReactNode;
}

/**
 * Registers the integration drawer ('Integration details') over the visible integrations, so prev/next steps
 * through them, and returns the views and how to open one.
 */
export function useIntegrationDrawer({ renderIssues }: IntegrationDrawerOptions = {}) {
  const data = useIntegrations();
  const context = useFlowContext();
  const scanRunning = useScanInProgress();
  const { open } = useDrawerActions();
  const { views, isPending, error } = data;
  const items = useMemo(() => views.map((view) => view.integration.type), [views]);

  const render = useCallback(
    (item: string | undefined) => {
      const view = views.find((candidate) => candidate.integration.type === item);
      if (!view) {
        return (
          <QueryState isPending={isPending} error={error} loadingLabel="Loading the integration…">
            <Text color="fg.muted" textStyle="sm">
              No integrations available
            </Text>
          </QueryState>
        );
      }
      const type = view.integration.type;
      const form = CATALOGUE[type].provider ? undefined : <CrowdstrikeFormContainer view={view} context={context} />;
      return (
        <IntegrationDetails
          key={type}
          view={view}
          scanRunning={scanRunning}
          form={form}
          issues={renderIssues?.(view)}
          onEnable={() => {
            if (CATALOGUE[type].provider) startSignIn(view.integration, context);
            else document.querySelector<HTMLInputElement>('[data-testid="integration-details"] input[name="client_id"]')?.focus();
          }}
          onCancelSignIn={() => cancelSignIn(type)}
          onDisable={() => void disconnect(view.integration, context)}
          onDismissNotice={() => dispatch({ type: 'dismissed', integration: type })}
        />
      );
    },
    [views, isPending, error, context, scanRunning, renderIssues],
  );
  const content = useMemo(
    () => ({
      title: INTEGRATION_DRAWER_TITLE,
      width: DRAWER_WIDTH.standard,
      items,
      render,
      // Only the integrations whose cards show (their flags, #26.1); while the list loads the drawer shows that.
      available: (item: string | undefined) => isPending || Boolean(error) || (items as readonly string[]).includes(item ?? ''),
    }),
    [items, render, isPending, error],
  );
  useDrawerContent('integration', content);

  const openIntegration = useCallback((type: IntegrationType) => open('integration', type), [open]);
  return { ...data, openIntegration };
}
