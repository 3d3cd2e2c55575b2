import { Box, Button, Field, Heading, Input, Link as ChakraLink, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { appConfig } from '@/config/app-config';
import { authMutations } from '@/shared/queries/auth';
import { useWrite } from '@/shared/queries/mutations';
import { INVITATION_EMAIL_RULE } from '@/shared/validation/form-rules';
import { ProductMark } from '@/features/platform';

const CONFETTI_MS = 3000;

async function celebrate() {
  const { create } = await import('canvas-confetti');
  // On the page's own canvas, not in a worker: the default cannon starts its worker from a blob: URL, which the
  // Content-Security-Policy (script-src 'self') blocks with a console error.
  const confetti = create(undefined, { resize: true, useWorker: false });
  const end = Date.now() + CONFETTI_MS;
  const frame = () => {
    void confetti({
      particleCount: 4,
      spread: 70,
      startVelocity: 35,
      origin: { x: Math.random(), y: 0.2 },
      disableForReducedMotion: true,
    });
    if (Date.now() < end) requestAnimationFrame(frame);
  };
  frame();
}

export function InvitationPage() {
  const product = appConfig.productName;
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useWrite(authMutations.requestInvitation());
  // §5: one message for an empty or malformed address; the rule is the contract's (InvitationRequest).
  const error = INVITATION_EMAIL_RULE(email);
  const valid = error === undefined;
  const showError = touched && !valid;

  useEffect(() => {
    if (request.isSuccess) void celebrate();
  }, [request.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) request.mutate({ data: { email: email.trim() } });
  };

  return (
    <Box as="main" minH="100dvh" bg="bg.canvas" display="flex" alignItems="center" justifyContent="center" px="6" py="12">
      <Stack
        gap="8"
        w="full"
        maxW="md"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="xl"
        p={{ base: '6', md: '10' }}
        boxShadow="sm"
      >
        <ProductMark />
        {request.isSuccess ? (
          <Stack gap="3" role="status" data-testid="invitation-thank-you">
            <Box color="severity.clean.fg" aria-hidden>
              <MailCheck size={36} />
            </Box>
            <Heading as="h1" textStyle="2xl" fontWeight="semibold">
              Thank You for Signing Up!
            </Heading>
            <Text fontWeight="medium">Check your inbox.</Text>
            <Text color="fg.muted">If you're eligible, you'll receive an invite to start using {product} soon.</Text>
            <ChakraLink asChild color="brand.fg" fontWeight="medium" mt="2">
              <Link to="/">Sign in here</Link>
            </ChakraLink>
          </Stack>
        ) : (
          <chakra.form display="flex" flexDirection="column" gap="6" onSubmit={submit} noValidate>
            <Stack gap="2">
              <Heading as="h1" textStyle="2xl" fontWeight="semibold" letterSpacing="tight">
                Secure Your Environment with {product}!
              </Heading>
              <Text color="fg.muted">Enter your work e-mail and we'll check whether your company is eligible.</Text>
            </Stack>
            <Field.Root invalid={showError} required>
              <Field.Label>Work e-mail</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                placeholder="name@company.com"
                onChange={(e) => setEmail(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            {request.isError ? (
              <Text color="severity.critical.fg" role="alert" textStyle="sm">
                We couldn't send your request. Please try again in a few moments.
              </Text>
            ) : null}
            <Button type="submit" disabled={!valid} loading={request.isPending} size="lg">
              Get started
            </Button>
          </chakra.form>
        )}
      </Stack>
    </Box>
  );
}
