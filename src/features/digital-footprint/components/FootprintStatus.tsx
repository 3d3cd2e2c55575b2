import { Alert, Spinner } from '@chakra-ui/react';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import type { JobsView } from '../model/job-tracking';

const SCAN_IN_PROGRESS = 'Scan in progress';
const ADDING_TECHNOLOGIES = 'Adding technologies';
/** decision: after a timeout the add is still running as far as the server said; the page says so until the next visit. */
const STILL_RUNNING = `${TIMEOUT_MESSAGE}: the technologies were still being added when the console stopped checking. Their state is read again on your next visit.`;

/**
 * The page wrapper's notice (§2.6): 'Scan in progress' or 'Adding technologies' while those run. When the technology
 * jobs' poll ran out with jobs still running (§8 timeout), 'Adding technologies' stays without a spinner and says
 * the console stopped checking: nothing is shown as failed that the server has not said failed.
 */
export function FootprintStatus({ scanInProgress, technologies }: { scanInProgress: boolean; technologies: JobsView }) {
  if (scanInProgress || technologies === 'adding') {
    return (
      <Alert.Root status="info" variant="subtle" size="sm" borderRadius="md" mb="4" role="status" data-testid="footprint-status">
        <Alert.Indicator>
          <Spinner size="sm" />
        </Alert.Indicator>
        <Alert.Title fontWeight="medium">{scanInProgress ? SCAN_IN_PROGRESS : ADDING_TECHNOLOGIES}</Alert.Title>
      </Alert.Root>
    );
  }
  if (technologies === 'timedOut') {
    return (
      <Alert.Root
        status="warning"
        variant="subtle"
        size="sm"
        borderRadius="md"
        mb="4"
        role="status"
        data-testid="footprint-status"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="medium">{ADDING_TECHNOLOGIES}</Alert.Title>
          <Alert.Description>{STILL_RUNNING}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
