import { Alert } from '@chakra-ui/react';
import { appConfig } from '@/config/app-config';
import { formatLongDate } from '@/shared/format/dates';
import { policyNotice } from './policy-notice';

export function PolicyNoticeBanner({ account }: { account: Parameters<typeof policyNotice>[0] }) {
  const notice = policyNotice(account, appConfig.productName);
  if (!notice) return null;
  return (
    <Alert.Root status={notice.tone} variant="subtle" borderRadius="md" mb="4" data-testid="policy-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.message}</Alert.Title>
        {notice.date ? <Alert.Description>Expiry date: {formatLongDate(notice.date)}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
