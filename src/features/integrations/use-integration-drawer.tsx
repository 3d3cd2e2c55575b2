import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AddIntegrationRequestValue, Integration, IntegrationType } from '@generated/model';
import { usePermission } from '@/features/platform';
import { DRAWER_WIDTH, type DrawerType } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions, useOpenItem } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { integrationQueries } from '@/shared/queries/integrations';
import { QueryState } from '@/shared/ui/QueryState';
import { CATALOGUE, mayShowIntegration } from './model/catalogue';
import { useIntegrationFlows } from './use-integration-flows';
import { useIntegrations, type IntegrationView } from './use-integrations';

export const INTEGRATION_DRAWER_TITLE = 'Integration details';

// What the drawer shows loads when it first opens (or after the first input, shared/overlay/interaction-parts.ts).
const IntegrationDetails = lazyPart(() => import('./components/IntegrationDetails').then((m) => m.IntegrationDetails));
const CrowdstrikeForm = lazyPart(() => import('./crowdstrike/CrowdstrikeForm').then((m) => m.CrowdstrikeForm));

/** The drawer types whose open item limits the steps (`stepThrough: 'opened'`). */
const INTEGRATION_DRAWER_TYPES = ['integration'] as const;

interface FormProps {
  view: IntegrationView;
  accountId: string;
  connect: (integration: Integration, value: AddIntegrationRequestValue) => Promise<void>;
}

function CrowdstrikeFormContainer({ view, accountId, connect }: FormProps) {
  const key = useQuery(integrationQueries.publicKey(accountId));
  return (
    <CrowdstrikeForm
      publicKey={key.data?.public_key ?? null}
      keyState={key.isPending ? 'loading' : key.error ? 'failed' : 'ready'}
      busy={view.phase !== 'idle'}
      onSubmit={(clientData) => void connect(view.integration, { client_data: clientData })}
    />
  );
}

export interface IntegrationDrawerOptions {
  /** The issues found for an integration, rendered under its details. */
  renderIssues?: (view: IntegrationView) => ReactNode;
  /**
   * 'all' (the integrations page): prev/next and ←/→ step through every shown integration. 'opened' (fraud defense's
   * activation): the drawer shows the integration it was opened for alone, 1 of 1.
   */
  stepThrough?: 'all' | 'opened';
}

const NO_DRAWER_TYPES: readonly DrawerType[] = [];

/**
 * Registers the integration drawer ('Integration details') over the visible integrations, so prev/next steps
 * through them, and returns the views and how to open one.
 */
export function useIntegrationDrawer({ renderIssues, stepThrough = 'all' }: IntegrationDrawerOptions = {}) {
  const data = useIntegrations();
  const flows = useIntegrationFlows();
  const scanRunning = useScanInProgress();
  const denied = usePermission('manageIntegrations').reason;
  const { open } = useDrawerActions();
  // Only a drawer stepping through the opened integration alone reads which one is open: the integrations page's
  // hook would otherwise re-render the page (every card) when its drawer opens (issue #30).
  const opened = useOpenItem(stepThrough === 'all' ? NO_DRAWER_TYPES : INTEGRATION_DRAWER_TYPES);
  const { views, isPending, error, accountId, flags } = data;
  const visible = useMemo(() => views.map((view) => view.integration.type as string), [views]);
  const items = useMemo(() => visible.filter((type) => stepThrough === 'all' || type === opened), [visible, stepThrough, opened]);

  const render = useCallback(
    (shown: string | undefined) => {
      const view = views.find((candidate) => candidate.integration.type === shown);
      if (!view) {
        return (
          <QueryState isPending={isPending} error={error} loadingLabel="Loading the integration…">
            <Text color="fg.muted" textStyle="sm">
              No integrations available
            </Text>
          </QueryState>
        );
      }
      const { integration } = view;
      const provider = CATALOGUE[integration.type].provider;
      const form = provider ? undefined : <CrowdstrikeFormContainer view={view} accountId={accountId} connect={flows.connect} />;
      return (
        <IntegrationDetails
          key={integration.type}
          view={view}
          scanRunning={scanRunning}
          form={form}
          issues={renderIssues?.(view)}
          denied={denied}
          onEnable={() => {
            if (provider) flows.startSignIn(integration);
            else document.querySelector<HTMLInputElement>('[data-testid="integration-details"] input[name="client_id"]')?.focus();
          }}
          onCancelSignIn={() => flows.cancelSignIn(integration.type)}
          onDisable={() => void flows.disconnect(integration)}
          onDismissNotice={() => flows.dismiss(integration)}
        />
      );
    },
    [views, isPending, error, accountId, flows, scanRunning, renderIssues, denied],
  );
  const content = useMemo(
    () => ({
      title: INTEGRATION_DRAWER_TITLE,
      width: DRAWER_WIDTH.standard,
      items,
      render,
      // Only the integrations whose cards show (their flags, #26.1): a hidden type is refused from the flags at once
      // (a drawer opened while the list loads would flash open, then close); while the list loads the drawer shows
      // that. All of them, not the steps: the steps follow the opened item a render after the URL, availability may not.
      available: (item: string | undefined) =>
        mayShowIntegration(item, flags) && (isPending || Boolean(error) || visible.includes(item ?? '')),
    }),
    [items, render, isPending, error, visible, flags],
  );
  useDrawerContent('integration', content);

  const openIntegration = useCallback((type: IntegrationType) => open('integration', type), [open]);
  return { ...data, openIntegration };
}
