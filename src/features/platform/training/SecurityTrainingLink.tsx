import { Button } from '@chakra-ui/react';
import { ExternalLink, GraduationCap } from 'lucide-react';
import { useSession } from '../session/session';
import { TrainingTransitionDialog } from './TrainingTransitionDialog';
import { useTrainingLink } from './use-training-link';

/**
 * 'Security Training' as a link inside a page (console-platform.md §2.8, §2.11): the same magic link as the side
 * navigation's, hidden unless wizer_generate_magic_link_is_active.
 */
export function SecurityTrainingLink() {
  const { accountId, flags } = useSession();
  const training = useTrainingLink(accountId);
  if (!flags.wizer_generate_magic_link_is_active) return null;
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        px="0"
        color="brand.fg"
        fontWeight="semibold"
        loading={training.busy}
        onClick={() => void training.open()}
      >
        <GraduationCap size={16} aria-hidden />
        Security Training
        <ExternalLink size={14} aria-hidden />
      </Button>
      <TrainingTransitionDialog open={training.transitionOpen} onClose={training.closeTransition} />
    </>
  );
}
