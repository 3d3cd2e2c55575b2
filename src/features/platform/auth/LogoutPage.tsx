import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endSession } from './end-session';

/** Stops every poll and drops cached data before leaving for the identity provider. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    endSession(queryClient, (url) => window.location.assign(url));
  }, [queryClient]);
  return (
    <Stack align="center" gap="3" textAlign="center" role="status">
      <Spinner color="brand.solid" />
      <Heading as="h1" textStyle="lg" fontWeight="semibold">
        Signing you out
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        You will be redirected in a moment.
      </Text>
    </Stack>
  );
}
