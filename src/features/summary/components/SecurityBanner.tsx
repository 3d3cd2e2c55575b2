import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { activateTarget, type BannerKind } from '../model/security-status';
import { TargetLink } from './TargetLink';

export interface SecurityBannerProps {
  kind: BannerKind;
  flags: { fraud_defense_enabled: boolean; centaur_mdr_is_enabled: boolean };
  contactUrl: string;
  onNavigate?: (destination: string) => void;
}

const BANNER_TEXT: Record<BannerKind, { title: string; body: string }> = {
  protect: {
    title: 'Protect your organization beyond its websites and servers',
    body: 'Connect Microsoft 365 or Google Workspace to check their security settings, and turn on Fraud Defense to catch impersonation and payment-fraud e-mails.',
  },
  recommended: {
    title: 'Fraud Defense is highly recommended',
    body: 'Your cloud apps are monitored. Fraud Defense adds protection against impersonation and business e-mail compromise, the most common way businesses lose money to attackers.',
  },
  mdr: {
    title: 'Add 24x7 Managed Detection and Response',
    body: 'Our analysts watch your endpoints and e-mail around the clock and respond to threats for you, day and night.',
  },
};

/** The contextual banner of the Security Status panel (one of three, chosen by bannerFor). */
export function SecurityBanner({ kind, flags, contactUrl, onNavigate }: SecurityBannerProps) {
  const text = BANNER_TEXT[kind];
  const action = (label: string, card: 'cloudAppSecurity' | 'fraudDefense' | 'mdr', variant: 'solid' | 'outline') => (
    <Button asChild size="sm" variant={variant} colorPalette="brand">
      <TargetLink
        destination={activateTarget(card, flags, contactUrl)}
        textDecoration="none"
        _hover={{ textDecoration: 'none' }}
        onClick={() => onNavigate?.(`banner_${kind}_${card}`)}
      >
        {label}
      </TargetLink>
    </Button>
  );
  return (
    <Flex
      role="region"
      aria-label={text.title}
      data-testid="security-banner"
      data-kind={kind}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="4"
      px="5"
      py="4"
      borderRadius="md"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <HStack gap="3" align="flex-start">
        <Flex
          boxSize="8"
          flexShrink={0}
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          align="center"
          justify="center"
          aria-hidden
        >
          <Sparkles size={16} />
        </Flex>
        <Stack gap="0.5">
          <Text fontWeight="semibold" textStyle="sm">
            {text.title}
          </Text>
          <Text textStyle="sm" color="fg.muted" maxW="3xl">
            {text.body}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" flexShrink={0}>
        {kind === 'protect' ? action('Connect integrations', 'cloudAppSecurity', 'solid') : null}
        {kind === 'recommended' ? action('Set up Fraud Defense', 'fraudDefense', 'solid') : null}
        {kind === 'mdr' ? (
          <>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <TargetLink
                destination={{ href: contactUrl }}
                textDecoration="none"
                _hover={{ textDecoration: 'none' }}
                onClick={() => onNavigate?.('banner_mdr_contact')}
              >
                Contact Us
              </TargetLink>
            </Button>
            {action('Discover MDR', 'mdr', 'solid')}
          </>
        ) : null}
      </HStack>
    </Flex>
  );
}
