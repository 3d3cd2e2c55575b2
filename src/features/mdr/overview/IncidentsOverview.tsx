import { Box, Button, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { WidgetCard } from '../components/WidgetCard';
import type { IncidentCounts } from '../model/overview';
import type { TimeRangeId } from '../model/time-range';

export const INCIDENTS_OVERVIEW_INFO =
  'A security alert or group of alerts that require additional response and customer awareness';

export type IncidentCard = 'total' | 'closed' | 'inprogress' | 'waiting';

const INCIDENT_CARDS: { key: IncidentCard; title: string; subText: string }[] = [
  { key: 'total', title: 'Total Incidents', subText: 'Alerts investigated by MDR that escalated to an Incident' },
  { key: 'closed', title: 'Incidents Closed', subText: 'Closed after MDR team investigation' },
  { key: 'inprogress', title: 'Incidents In Progress', subText: 'Under active investigation by MDR' },
  { key: 'waiting', title: 'Waiting for Your Response', subText: 'Incident waiting for users input' },
];

export interface IncidentsOverviewProps {
  counts: IncidentCounts;
  /** The overview's time range (absent for All Times): a status card keeps it, so the list's count matches the card. */
  range?: TimeRangeId;
  /** 'View Incidents →' shows only when MDR is active and an incident waits. */
  showWaitingLink: boolean;
  onCardClick: (card: IncidentCard) => void;
  onViewWaiting: () => void;
}

/** Incidents Overview (§2.5): a card click opens the incidents list filtered by the card's status; Total clears filters. */
export function IncidentsOverview({ counts, range, showWaitingLink, onCardClick, onViewWaiting }: IncidentsOverviewProps) {
  return (
    <WidgetCard title="Incidents Overview" info={INCIDENTS_OVERVIEW_INFO} minH="325px">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" flex="1">
        {INCIDENT_CARDS.map((card) => {
          const count = counts[card.key];
          const highlighted = card.key === 'waiting' && count > 0;
          return (
            <LinkBox
              key={card.key}
              as="article"
              data-testid={`incident-card-${card.key}`}
              borderWidth="1px"
              borderColor={highlighted ? 'brand.emphasized' : 'border.subtle'}
              bg={highlighted ? 'brand.subtle' : 'bg.panel'}
              rounded="md"
              px="4"
              py="3"
              transition="border-color 120ms, box-shadow 120ms"
              _hover={{ borderColor: 'brand.border', boxShadow: 'xs' }}
              _focusWithin={{
                borderColor: 'brand.border',
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '1px',
              }}
            >
              <Stack gap="1" h="full">
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <Link
                    to="/mdr/incidents"
                    search={card.key === 'total' ? {} : { status: [card.key], range }}
                    onClick={() => onCardClick(card.key)}
                  >
                    <Text as="span" textStyle="sm" fontWeight="medium" color="fg.muted">
                      {card.title}
                    </Text>
                  </Link>
                </LinkOverlay>
                <Text
                  textStyle="3xl"
                  fontWeight="semibold"
                  lineHeight="1.1"
                  className="tabular-nums"
                  color={highlighted ? 'brand.fg' : 'fg'}
                >
                  {count}
                </Text>
                <Text textStyle="xs" color="fg.muted" lineHeight="short">
                  {card.subText}
                </Text>
                {card.key === 'waiting' && showWaitingLink && count > 0 ? (
                  <Box mt="auto" pt="1" position="relative" zIndex="1">
                    <Button
                      variant="plain"
                      size="xs"
                      px="0"
                      h="auto"
                      color="brand.fg"
                      fontWeight="semibold"
                      onClick={onViewWaiting}
                      _hover={{ textDecoration: 'underline' }}
                    >
                      {count === 1 ? 'View Incident →' : 'View Incidents →'}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </WidgetCard>
  );
}
