import { Badge, Box, Button, Center, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, ShieldCheck, Siren, type LucideIcon } from 'lucide-react';
import { Panel } from '@/shared/ui/Panel';
import { usePromoDialogs } from './PromoDialogs';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Clock, title: '24/7 monitoring', text: 'Analysts watch every endpoint day and night, weekends and holidays included.' },
  {
    icon: Siren,
    title: 'Investigated alerts',
    text: 'Each detection is triaged by a person; incidents come to you with context.',
  },
  { icon: ShieldCheck, title: 'Rapid response', text: 'Hosts are isolated and accounts locked within minutes when it matters.' },
];

/** The MDR promo page (§2.4) for accounts that have not registered for MDR. */
export function MdrPromoPage() {
  const promo = usePromoDialogs('mdr_promo_page', false);
  return (
    <Panel p="0" overflow="hidden" data-testid="mdr-promo">
      <Flex direction={{ base: 'column', lg: 'row' }}>
        <Stack gap="5" p={{ base: '6', md: '10' }} flex="1.2" justify="center">
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="md">
            Managed Detection and Response
          </Badge>
          <Heading as="h2" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" letterSpacing="tight" lineHeight="1.2">
            Protect your business with confidence
          </Heading>
          <Text color="fg.muted" textStyle="md" maxW="52ch">
            Our security team monitors your business 24/7, investigates every alert and responds to threats before they turn into
            incidents, so you can focus on running your business.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={promo.scheduleCall}>
              Schedule a Call
            </Button>
            <Button variant="outline" onClick={promo.seeWhy}>
              See Why
            </Button>
          </Flex>
        </Stack>
        <Box
          flex="1"
          bg="bg.subtle"
          borderStartWidth={{ lg: '1px' }}
          borderTopWidth={{ base: '1px', lg: '0' }}
          borderColor="border.subtle"
          p={{ base: '6', md: '10' }}
        >
          <SimpleGrid columns={1} gap="5">
            {FEATURES.map((feature) => (
              <Flex key={feature.title} gap="4" align="flex-start">
                <Center boxSize="9" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden>
                  <Icon boxSize="5">
                    <feature.icon />
                  </Icon>
                </Center>
                <Stack gap="0.5">
                  <Text fontWeight="semibold" textStyle="sm">
                    {feature.title}
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    {feature.text}
                  </Text>
                </Stack>
              </Flex>
            ))}
          </SimpleGrid>
        </Box>
      </Flex>
      {promo.dialogs}
    </Panel>
  );
}
