import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      gap="4"
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      direction={{ base: 'column', md: 'row' }}
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" textStyle="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}
