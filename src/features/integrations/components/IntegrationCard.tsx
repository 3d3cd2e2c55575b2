import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { CATALOGUE, permissionsNote } from '../model/catalogue';
import type { CardHealth } from '../model/integration-health';
import type { IntegrationView } from '../use-integrations';
import { IntegrationIcon } from './IntegrationIcon';
import { IntegrationStatusLine } from './IntegrationStatusLine';

const PREMIUM_NOTE = 'Never impacts your premiums';

/**
 * An integration card; the whole card is one button that opens the drawer (or the fraud defense findings). Memoized:
 * the page renders again when its drawer opens, the cards need not (issue #30).
 */
export const IntegrationCard = memo(function IntegrationCard({
  view,
  onOpen,
  health = null,
}: {
  view: IntegrationView;
  onOpen: (view: IntegrationView) => void;
  /** The card's health line (integration_health_enabled). */
  health?: CardHealth;
}) {
  const { integration } = view;
  const entry = CATALOGUE[integration.type];
  const notes = [permissionsNote(integration.type), PREMIUM_NOTE, entry.cardNote].filter(Boolean) as string[];
  return (
    <Box
      as="button"
      onClick={() => onOpen(view)}
      data-testid="integration-card"
      data-type={integration.type}
      data-status={view.status}
      data-attention={health?.kind === 'problem' ? 'true' : undefined}
      textAlign="left"
      w="full"
      h="full"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={view.status === 'broken' ? 'border.error' : 'border.subtle'}
      borderRadius="lg"
      p="5"
      cursor="pointer"
      transition="border-color 120ms, box-shadow 120ms"
      _hover={{ borderColor: 'border.emphasized', boxShadow: 'xs' }}
      focusVisibleRing="outside"
    >
      <Stack gap="4" h="full">
        <HStack gap="3" align="flex-start">
          <IntegrationIcon type={integration.type} />
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" textStyle="md" fontWeight="semibold">
                {integration.display_name}
              </Heading>
              {integration.is_beta ? (
                <Badge size="sm" variant="subtle" colorPalette="brand">
                  Beta
                </Badge>
              ) : null}
            </HStack>
            <IntegrationStatusLine view={view} health={health} />
          </Stack>
          <Box color="fg.subtle" flexShrink={0} pt="1" aria-hidden="true">
            <ChevronRight size={18} />
          </Box>
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {integration.description}
        </Text>
        <HStack gap="1.5" wrap="wrap" mt="auto">
          {notes.map((note) => (
            <Badge key={note} size="sm" variant="outline" colorPalette="gray" fontWeight="normal">
              {note}
            </Badge>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
});
