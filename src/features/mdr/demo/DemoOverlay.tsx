import { Box, Button, Center, Icon, Stack, Text } from '@chakra-ui/react';
import { ScanEye } from 'lucide-react';
import type { ReactNode } from 'react';

/** For accounts without MDR: the overview, inert and blurred, under an invitation to turn on demo mode. */
export function DemoOverlay({ onTakeALook, children }: { onTakeALook: () => void; children: ReactNode }) {
  return (
    <Box position="relative" data-testid="mdr-demo-overlay">
      <Box filter="blur(3px) saturate(0.6)" opacity="0.55" pointerEvents="none" userSelect="none" aria-hidden inert>
        {children}
      </Box>
      <Center position="absolute" inset="0" px="4" alignItems={{ base: 'flex-start', lg: 'center' }} pt={{ base: '16', lg: '0' }}>
        <Stack
          align="center"
          gap="4"
          textAlign="center"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.subtle"
          rounded="xl"
          boxShadow="lg"
          px={{ base: '6', md: '10' }}
          py="8"
          maxW="420px"
        >
          <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden>
            <Icon boxSize="6">
              <ScanEye />
            </Icon>
          </Center>
          <Text textStyle="md" fontWeight="semibold">
            Turn on demo mode to explore the portal.
          </Text>
          <Button colorPalette="brand" onClick={onTakeALook}>
            Take a Look
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
