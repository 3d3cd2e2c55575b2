import { Center, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Permission } from '@/shared/access/permissions';
import { usePermission } from '../session/use-permission';

const NO_ACCESS_TITLE = "You don't have access to this page";

/**
 * A page the signed-in role cannot use, reached by URL (issue #28): said inside the console's layout, with the role it
 * needs, instead of a 404 (the page exists; the role is what is missing). The page itself renders for a role that may.
 */
export function RequireRole({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { reason } = usePermission(permission);
  if (!reason) return children;
  return (
    <Center minH="50vh" px="6" data-testid="no-access">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Heading as="h2" textStyle="xl" fontWeight="semibold">
          {NO_ACCESS_TITLE}
        </Heading>
        <Text color="fg.muted">{reason}. Ask an admin of your account to change your role.</Text>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/">Home</Link>
        </ChakraLink>
      </Stack>
    </Center>
  );
}
