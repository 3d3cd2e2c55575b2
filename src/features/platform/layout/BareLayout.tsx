import { Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProductMark } from './SideNav';

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Center as="main" minH="100dvh" bg="bg.canvas" px="6">
      <Stack align="center" gap="8" w="full" maxW="md">
        <ProductMark />
        {children}
      </Stack>
    </Center>
  );
}
