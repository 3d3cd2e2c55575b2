import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Wrench } from 'lucide-react';
import { appConfig } from '@/config/app-config';

export function MaintenanceScreen() {
  return (
    <Center as="main" minH="100dvh" bg="bg.canvas" px="6">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Center boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" aria-hidden>
          <Wrench size={28} />
        </Center>
        <Heading as="h1" textStyle="2xl" fontWeight="semibold">
          {appConfig.productName} is offline for maintenance
        </Heading>
        <Text color="fg.muted">We'll be back shortly. Your data is safe and monitoring continues in the background.</Text>
      </Stack>
    </Center>
  );
}
