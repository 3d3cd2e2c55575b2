import { Center, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return <NotFound landmark="main" />;
}

/** Inside the console's layout, which already holds the page's `main` landmark. */
export function NotFoundInFrame() {
  return <NotFound landmark="div" />;
}

function NotFound({ landmark }: { landmark: 'main' | 'div' }) {
  return (
    <Center as={landmark} minH="70vh" px="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" textStyle="3xl" fontWeight="semibold" letterSpacing="tight">
          404 | Not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/">Home</Link>
        </ChakraLink>
      </Stack>
    </Center>
  );
}
