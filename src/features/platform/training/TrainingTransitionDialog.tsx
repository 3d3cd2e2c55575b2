import { Button, Stack, Text } from '@chakra-ui/react';
import { GraduationCap } from 'lucide-react';
import { appConfig } from '@/config/app-config';
import { AppDialog } from '@/shared/dialogs/AppDialog';

export function TrainingTransitionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="training-transition-dialog"
      title={
        <>
          <GraduationCap size={20} aria-hidden /> Security Training is on its way
        </>
      }
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <Stack gap="3" color="fg.muted">
        <Text>
          Security-awareness training is being set up for your company. Once your account admin activates it, this link takes you
          straight to your courses.
        </Text>
        <Text>Questions? Reach out to the {appConfig.productName} team in the chat.</Text>
      </Stack>
    </AppDialog>
  );
}
