import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * What the sign-in window shows if it could not close itself after handing the result over (handOffSignInResult
 * ran before the app started).
 */
export function SignInCallbackPage() {
  return (
    <Stack align="center" gap="3" textAlign="center" role="status">
      <Heading as="h1" textStyle="lg" fontWeight="semibold">
        Sign-in finished
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        You can close this window and return to the console.
      </Text>
      <Button size="sm" variant="outline" onClick={() => window.close()}>
        Close window
      </Button>
    </Stack>
  );
}
