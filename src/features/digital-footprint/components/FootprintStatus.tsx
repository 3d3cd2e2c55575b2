import { Alert, Spinner } from '@chakra-ui/react';

const SCAN_IN_PROGRESS = 'Scan in progress';
const ADDING_TECHNOLOGIES = 'Adding technologies';

/** The page wrapper's notice (§2.6): 'Scan in progress' or 'Adding technologies' while those run. */
export function FootprintStatus({
  scanInProgress,
  addingTechnologies,
}: {
  scanInProgress: boolean;
  addingTechnologies: boolean;
}) {
  const text = scanInProgress ? SCAN_IN_PROGRESS : addingTechnologies ? ADDING_TECHNOLOGIES : null;
  if (!text) return null;
  return (
    <Alert.Root status="info" variant="subtle" size="sm" borderRadius="md" mb="4" role="status" data-testid="footprint-status">
      <Alert.Indicator>
        <Spinner size="sm" />
      </Alert.Indicator>
      <Alert.Title fontWeight="medium">{text}</Alert.Title>
    </Alert.Root>
  );
}
