import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { issuesLabel } from '../model/catalogue';
import { LOADING_TEXT } from '../model/integration-view';
import type { IntegrationView } from '../use-integrations';

/**
 * A card's state (console-platform.md §2.7): loading says 'Waiting for authorization...' or 'Scan in progress...';
 * active shows a live dot and '1 issue' / 'N issues'; broken a warning icon and its error.
 */
export function IntegrationStatusLine({ view }: { view: IntegrationView }) {
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
      <HStack gap="2" align="flex-start" color="fg.error" data-testid="integration-state" data-state="broken">
        <Box flexShrink={0} pt="0.5">
          <TriangleAlert size={16} aria-label="Broken" role="img" />
        </Box>
        <Text textStyle="sm" lineClamp={2}>
          {view.errorText ?? 'Not working'}
        </Text>
      </HStack>
    );
  }
  if (view.status === 'active') {
    const count = view.integration.issues_count ?? 0;
    return (
      <HStack gap="2" data-testid="integration-state" data-state="active">
        <Box as="span" position="relative" boxSize="2.5" flexShrink={0} data-testid="integration-live-dot">
          <Box
            as="span"
            position="absolute"
            inset="0"
            borderRadius="full"
            bg="green.solid"
            opacity={0.35}
            css={{
              animation: 'ping 1.6s cubic-bezier(0, 0, 0.2, 1) infinite',
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
  }
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="integration-state" data-state="inactive">
      Not connected
    </Text>
  );
}
