import { Alert, Button } from '@chakra-ui/react';

/** Shown on every MDR tab while demo data is on screen. */
export function DemoBanner({ onScheduleCall }: { onScheduleCall: () => void }) {
  return (
    <Alert.Root
      status="info"
      variant="subtle"
      colorPalette="brand"
      borderRadius="md"
      mb="6"
      alignItems="center"
      data-testid="mdr-demo-banner"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are in demo mode</Alert.Title>
        <Alert.Description>The data below is sample data: you have not yet registered for the MDR solution.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="brand" bg="bg.panel" onClick={onScheduleCall} flexShrink={0}>
        Schedule a Call
      </Button>
    </Alert.Root>
  );
}
