import { Box, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LeftOutNotice } from '@/shared/ui/LeftOutNotice';
import { Link as RouterLink, useMatch, useNavigate } from '@tanstack/react-router';
import { CircleCheck, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { PageBody } from '@/shared/ui/PageBody';
import { PageHeader } from '@/shared/ui/PageHeader';
import { QueryState } from '@/shared/ui/QueryState';
import { IntegrationCard } from './components/IntegrationCard';
import { opensFraudDefense } from './model/catalogue';
import { attentionSummary, cardHealth, filterByAttention, type CardHealth } from './model/integration-health';
import { useIntegrationDrawer } from './use-integration-drawer';
import { useIntegrationIssues } from './use-integration-issues';
import { useIntegrations, type IntegrationView } from './use-integrations';

const INTRO_TITLE = 'Upgrade your security posture with integrations';
const NO_INTEGRATIONS = 'No integrations available';

function IntroBanner() {
  return (
    <HStack
      as="section"
      aria-label={INTRO_TITLE}
      gap="3"
      align="flex-start"
      px="5"
      py="4"
      mb="6"
      borderRadius="md"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Box color="brand.fg" pt="0.5" flexShrink={0}>
        <ShieldCheck size={20} aria-hidden="true" />
      </Box>
      <Stack gap="1">
        <Text fontWeight="semibold">{INTRO_TITLE}</Text>
        <Text textStyle="sm" color="fg.muted">
          Connect the services your company already uses to find risky settings and threats. Access is read-only and nothing we
          find ever impacts your premiums. Protect the administrator accounts that connect them:{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/settings/user">enable multi-factor authentication</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * The header's health (integration_health_enabled): 'All integrations healthy', or 'N need attention' as a toggle that
 * shows only those cards (`attention` in the URL).
 */
function AttentionSummary({
  summary,
  filtered,
  onToggle,
}: {
  summary: NonNullable<ReturnType<typeof attentionSummary>>;
  filtered: boolean;
  onToggle: () => void;
}) {
  if (summary.count === 0) {
    return (
      <HStack gap="2" color="fg.muted" textStyle="sm" data-testid="integrations-health-summary" data-attention="0">
        <Box color="green.fg">
          <CircleCheck size={16} aria-hidden="true" />
        </Box>
        <Text>{summary.text}</Text>
      </HStack>
    );
  }
  return (
    <Button
      size="sm"
      variant={filtered ? 'subtle' : 'outline'}
      colorPalette={filtered ? 'orange' : 'gray'}
      aria-pressed={filtered}
      onClick={onToggle}
      data-testid="integrations-health-summary"
      data-attention={summary.count}
    >
      <Box as="span" color="fg.warning">
        <TriangleAlert size={16} aria-hidden="true" />
      </Box>
      {summary.text}
    </Button>
  );
}

export function IntegrationsPage() {
  const navigate = useNavigate();
  // The route's typed search, read without throwing: the page stays mounted (a frame's story) while another route shows.
  const attention =
    useMatch({ from: '/_app/integrations', shouldThrow: false, select: (match) => match.search.attention === 'true' }) ?? false;
  // The list is read twice (here and in the drawer hook); the query cache makes it one request.
  const integrations = useIntegrations();
  const renderIssues = useIntegrationIssues(integrations.views);
  const { views, isPending, error, refetch, openIntegration, flags } = useIntegrationDrawer({ renderIssues });
  const health = flags.integration_health_enabled;
  const summary = useMemo(() => (health ? attentionSummary(views.map((view) => view.integration)) : null), [health, views]);
  const filtered = Boolean(summary?.count) && attention;
  const shown = useMemo(() => (filtered ? filterByAttention(views, true) : views), [filtered, views]);
  // Each card's health once per list (a memoized card keeps its render while the page renders for its drawer).
  const healthOf = useMemo(() => {
    const now = new Date();
    const byView = new Map(
      views.map((view): [IntegrationView, CardHealth] => [view, health ? cardHealth(view.integration, now) : null]),
    );
    return (view: IntegrationView): CardHealth => byView.get(view) ?? null;
  }, [health, views]);
  const toggleAttention = useCallback(
    () => void navigate({ to: '.', search: (prev) => ({ ...prev, attention: attention ? undefined : ('true' as const) }) }),
    [navigate, attention],
  );

  const onOpen = useCallback(
    (view: IntegrationView) => {
      if (opensFraudDefense({ type: view.integration.type, status: view.status }) && flags.fraud_defense_enabled) {
        void navigate({ to: '/fraud-defense/open-issues' });
      } else openIntegration(view.integration.type);
    },
    [navigate, openIntegration, flags],
  );

  return (
    <>
      <PageHeader
        title="Integrations"
        actions={summary ? <AttentionSummary summary={summary} filtered={filtered} onToggle={toggleAttention} /> : undefined}
      />
      <PageBody>
        <IntroBanner />
        <QueryState isPending={isPending} error={null} loadingLabel="Loading integrations…">
          {error || views.length === 0 ? (
            <Stack gap="3" align="flex-start" role="alert" data-testid="integrations-empty">
              <Text color="fg.muted">{NO_INTEGRATIONS}</Text>
              {error ? (
                <Link as="button" color="brand.fg" textStyle="sm" onClick={() => void refetch()}>
                  Try again
                </Link>
              ) : null}
            </Stack>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, '2xl': 3 }} gap="4" aria-label="Integrations">
              {shown.map((view) => (
                <Box as="li" key={view.integration.id}>
                  <IntegrationCard view={view} onOpen={onOpen} health={healthOf(view)} />
                </Box>
              ))}
            </SimpleGrid>
          )}
          {filtered ? (
            <Text textStyle="sm" color="fg.muted" mt="4" data-testid="integrations-filter-note">
              Showing {shown.length} of {views.length} integrations.{' '}
              <Link as="button" color="brand.fg" onClick={toggleAttention}>
                Show all
              </Link>
            </Text>
          ) : null}
          <LeftOutNotice count={integrations.leftOut} noun={['integration', 'integrations']} />
        </QueryState>
      </PageBody>
    </>
  );
}
