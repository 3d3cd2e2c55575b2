import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { appConfig } from '@/config/app-config';

export function LoadingScreen({ label = `Loading ${appConfig.productName}…` }: { label?: string }) {
  return (
    <Center minH="100dvh" bg="bg.canvas" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" textStyle="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
