import { Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useColorMode, useSession } from '@/features/platform';
import { formatLongDate } from '@/shared/format/dates';
import { Panel } from '@/shared/ui/Panel';
import { DetailList } from '../DetailList';

export function UserSettingsPage() {
  const { user, accountId } = useSession();
  const { mode, setMode } = useColorMode(accountId);
  return (
    <Stack gap="6">
      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          User details
        </Heading>
        <DetailList
          items={[
            { label: 'Name', value: `${user.first_name} ${user.last_name}` },
            { label: 'E-mail', value: user.email.value },
            { label: 'Title', value: user.job_title },
            ...(user.created_at ? [{ label: 'Date signed up', value: formatLongDate(user.created_at) }] : []),
          ]}
        />
      </Panel>
      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          Appearance
        </Heading>
        <HStack justify="space-between" maxW="md">
          <Text>Dark mode</Text>
          <Switch.Root checked={mode === 'dark'} onCheckedChange={(e) => setMode(e.checked ? 'dark' : 'light')}>
            <Switch.HiddenInput aria-label="Dark mode" />
            <Switch.Control />
            <Switch.Label>{mode === 'dark' ? 'Yes' : 'No'}</Switch.Label>
          </Switch.Root>
        </HStack>
      </Panel>
    </Stack>
  );
}
