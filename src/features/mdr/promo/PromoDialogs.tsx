import { AspectRatio, Button, Center, Icon, Link, List, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { appConfig } from '@/config/app-config';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { track } from '@/shared/monitoring/analytics';

/** Where a promo button was pressed; sent with the analytics events. */
export type PromoOrigin = 'mdr_promo_page' | 'mdr_demo_banner';

interface PromoDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ScheduleCallDialog({ open, onClose, origin }: PromoDialogProps & { origin: PromoOrigin }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Schedule a Call"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button asChild colorPalette="brand">
            <Link
              href={appConfig.links.scheduleCall}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('mdr_schedule_call_opened', { origin })}
              _hover={{ textDecoration: 'none' }}
            >
              Pick a Time <ExternalLink aria-hidden />
            </Link>
          </Button>
        </>
      }
    >
      <Stack gap="3" textStyle="sm">
        <Text>Talk with an MDR specialist about how our analysts would watch over your endpoints, e-mail and identities.</Text>
        <Text color="fg.muted">The call takes about 30 minutes. The scheduling page opens in a new tab.</Text>
      </Stack>
    </AppDialog>
  );
}

const REASONS = [
  'Security analysts watch your endpoints around the clock, every day of the year.',
  'Every alert is investigated; only what needs you reaches you.',
  'Threats are contained as they happen, not the next business day.',
];

export function MdrVideoDialog({ open, onClose, origin }: PromoDialogProps & { origin: PromoOrigin }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Why Managed Detection and Response"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted">
          <Link
            href={appConfig.links.mdrVideo}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('mdr_video_opened', { origin })}
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
        <List.Root gap="2" ps="5" textStyle="sm">
          {REASONS.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}

/** The two promo dialogs and the actions that open them, with analytics tagged by origin. */
export function usePromoDialogs(origin: PromoOrigin, isMdrActive: boolean) {
  const [openDialog, setOpenDialog] = useState<'schedule' | 'video' | null>(null);
  const close = () => setOpenDialog(null);
  return {
    scheduleCall: () => {
      track('mdr_schedule_call_clicked', { origin, isMdrActive });
      setOpenDialog('schedule');
    },
    seeWhy: () => {
      track('mdr_see_why_clicked', { origin, isMdrActive });
      setOpenDialog('video');
    },
    dialogs: (
      <>
        <ScheduleCallDialog open={openDialog === 'schedule'} onClose={close} origin={origin} />
        <MdrVideoDialog open={openDialog === 'video'} onClose={close} origin={origin} />
      </>
    ),
  };
}
