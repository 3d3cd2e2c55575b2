import { Box, Center } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import type { IntegrationType } from '@generated/model';
import { CATALOGUE } from '../model/catalogue';

function MicrosoftMark() {
  return (
    <svg viewBox="0 0 22 22" width="22" height="22" aria-hidden="true">
      <rect x="0" y="0" width="10" height="10" fill="#f25022" />
      <rect x="12" y="0" width="10" height="10" fill="#7fba00" />
      <rect x="0" y="12" width="10" height="10" fill="#00a4ef" />
      <rect x="12" y="12" width="10" height="10" fill="#ffb900" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="#4285f4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path
        fill="#34a853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#fbbc05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1z" />
      <path fill="#ea4335" d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}

function CrowdStrikeMark() {
  return (
    <Box as="span" fontWeight="bold" fontSize="13px" letterSpacing="tight" color="fg">
      CS
    </Box>
  );
}

/** The provider's mark on a neutral tile; fraud defense variants carry a shield. */
export function IntegrationIcon({ type, size = 10 }: { type: IntegrationType; size?: 10 | 12 }) {
  const provider = CATALOGUE[type].provider;
  return (
    <Center
      position="relative"
      boxSize={size}
      flexShrink={0}
      borderRadius="md"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.subtle"
      aria-hidden="true"
    >
      {provider === 'microsoft' ? <MicrosoftMark /> : provider === 'google' ? <GoogleMark /> : <CrowdStrikeMark />}
      {CATALOGUE[type].fraudDefense ? (
        <Center position="absolute" bottom="-1.5" right="-1.5" boxSize="5" borderRadius="full" bg="bg.panel" color="brand.fg">
          <ShieldCheck size={14} />
        </Center>
      ) : null}
    </Center>
  );
}
