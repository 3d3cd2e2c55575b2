import { Box, Button, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, ExternalLink, MailCheck, PlayCircle, ShieldAlert } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { appConfig } from '@/config/app-config';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { useTrack } from '@/shared/monitoring/use-track';
import { Panel } from '@/shared/ui/Panel';
import { BENEFITS, landingOptionEvent, type LandingOption } from '../model/landing';

const FraudDefenseVideoDialog = lazy(() =>
  import('./FraudDefenseVideoDialog').then((module) => ({ default: module.FraudDefenseVideoDialog })),
);

const BENEFIT_ICONS = { authenticate: MailCheck, detect: ShieldAlert, monitor: Eye } as const;

export interface InactiveLandingProps {
  title: string;
  subtitle: string;
  /** An activation was started in this browser (JoinedFraudDefenseBeta) and is not finished. */
  activationStarted: boolean;
  onJoin: () => void;
  /** Why the signed-in role may not activate it ('Needs the Admin role'): 'Join now' then explains instead of opening. */
  denied?: string;
}

/** The fraud defense marketing page shown while no fraud defense integration is active (console-platform.md §2.8). */
export function InactiveLanding({ title, subtitle, activationStarted, onJoin, denied }: InactiveLandingProps) {
  // Loaded on first use, then kept mounted so closing animates and focus returns to the button.
  const [video, setVideo] = useState<'open' | 'closed' | null>(null);
  const track = useTrack();
  const chose = (option: LandingOption) => track(landingOptionEvent(option));

  return (
    <Stack gap="6" data-testid="fraud-defense-landing">
      <Panel as="section" aria-labelledby="fraud-defense-title" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
        <Stack gap="6" maxW="3xl">
          <Stack gap="2">
            <Heading
              id="fraud-defense-title"
              as="h1"
              textStyle={{ base: '2xl', md: '3xl' }}
              fontWeight="semibold"
              letterSpacing="tight"
            >
              {title}
            </Heading>
            <Text color="fg.muted" textStyle="md">
              {subtitle}
            </Text>
          </Stack>
          {activationStarted ? (
            <Text textStyle="sm" role="status" data-testid="activation-started">
              You started activating Fraud Defense. Join now to finish connecting your e-mail service.
            </Text>
          ) : null}
          <Flex gap="3" wrap="wrap" align="center">
            <DeniedTip reason={denied}>
              {(deniedProps) => (
                <Button
                  colorPalette="brand"
                  {...deniedProps}
                  onClick={() => {
                    if (denied) return;
                    chose('join_now');
                    onJoin();
                  }}
                >
                  Join now
                </Button>
              )}
            </DeniedTip>
            <Button
              variant="outline"
              onClick={() => {
                chose('video');
                setVideo('open');
              }}
            >
              <PlayCircle size={16} aria-hidden />
              Watch the video
            </Button>
            <Link
              href={appConfig.links.fraudDefenseFaq}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="semibold"
              textStyle="sm"
              px="2"
              onClick={() => chose('faq')}
            >
              Frequently asked questions
              <ExternalLink size={14} aria-hidden />
            </Link>
          </Flex>
        </Stack>
      </Panel>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="4" aria-label="Fraud Defense benefits">
        {BENEFITS.map((benefit) => {
          const Icon = BENEFIT_ICONS[benefit.id];
          return (
            <Panel as="li" key={benefit.id}>
              <HStack gap="3" align="flex-start">
                <Box color="brand.fg" bg="brand.subtle" borderRadius="md" p="2" flexShrink={0} aria-hidden>
                  <Icon size={18} />
                </Box>
                <Stack gap="1">
                  <Heading as="h2" textStyle="md" fontWeight="semibold">
                    {benefit.title}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted" _firstLetter={{ textTransform: 'uppercase' }}>
                    {benefit.text}
                  </Text>
                </Stack>
              </HStack>
            </Panel>
          );
        })}
      </SimpleGrid>
      {video ? (
        <Suspense fallback={null}>
          <FraudDefenseVideoDialog open={video === 'open'} onClose={() => setVideo('closed')} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
