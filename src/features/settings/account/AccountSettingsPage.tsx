import { Heading, Stack } from '@chakra-ui/react';
import { useSession } from '@/features/platform';
import { formatLongDate } from '@/shared/format/dates';
import { Panel } from '@/shared/ui/Panel';
import { DetailList } from '../DetailList';

export function AccountSettingsPage() {
  const { account } = useSession();
  return (
    <Stack gap="6">
      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          Account details
        </Heading>
        <DetailList
          items={[
            { label: 'Account name', value: account.company_name },
            { label: 'Date account created', value: formatLongDate(account.created_at) },
            { label: 'Next scan date', value: account.next_scan_date ? formatLongDate(account.next_scan_date) : '—' },
            { label: 'Industry', value: account.industry ?? '—' },
            { label: 'Domains', value: account.domains.join(', ') || '—' },
          ]}
        />
      </Panel>
      <Panel>
        <Heading as="h2" textStyle="lg">
          MFA Settings
        </Heading>
      </Panel>
    </Stack>
  );
}
