import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';

export interface GenericErrorScreenProps {
  level: 'app' | 'page';
  onRetry?: () => void;
}

/** console-mdr-summary.md §2.5 / §8. */
export function GenericErrorScreen({ level, onRetry }: GenericErrorScreenProps) {
  return (
    <Center minH={level === 'app' ? '100dvh' : '60vh'} bg={level === 'app' ? 'bg.canvas' : undefined} px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Center boxSize="14" borderRadius="full" bg="severity.critical.bg" color="severity.critical.fg" aria-hidden>
          <TriangleAlert size={28} />
        </Center>
        <Heading as={level === 'app' ? 'h1' : 'h2'} textStyle="xl" fontWeight="semibold">
          Sorry... there was an error in the {level}
        </Heading>
        <Text color="fg.muted">Please refresh the page or contact the tech team</Text>
        <Button variant="outline" onClick={onRetry ?? (() => window.location.reload())}>
          Refresh
        </Button>
      </Stack>
    </Center>
  );
}
