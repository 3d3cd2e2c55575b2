import { AspectRatio, Button, Center, Icon, Link, List, Stack, Text } from '@chakra-ui/react';
import { PlayCircle } from 'lucide-react';
import { appConfig } from '@/config/app-config';
import { AppDialog } from '@/shared/dialogs/AppDialog';

const VIDEO_TITLE = 'How Fraud Defense protects your company';

const STEPS = [
  'Connect Microsoft 365 or Google Workspace in a few clicks; nothing is installed on your computers.',
  'Every incoming and outgoing e-mail is checked for impersonation and business e-mail compromise.',
  'Suspicious e-mails show here with the reasons they were flagged and what to do next.',
];

/** The fraud defense video dialog of the inactive landing; the video opens in a new tab. */
export function FraudDefenseVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={VIDEO_TITLE}
      testId="fraud-defense-video-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted">
          <Link
            href={appConfig.links.fraudDefenseVideo}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            _hover={{ textDecoration: 'none', bg: 'brand.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            <Center flexDirection="column" gap="2">
              <Icon boxSize="12" aria-hidden>
                <PlayCircle strokeWidth={1.5} />
              </Icon>
              <Text textStyle="sm" fontWeight="semibold">
                Watch the video (opens in a new tab)
              </Text>
            </Center>
          </Link>
        </AspectRatio>
        <List.Root as="ol" gap="2" ps="5" textStyle="sm">
          {STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}
