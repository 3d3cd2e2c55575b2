import { Button, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { AppDialog } from '@/shared/dialogs/AppDialog';

export interface EmptyDomainsDialogProps {
  open: boolean;
  productName: string;
  onAddDomains: () => void;
  onClose: () => void;
}

/** Shown once on the summary to an account without domains (no_domains_dialog_enabled). */
export const EmptyDomainsDialog = memo(function EmptyDomainsDialog({
  open,
  productName,
  onAddDomains,
  onClose,
}: EmptyDomainsDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="empty-domains-dialog"
      title="Add your company's domains"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose}>
            Not now
          </Button>
          <Button colorPalette="brand" onClick={onAddDomains}>
            Add domains
          </Button>
        </>
      }
    >
      <Stack gap="3" color="fg.muted" textStyle="sm">
        <Text>
          {productName} finds exposed services, e-mail security gaps and outdated software by scanning your domains. Your account
          does not have any domains yet.
        </Text>
        <Text>Add the domains your company uses for its website and e-mail to start the first scan.</Text>
      </Stack>
    </AppDialog>
  );
});
