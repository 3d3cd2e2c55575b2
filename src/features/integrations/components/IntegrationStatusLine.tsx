import { Box, HStack, Spinner, Stack, Text, type StackProps } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tip } from '@/shared/overlay/Tip';
import { issuesLabel } from '../model/catalogue';
import type { CardHealth } from '../model/integration-health';
import { LOADING_TEXT } from '../model/integration-view';
import type { IntegrationView } from '../use-integrations';

/** A warning icon (named for screen readers) and up to two lines of text: a broken card, or a card's problem. */
function WarningLine({ color, label, children, ...rest }: { color: string; label: string; children: ReactNode } & StackProps) {
  return (
    <HStack gap="2" align="flex-start" color={color} {...rest}>
      <Box flexShrink={0} pt="0.5">
        <TriangleAlert size={16} aria-label={label} role="img" />
      </Box>
      <Text textStyle="sm" lineClamp={2}>
        {children}
      </Text>
    </HStack>
  );
}

/**
 * A card's health (integration_health_enabled): 'Synced 2 hours ago' with the exact time on hover, or the problem in
 * words. The card is one button: the time is not a control of its own, the drawer's 'Health' section says it in full.
 */
function HealthLine({ health }: { health: Exclude<CardHealth, null> }) {
  if (health.kind === 'problem') {
    return (
      <WarningLine color="fg.warning" label="Needs attention" data-testid="integration-health" data-health="problem">
        {health.text}
      </WarningLine>
    );
  }
  return (
    <Tip content={health.exact}>
      {(tip) => (
        <Text textStyle="sm" color="fg.muted" data-testid="integration-health" data-health="synced" alignSelf="flex-start">
          <time dateTime={health.at} {...tip}>
            {health.text}
          </time>
        </Text>
      )}
    </Tip>
  );
}

/**
 * A card's state (console-platform.md §2.7): loading says 'Waiting for authorization...' or 'Scan in progress...';
 * active shows a live dot and '1 issue' / 'N issues'; broken a warning icon and its error. With `health` (issue #29)
 * a broken card says its problem in words instead of the server's error, and an active one adds its health line.
 */
export function IntegrationStatusLine({ view, health = null }: { view: IntegrationView; health?: CardHealth }) {
  if (view.loading) {
    return (
      <HStack gap="2" color="fg.muted" role="status" data-testid="integration-state" data-state={view.loading}>
        <Spinner size="xs" color="brand.solid" />
        <Text textStyle="sm">{LOADING_TEXT[view.loading]}</Text>
      </HStack>
    );
  }
  if (view.status === 'broken') {
    return (
      <WarningLine color="fg.error" label="Broken" data-testid="integration-state" data-state="broken">
        {/* The console's own failed attempt is newer than the server's health. */}
        {health?.kind === 'problem' && view.errorText === (view.integration.error ?? null)
          ? health.text
          : (view.errorText ?? 'Not working')}
      </WarningLine>
    );
  }
  if (view.status === 'active') {
    const count = view.integration.issues_count ?? 0;
    const state = (
      <HStack gap="2" data-testid="integration-state" data-state="active">
        <Box as="span" position="relative" boxSize="2.5" flexShrink={0} data-testid="integration-live-dot">
          <Box
            as="span"
            position="absolute"
            inset="0"
            borderRadius="full"
            bg="green.solid"
            opacity={0.35}
            // Three pings (under 5 s, WCAG 2.2.2: no endless motion beside content), then the dot alone: an endless
            // one kept an idle integrations page redrawing (about 12% of a core in Chromium without a GPU).
            css={{
              animation: 'ping 1.6s cubic-bezier(0, 0, 0.2, 1) 3',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
          <Box as="span" position="absolute" inset="0.5" borderRadius="full" bg="green.solid" />
        </Box>
        <Text textStyle="sm" fontWeight="medium" className="tabular-nums">
          <Box as="span" srOnly>
            Active,{' '}
          </Box>
          {issuesLabel(count)}
        </Text>
      </HStack>
    );
    if (!health) return state;
    return (
      <Stack gap="1">
        {state}
        <HealthLine health={health} />
      </Stack>
    );
  }
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="integration-state" data-state="inactive">
      Not connected
    </Text>
  );
}
