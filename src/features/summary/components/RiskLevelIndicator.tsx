import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { severityColors } from '@/shared/theme/severity';
import { MAX_SECURITY_SCORE, RISK_SEGMENTS, type RiskLevel } from '../model/risk-level';

export interface RiskLevelIndicatorProps {
  level: RiskLevel;
  score: number | null | undefined;
}

const SEGMENTS = RISK_SEGMENTS.map((segment) => ({ from: segment.from, to: segment.to, tone: segment.level.tone }));

/** The Risk Level: its label in the band's colour, the score out of 600 and where it sits among the bands. */
export function RiskLevelIndicator({ level, score }: RiskLevelIndicatorProps) {
  const colors = severityColors(level.tone);
  const hasScore = typeof score === 'number';
  const position = hasScore ? Math.min(Math.max(score / MAX_SECURITY_SCORE, 0), 1) * 100 : null;
  return (
    <Stack gap="3" data-testid="risk-level" data-tone={level.tone}>
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        Risk Level
      </Text>
      <HStack gap="2.5" align="center">
        <Box boxSize="3" borderRadius="full" bg={colors.solid} aria-hidden />
        <Text textStyle="2xl" fontWeight="semibold" letterSpacing="tight" color={colors.fg} lineHeight="1.1">
          {level.label}
        </Text>
      </HStack>
      <Text textStyle="sm" color="fg.muted" className="tabular-nums">
        {hasScore ? (
          <>
            Security score{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {score}
            </Text>{' '}
            of {MAX_SECURITY_SCORE}
          </>
        ) : (
          'No security score yet: based on your open issues'
        )}
      </Text>
      <Box position="relative" pt="1" aria-hidden>
        <Flex h="1.5" borderRadius="full" overflow="hidden" gap="2px">
          {SEGMENTS.map((segment) => (
            <Box
              key={segment.from}
              flex={`${segment.to - segment.from} 0 0`}
              bg={severityColors(segment.tone).solid}
              opacity={segment.tone === level.tone ? 1 : 0.3}
            />
          ))}
        </Flex>
        {position !== null ? (
          <Box
            position="absolute"
            top="-1px"
            left={`calc(${position}% - 5px)`}
            boxSize="2.5"
            borderRadius="full"
            bg="bg.panel"
            borderWidth="2px"
            borderColor="fg"
          />
        ) : null}
      </Box>
    </Stack>
  );
}
