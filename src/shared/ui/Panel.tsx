import { Box, type BoxProps } from '@chakra-ui/react';

/** A neutral surface card used for every panel of the console. */
export function Panel(props: BoxProps) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.subtle" borderRadius="lg" p={{ base: '4', md: '6' }} {...props} />
  );
}
