import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { appConfig } from '@/config/app-config';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { VideoDialog } from '@/shared/dialogs/VideoDialog';
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
    <VideoDialog
      open={open}
      onClose={onClose}
      title="Why Managed Detection and Response"
      href={appConfig.links.mdrVideo}
      points={REASONS}
      onWatch={() => track('mdr_video_opened', { origin })}
    />
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
