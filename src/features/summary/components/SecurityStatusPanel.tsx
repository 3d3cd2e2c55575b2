import { memo, type ReactNode } from 'react';
import { Badge, Box, Flex, Grid, HStack, Heading, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Check, Cloud, MailWarning, Radar, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import type { RiskLevel } from '../model/risk-level';
import {
  CARD_STATE_TEXT,
  activateTarget,
  bannerFor,
  type CardKey,
  type CardState,
  type SecurityStatus,
} from '../model/security-status';
import { RiskLevelIndicator } from './RiskLevelIndicator';
import { SecurityBanner } from './SecurityBanner';
import { TargetLink } from './TargetLink';

export interface SecurityStatusPanelProps {
  level: RiskLevel;
  score: number | null | undefined;
  scorePending: boolean;
  scoreError: unknown;
  onRetryScore?: () => void;
  status: SecurityStatus;
  flags: { fraud_defense_enabled: boolean; centaur_mdr_is_enabled: boolean };
  contactUrl: string;
  onNavigate?: (destination: string) => void;
}

const CARDS: readonly { key: CardKey; title: string; description: string; icon: LucideIcon }[] = [
  { key: 'exposureScanner', title: 'Exposure Scanner', description: 'Your domains and internet-facing services', icon: Radar },
  {
    key: 'cloudAppSecurity',
    title: 'Cloud App Security',
    description: 'Microsoft 365 and Google Workspace settings',
    icon: Cloud,
  },
  { key: 'fraudDefense', title: 'Fraud Defense', description: 'Impersonation and payment-fraud e-mails', icon: MailWarning },
  { key: 'mdr', title: 'MDR', description: '24x7 detection and response by our analysts', icon: ShieldCheck },
];

/** Security Status (console-mdr-summary.md §2.8): Risk Level, the four overview cards and the contextual banner. */
export const SecurityStatusPanel = memo(function SecurityStatusPanel({
  level,
  score,
  scorePending,
  scoreError,
  onRetryScore,
  status,
  flags,
  contactUrl,
  onNavigate,
}: SecurityStatusPanelProps) {
  const banner = bannerFor(status);
  return (
    <Panel as="section" aria-labelledby="security-status-title">
      <Heading id="security-status-title" as="h2" textStyle="md" fontWeight="semibold" mb="5">
        Security Status
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap={{ base: '5', lg: '8' }} alignItems="center">
        <Box
          pr={{ lg: '8' }}
          borderRightWidth={{ lg: '1px' }}
          borderColor="border.subtle"
          alignSelf="stretch"
          display="flex"
          alignItems="center"
        >
          <Box w="full">
            {scorePending ? (
              <Stack gap="3" aria-busy>
                <Skeleton h="3" w="24" />
                <Skeleton h="8" w="44" />
                <Skeleton h="4" w="40" />
                <Skeleton h="1.5" w="full" />
              </Stack>
            ) : (
              <QueryState isPending={false} error={scoreError} onRetry={onRetryScore}>
                <RiskLevelIndicator level={level} score={score} />
              </QueryState>
            )}
          </Box>
        </Box>
        {/* Four across when the cards have room, otherwise two by two (container width, not the viewport). */}
        <Box css={{ containerType: 'inline-size' }}>
          <Grid
            gap="3"
            templateColumns="1fr"
            css={{
              '@container (min-width: 400px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
              '@container (min-width: 720px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
            }}
          >
            {CARDS.map((card) => (
              <OverviewCard
                key={card.key}
                title={card.title}
                description={
                  card.key === 'cloudAppSecurity' && status.cloudAppCount > 0
                    ? `${status.cloudAppCount} of 2 connected`
                    : card.description
                }
                icon={card.icon}
                state={status.cards[card.key]}
                activate={
                  card.key === 'exposureScanner' ? null : (
                    <TargetLink
                      destination={activateTarget(card.key, flags, contactUrl)}
                      color="brand.fg"
                      fontWeight="semibold"
                      textStyle="xs"
                      onClick={() => onNavigate?.(`activate_${card.key}`)}
                      aria-label={`Activate ${card.title}`}
                    >
                      {CARD_STATE_TEXT.activate}
                      <ArrowRight size={14} aria-hidden />
                    </TargetLink>
                  )
                }
              />
            ))}
          </Grid>
        </Box>
      </Grid>
      {banner ? (
        <Box mt="5">
          <SecurityBanner kind={banner} flags={flags} contactUrl={contactUrl} onNavigate={onNavigate} />
        </Box>
      ) : null}
    </Panel>
  );
});

interface OverviewCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  state: CardState;
  activate: ReactNode;
}

function OverviewCard({ title, description, icon: Icon, state, activate }: OverviewCardProps) {
  return (
    <Stack
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      bg="bg.panel"
      data-testid="overview-card"
      data-state={state}
    >
      <HStack justify="space-between" align="center" minH="7">
        <Flex
          boxSize="7"
          flexShrink={0}
          borderRadius="md"
          bg="brand.subtle"
          color="brand.fg"
          align="center"
          justify="center"
          aria-hidden
        >
          <Icon size={15} />
        </Flex>
        {state === 'activated' ? (
          <Badge colorPalette="green" variant="subtle" size="sm" gap="1">
            <Check size={12} aria-hidden />
            {CARD_STATE_TEXT.activated}
          </Badge>
        ) : state === 'connecting' ? (
          <HStack gap="1.5" color="fg.muted" role="status">
            <Spinner size="xs" />
            <Text textStyle="xs">{CARD_STATE_TEXT.connecting}</Text>
          </HStack>
        ) : (
          activate
        )}
      </HStack>
      <Stack gap="0.5" minW="0">
        <Text as="h3" textStyle="sm" fontWeight="semibold" truncate>
          {title}
        </Text>
        <Text textStyle="xs" color="fg.muted" lineClamp={2} minH="2lh">
          {description}
        </Text>
      </Stack>
    </Stack>
  );
}
