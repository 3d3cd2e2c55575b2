import { appConfig } from '@/config/app-config';
import { VideoDialog } from '@/shared/dialogs/VideoDialog';

const STEPS = [
  'Connect Microsoft 365 or Google Workspace in a few clicks; nothing is installed on your computers.',
  'Every incoming and outgoing e-mail is checked for impersonation and business e-mail compromise.',
  'Suspicious e-mails show here with the reasons they were flagged and what to do next.',
];

/** The fraud defense video dialog of the inactive landing; the video opens in a new tab. */
export function FraudDefenseVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <VideoDialog
      open={open}
      onClose={onClose}
      title="How Fraud Defense protects your company"
      href={appConfig.links.fraudDefenseVideo}
      points={STEPS}
      numbered
      testId="fraud-defense-video-dialog"
    />
  );
}
