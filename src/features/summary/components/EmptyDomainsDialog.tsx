import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';

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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" data-testid="empty-domains-dialog">
            <Dialog.Header>
              <Dialog.Title>Add your company's domains</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" color="fg.muted" textStyle="sm">
                <Text>
                  {productName} finds exposed services, e-mail security gaps and outdated software by scanning your domains. Your
                  account does not have any domains yet.
                </Text>
                <Text>Add the domains your company uses for its website and e-mail to start the first scan.</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="gray" onClick={onClose}>
                Not now
              </Button>
              <Button colorPalette="brand" onClick={onAddDomains}>
                Add domains
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
