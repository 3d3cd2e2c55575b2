import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { GraduationCap } from 'lucide-react';
import { appConfig } from '@/config/app-config';

export function TrainingTransitionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" data-testid="training-transition-dialog">
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2">
                <GraduationCap size={20} aria-hidden /> Security Training is on its way
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" color="fg.muted">
                <Text>
                  Security-awareness training is being set up for your company. Once your account admin activates it, this link
                  takes you straight to your courses.
                </Text>
                <Text>Questions? Reach out to the {appConfig.productName} team in the chat.</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Got it</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
