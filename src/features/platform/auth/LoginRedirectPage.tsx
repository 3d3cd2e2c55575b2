import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { loginUrl } from '@/api/auth-redirect';

/** Sends the browser to the identity provider; the return target is only ever a same-origin path. */
export function LoginRedirectPage({ returnTo }: { returnTo: string | undefined }) {
  useEffect(() => {
    window.location.assign(loginUrl(returnTo ?? '/', window.location.origin));
  }, [returnTo]);
  return (
    <Stack align="center" gap="3" textAlign="center" role="status">
      <Spinner color="brand.solid" />
      <Heading as="h1" textStyle="lg" fontWeight="semibold">
        Signing you in
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        Redirecting you to the secure sign-in page…
      </Text>
    </Stack>
  );
}
