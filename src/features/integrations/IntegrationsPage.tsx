import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LeftOutNotice } from '@/shared/ui/LeftOutNotice';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useCallback } from 'react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { QueryState } from '@/shared/ui/QueryState';
import { IntegrationCard } from './components/IntegrationCard';
import { opensFraudDefense } from './model/catalogue';
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

export function IntegrationsPage() {
  const navigate = useNavigate();
  // The list is read twice (here and in the drawer hook); the query cache makes it one request.
  const integrations = useIntegrations();
  const renderIssues = useIntegrationIssues(integrations.views);
  const { views, isPending, error, refetch, openIntegration, flags } = useIntegrationDrawer({ renderIssues });

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
      <PageHeader title="Integrations" />
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
            {views.map((view) => (
              <Box as="li" key={view.integration.id}>
                <IntegrationCard view={view} onOpen={onOpen} />
              </Box>
            ))}
          </SimpleGrid>
        )}
        <LeftOutNotice count={integrations.leftOut} noun={['integration', 'integrations']} />
      </QueryState>
    </>
  );
}
