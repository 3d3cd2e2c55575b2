import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ContractViolationError, serverDetail } from '@/api/errors';
import { pollingErrorMessage } from '@/shared/polling/polling-policy';

export interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  loadingLabel?: string;
  /**
   * For a screen whose spec words its error as a prefix plus the error's text (fraud defense: 'Error loading fraud
   * defense data:'): the title reads '<prefix> <the server's detail, else the error's message>'.
   */
  errorPrefix?: string;
  children: ReactNode;
}

/** The error's own text: the timeout notice, the server's detail, else the error's message. */
function errorText(error: unknown): string {
  return pollingErrorMessage(error) ?? serverDetail(error) ?? (error instanceof Error ? error.message : 'Unknown error');
}

function errorTitle(error: unknown, prefix: string | undefined): string {
  if (prefix !== undefined) return `${prefix} ${errorText(error)}`;
  const timeout = pollingErrorMessage(error);
  if (timeout) return timeout;
  return error instanceof ContractViolationError
    ? 'This data arrived in an unexpected format.'
    : 'This data could not be loaded.';
}

/** Loading and error states where a query's data would be; the rest of the console keeps working. */
export function QueryState({ isPending, error, onRetry, loadingLabel = 'Loading…', errorPrefix, children }: QueryStateProps) {
  if (error) {
    const contract = error instanceof ContractViolationError;
    return (
      <Alert.Root status="error" variant="subtle" borderRadius="md" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorTitle(error, errorPrefix)}</Alert.Title>
          <Alert.Description>
            <Stack gap="2" mt="1">
              <Text>
                {contract
                  ? 'We have reported it to our team. The rest of the console keeps working.'
                  : 'Please try again in a few moments.'}
              </Text>
              {onRetry ? (
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (isPending) {
    return (
      <Center py="10" role="status" aria-live="polite" gap="3">
        <Spinner size="sm" color="brand.solid" />
        <Text color="fg.muted" textStyle="sm">
          {loadingLabel}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}
