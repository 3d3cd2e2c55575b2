import { Flex, Heading, HStack, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Panel } from '@/shared/ui/Panel';
import { InfoTip } from './InfoTip';

export interface WidgetCardProps extends Omit<StackProps, 'title'> {
  title: string;
  info?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** An overview widget: a panel with a titled header row. */
export function WidgetCard({ title, info, actions, children, ...rest }: WidgetCardProps) {
  const headingId = `mdr-widget-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Panel asChild p={{ base: '4', md: '5' }}>
      <Stack as="section" aria-labelledby={headingId} gap="4" minW="0" {...rest}>
        <Flex align="center" justify="space-between" gap="3" minH="8">
          <HStack gap="1">
            <Heading as="h2" id={headingId} textStyle="md" fontWeight="semibold">
              {title}
            </Heading>
            {info ? <InfoTip label={title} text={info} /> : null}
          </HStack>
          {actions}
        </Flex>
        {children}
      </Stack>
    </Panel>
  );
}
