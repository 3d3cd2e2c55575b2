import { Heading } from '@chakra-ui/react';

/** A step's section heading in the add drawer. */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading id={id} as="h3" textStyle="sm" fontWeight="semibold">
      {children}
    </Heading>
  );
}
