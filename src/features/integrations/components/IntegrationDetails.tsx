import { Alert, Badge, Box, Button, Flex, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { ExternalLink, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import { appConfig } from '@/config/app-config';
import { DeniedTip, deniedSwitchProps } from '@/shared/access/DeniedTip';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { CATALOGUE, permissionsHeading } from '../model/catalogue';
import { healthFix } from '../model/integration-health';
import { SIGN_IN_TIME_LIMIT_MS } from '../signin/popup-watch';
import type { IntegrationView } from '../use-integrations';
import { IntegrationHealth } from './IntegrationHealth';
import { IntegrationIcon } from './IntegrationIcon';
import { IntegrationStatusLine } from './IntegrationStatusLine';

/** Google scopes read better without their common URL prefix; the full scope stays in the tooltip. */
const permissionLabel = (permission: string) => permission.replace(/^https:\/\/www\.googleapis\.com\/auth\//, '');

const TERMS_INTRO = 'By signing up, you acknowledge and agree to the following:';
const TERMS_LINK = 'Fraud Defense Terms of Service';

export interface IntegrationDetailsProps {
  view: IntegrationView;
  scanRunning: boolean;
  /** Starts the provider sign-in (Microsoft and Google types). */
  onEnable: () => void;
  onCancelSignIn: () => void;
  onDisable: () => void;
  onDismissNotice: () => void;
  /** The CrowdStrike form, for the form-based integration. */
  form?: ReactNode;
  /** The issues found for this integration. */
  issues?: ReactNode;
  /** The signed-in role may not connect or disable integrations: the role needed, for the controls' tooltip. */
  denied?: string;
}

/** A form-based integration (CrowdStrike) whose fix is a new secret shows its form, also while still active. */
const needsForm = ({ integration }: IntegrationView) =>
  CATALOGUE[integration.type].provider === null &&
  Boolean(integration.health_error) &&
  healthFix(integration.health_error!, integration).action !== 'tryAgain';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function noticeText(notice: Exclude<IntegrationView['notice'], null>, name: string): { title: string; body: string } {
  switch (notice) {
    case 'popupBlocked':
      return {
        title: 'The sign-in window was blocked',
        body: `Your browser stopped the ${name} sign-in window from opening. Allow pop-ups for this site, then try again.`,
      };
    case 'signInCancelled':
      return {
        title: 'Sign-in was cancelled',
        body: `The sign-in window closed before ${name} was connected. Nothing was changed.`,
      };
    case 'signInTimedOut':
      return {
        title: 'Sign-in was cancelled',
        body: `${name} did not answer within ${SIGN_IN_TIME_LIMIT_MS / 60_000} minutes, so the sign-in window was closed. Nothing was changed.`,
      };
    // console-platform.md §8; the server has not said it failed, so nothing is marked failed.
    case 'requestTimedOut':
      return {
        title: TIMEOUT_MESSAGE,
        body: `The request to connect ${name} is still pending. Its status is read again the next time you open this page.`,
      };
  }
}

function SignInNotice({ view, onRetry, onDismiss }: { view: IntegrationView; onRetry: () => void; onDismiss: () => void }) {
  if (!view.notice) return null;
  const blocked = view.notice === 'popupBlocked';
  // Enabling again while the request may still complete would only be refused: the notice offers no retry.
  const retry = view.notice !== 'requestTimedOut';
  const { title, body } = noticeText(view.notice, view.integration.display_name);
  return (
    <Alert.Root
      status={blocked || !retry ? 'warning' : 'info'}
      variant="subtle"
      borderRadius="md"
      role={blocked ? 'alert' : 'status'}
      data-testid="sign-in-notice"
      data-notice={view.notice}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>{body}</Text>
            <HStack gap="2">
              {retry ? (
                <Button size="xs" colorPalette="brand" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
              <Button size="xs" variant="ghost" colorPalette="gray" onClick={onDismiss}>
                Dismiss
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The integration drawer's body (console-platform.md §2.7). */
export function IntegrationDetails({
  view,
  scanRunning,
  onEnable,
  onCancelSignIn,
  onDisable,
  onDismissNotice,
  form,
  issues,
  denied,
}: IntegrationDetailsProps) {
  const { integration } = view;
  const entry = CATALOGUE[integration.type];
  const [confirming, setConfirming] = useState(false);
  const active = view.status === 'active';
  const busy = view.phase !== 'idle';
  const permissions = integration.permissions ?? [];
  const steps = integration.enable_steps ?? [];
  const role = integration.required_role ?? entry.requiredRole;
  const toggleLocked = scanRunning || busy || (active && !integration.integration_id);

  return (
    <Stack gap="6" data-testid="integration-details" data-type={integration.type}>
      <Stack gap="4">
        <HStack gap="3" align="center">
          <IntegrationIcon type={integration.type} size={12} />
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" textStyle="lg" fontWeight="semibold">
                {integration.display_name}
              </Heading>
              {integration.is_beta ? (
                <Badge size="sm" variant="subtle" colorPalette="brand">
                  Beta
                </Badge>
              ) : null}
            </HStack>
            <IntegrationStatusLine view={view} />
          </Stack>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {integration.description}
        </Text>
        {integration.disclaimer ? (
          <HStack
            gap="2"
            align="flex-start"
            p="3"
            borderRadius="md"
            bg="bg.subtle"
            textStyle="sm"
            data-testid="integration-disclaimer"
          >
            <Box pt="0.5" color="fg.muted" flexShrink={0}>
              <Info size={16} aria-hidden="true" />
            </Box>
            <Text>{integration.disclaimer}</Text>
          </HStack>
        ) : null}
      </Stack>

      {view.errorText && !view.loading ? (
        <Alert.Root status="error" variant="subtle" borderRadius="md" role="alert" data-testid="integration-error">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{view.errorText}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SignInNotice view={view} onRetry={onEnable} onDismiss={onDismissNotice} />

      <IntegrationHealth view={view} onReconnect={onEnable} reconnectDenied={denied} />

      <Flex align="center" justify="space-between" gap="4" p="3" borderWidth="1px" borderColor="border.subtle" borderRadius="md">
        <Stack gap="0.5">
          <Text textStyle="sm" fontWeight="medium">
            {active ? 'Integration is active' : 'Integration is off'}
          </Text>
          {scanRunning ? (
            <Text textStyle="xs" color="fg.muted">
              You can change this once the current scan has finished.
            </Text>
          ) : null}
        </Stack>
        <DeniedTip reason={denied}>
          {(deniedProps) => (
            <Switch.Root
              colorPalette="brand"
              {...deniedSwitchProps(deniedProps).root}
              // Shows the off position while the confirmation asks, so the switch and its input agree when it is cancelled.
              checked={active && !confirming}
              disabled={toggleLocked}
              readOnly={Boolean(denied)}
              onCheckedChange={(event) => (event.checked ? onEnable() : setConfirming(true))}
            >
              <Switch.HiddenInput aria-label={`${integration.display_name} active`} {...deniedSwitchProps(deniedProps).input} />
              <Switch.Control opacity={denied ? 0.5 : undefined} />
            </Switch.Root>
          )}
        </DeniedTip>
      </Flex>

      {!active || needsForm(view) ? (
        <Section title="How to enable">
          {role ? (
            <Text textStyle="sm">
              Requires a{/^[AEIOU]/.test(role) ? 'n' : ''} <strong>{role}</strong> account.
            </Text>
          ) : null}
          {steps.length > 0 ? (
            <List.Root as="ol" gap="1.5" ps="5" textStyle="sm">
              {steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          ) : null}
          {denied ? (
            <DeniedTip reason={denied}>
              {(deniedProps) => (
                <Button colorPalette="brand" alignSelf="flex-start" mt="2" {...deniedProps}>
                  Enable Integration
                </Button>
              )}
            </DeniedTip>
          ) : entry.provider ? (
            view.phase === 'signingIn' ? (
              <HStack gap="2" mt="2">
                <Button colorPalette="brand" loading loadingText="Waiting for authorization..." />
                <Button variant="outline" colorPalette="gray" onClick={onCancelSignIn}>
                  Cancel sign-in
                </Button>
              </HStack>
            ) : (
              <Button colorPalette="brand" alignSelf="flex-start" mt="2" onClick={onEnable} loading={busy} disabled={scanRunning}>
                Enable Integration
              </Button>
            )
          ) : (
            <Box mt="2">{form}</Box>
          )}
        </Section>
      ) : null}

      {integration.has_terms ? (
        <Text textStyle="sm" color="fg.muted" data-testid="integration-terms">
          {TERMS_INTRO}{' '}
          <Link href={appConfig.links.fraudDefenseTerms} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {TERMS_LINK}
            <ExternalLink size={12} aria-hidden="true" />
          </Link>
        </Text>
      ) : null}

      {issues}

      {/* An integration that asks for no permissions has no heading over an empty list. */}
      {permissions.length > 0 ? (
        <Section title={permissionsHeading(integration.type, permissions.length)}>
          <List.Root gap="1" textStyle="xs" fontFamily="mono" color="fg.muted" ps="0" listStyle="none" aria-label="Permissions">
            {permissions.map((permission) => (
              <List.Item key={permission} wordBreak="break-all" title={permission}>
                {permissionLabel(permission)}
              </List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={`Disable ${integration.display_name}?`}
        body={`${integration.display_name} will stop sending information to your security score. You can turn it back on at any time.`}
        confirmLabel="Disable"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDisable();
        }}
      />
    </Stack>
  );
}
