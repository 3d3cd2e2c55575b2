import { Box, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Panel } from '@/shared/ui/Panel';

const SCORE_HISTORY_TITLE = 'Score history';

/**
 * The card's header: its title and, beside it, the range choice. One for the card and its placeholder, so that the
 * placeholder keeps the card's height.
 */
export function ScoreHistoryHeader({ titleId, children }: { titleId?: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
      <Heading id={titleId} as="h2" textStyle="md" fontWeight="semibold">
        {SCORE_HISTORY_TITLE}
      </Heading>
      {children}
    </HStack>
  );
}

/**
 * The card's body while the history loads, in the loaded body's shape and height (chart, risk legend, the day's
 * readout, the two largest changes, the button to the table of changes): the issues below do not move when the data
 * arrives (issue #30, layout shift).
 */
export function ScoreHistorySkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy aria-label="Loading the score history">
      <Skeleton h={{ base: '200px', md: '240px' }} />
      <Skeleton h="4" w="96" maxW="full" mt="-2" />
      <Box borderTopWidth="1px" borderColor="border.subtle" pt="3" minH="16">
        <Skeleton h="5" w="40%" />
      </Box>
      <Stack gap="1.5">
        <Skeleton h="5" w="50%" />
        <Skeleton h="5" w="50%" />
      </Stack>
      <Skeleton h="8" w="56" maxW="full" />
    </Stack>
  );
}

/**
 * What the summary shows while the card's code loads (it loads after the page's own, behind its flag): the card's
 * frame and header at their size, so the Security Issues below keep their place when the card arrives.
 */
export function ScoreHistoryPlaceholder() {
  return (
    <Panel as="section" aria-label={SCORE_HISTORY_TITLE} aria-busy>
      <ScoreHistoryHeader>
        {/* The range choice's size: three extra-small buttons in a bordered group. */}
        <Skeleton h="38px" w="224px" borderRadius="md" />
      </ScoreHistoryHeader>
      <ScoreHistorySkeleton />
    </Panel>
  );
}
