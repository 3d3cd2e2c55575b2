import { Alert, Badge, Box, Button, Flex, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { SkeletonLines } from '@/shared/ui/SkeletonLines';
import { formatLongDateTime } from '@/shared/format/dates';
import { cardHealth, healthFix, nextScanText, syncRow, type SyncRow } from '../model/integration-health';
import { useIntegrationHealth } from '../use-integration-health';
import type { IntegrationView } from '../use-integrations';

const STATUS_PALETTE: Record<SyncRow['status'], string> = {
  queued: 'gray',
  running: 'blue',
  ok: 'green',
  partial: 'orange',
  failed: 'red',
};

export interface IntegrationHealthProps {
  view: IntegrationView;
  /** 'Reconnect' and 'Grant permission': the sign-in flow that exists (or the CrowdStrike form), in place. */
  onReconnect: () => void;
  /** The role may not reconnect (manageIntegrations): the tooltip's text. */
  reconnectDenied?: string;
}

function SyncHistory({ rows }: { rows: SyncRow[] }) {
  if (rows.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No syncs yet.
      </Text>
    );
  }
  return (
    <List.Root as="ol" listStyle="none" ps="0" gap="0" aria-label="Last syncs" data-testid="sync-history">
      {rows.map((row) => (
        <List.Item
          key={row.id}
          py="2"
          borderTopWidth="1px"
          borderColor="border.subtle"
          _first={{ borderTopWidth: 0 }}
          data-testid="sync-row"
          data-status={row.status}
        >
          <Stack gap="0.5" w="full">
            <Flex gap="2" align="center" justify="space-between" wrap="wrap">
              <HStack gap="2">
                <Badge size="sm" variant="subtle" colorPalette={STATUS_PALETTE[row.status]}>
                  {row.statusLabel}
                </Badge>
                <Text as="time" textStyle="sm" className="tabular-nums" {...{ dateTime: row.at }}>
                  {row.when}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {row.trigger}
              </Text>
            </Flex>
            {row.counts ? (
              <Text textStyle="xs" color="fg.muted" className="tabular-nums">
                {row.counts}
              </Text>
            ) : null}
            {row.problem ? (
              <Text textStyle="xs" color="fg.warning">
                {row.problem}
              </Text>
            ) : null}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * The integration drawer's 'Health' section (issue #29, integration_health_enabled): the last sync and the next scan,
 * for a health_error its fix in steps with its one action, 'Sync now', and the last five syncs. Hidden (the
 * specification's drawer) with the flag off, for an integration that is not connected, or when the server has no
 * sync history (404/501).
 */
export function IntegrationHealth({ view, onReconnect, reconnectDenied }: IntegrationHealthProps) {
  const { integration } = view;
  const { syncs, running, denied, start } = useIntegrationHealth(view);
  if (syncs.state === 'hidden') return null;

  const error = integration.health_error;
  const fix = error ? healthFix(error, integration) : null;
  const line = cardHealth(integration, new Date());
  const lastSync = integration.last_sync_at;
  const next = nextScanText(integration.next_scan_at);
  const fixDenied = fix?.action === 'tryAgain' ? denied : reconnectDenied;
  // startIntegrationSync answers 409 INTEGRATION_NOT_CONNECTED for a broken integration: its fix is 'Reconnect'.
  const canSync = view.status === 'active' && view.phase === 'idle';

  return (
    <Stack as="section" gap="3" aria-label="Health" data-testid="integration-health-section">
      <Flex align="center" justify="space-between" gap="3">
        <Heading as="h3" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Health
        </Heading>
        {canSync ? (
          <DeniedTip reason={denied}>
            {(deniedProps) => (
              <Button
                size="xs"
                variant="outline"
                colorPalette="gray"
                onClick={start}
                loading={running}
                loadingText="Syncing…"
                disabled={running}
                {...deniedProps}
              >
                <RefreshCw size={14} aria-hidden="true" />
                Sync now
              </Button>
            )}
          </DeniedTip>
        ) : null}
      </Flex>

      <Stack gap="1" textStyle="sm">
        {running ? (
          <Text role="status" data-testid="sync-running">
            Syncing now…
          </Text>
        ) : null}
        {lastSync ? (
          <Text>
            {/* 'Synced 2 hours ago (exact time)'; with a problem the card says it, and this line the time alone. */}
            {line?.kind === 'synced' ? `${line.text} ` : 'Last sync '}
            <Text as="span" color="fg.muted">
              {line?.kind === 'synced' ? '(' : null}
              <time dateTime={lastSync}>{formatLongDateTime(lastSync)}</time>
              {line?.kind === 'synced' ? ')' : null}
            </Text>
          </Text>
        ) : null}
        {next ? <Text color="fg.muted">{next}</Text> : null}
      </Stack>

      {fix && error ? (
        <Alert.Root
          status={view.status === 'broken' ? 'error' : 'warning'}
          variant="subtle"
          borderRadius="md"
          data-testid="health-fix"
          data-error={error}
          data-action={fix.action}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{line?.kind === 'problem' ? line.text : fix.cause}</Alert.Title>
            <Alert.Description>
              <Stack gap="2" mt="1">
                <Text>{fix.cause}</Text>
                <List.Root as="ol" ps="5" gap="1" aria-label="How to fix it">
                  {fix.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
                <Box>
                  <DeniedTip reason={fixDenied}>
                    {(deniedProps) => (
                      <Button
                        size="sm"
                        colorPalette="brand"
                        loading={fix.action === 'tryAgain' ? running : view.phase !== 'idle'}
                        loadingText={fix.action === 'tryAgain' ? 'Syncing…' : 'Reconnecting…'}
                        disabled={fix.action === 'tryAgain' ? running : view.phase !== 'idle'}
                        onClick={() => {
                          if (fixDenied) return;
                          if (fix.action === 'tryAgain') start();
                          else onReconnect();
                        }}
                        {...deniedProps}
                      >
                        {fix.label}
                      </Button>
                    )}
                  </DeniedTip>
                </Box>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Stack gap="1">
        <Text textStyle="sm" fontWeight="medium">
          Last syncs
        </Text>
        {syncs.state === 'loading' ? (
          <SkeletonLines widths={['80%', '60%', '70%']} />
        ) : syncs.state === 'error' ? (
          <Text textStyle="sm" color="fg.muted" role="alert">
            The sync history could not be loaded.{' '}
            <Link as="button" color="brand.fg" onClick={syncs.retry}>
              Try again
            </Link>
          </Text>
        ) : (
          <SyncHistory rows={syncs.data.slice(0, 5).map((sync) => syncRow(sync, integration))} />
        )}
      </Stack>
    </Stack>
  );
}
