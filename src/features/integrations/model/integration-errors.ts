import { isAxiosError } from '@/api/errors';

/**
 * console-platform.md §8, integration errors. Each key names its trigger:
 *
 * | key                | trigger                                                                                         |
 * | PERMISSIONS_ERROR  | add call 400 or a failed request with code PERMISSIONS_ERROR                                    |
 * | ENCRYPTION_ERROR   | the public key cannot be read or Web Crypto fails, so nothing is sent                           |
 * | CLIENT_DATA_ERROR  | add call 400 or a failed request with code CLIENT_DATA_ERROR (the server cannot use the data)   |
 * | GENERAL            | the add call itself fails (network, 5xx, 4xx without a known code)                              |
 * | MAX_USERS_EXCEEDED | code MAX_USERS_EXCEEDED: the panel closes, the error is cleared, the message shows as a toast   |
 * | CONFIGURATION      | the sign-in came back without the required Google scopes                                        |
 * | NOT_SUCCESSFUL     | the request ended failed without a known code                                                   |
 * | UNEXPECTED         | the request could not be followed to its end, or disconnecting failed                           |
 * | PROVIDER           | the provider's own error_description (or error) from the sign-in window, shown as text          |
 */
export type IntegrationErrorKey =
  | 'PERMISSIONS_ERROR'
  | 'ENCRYPTION_ERROR'
  | 'CLIENT_DATA_ERROR'
  | 'GENERAL'
  | 'MAX_USERS_EXCEEDED'
  | 'CONFIGURATION'
  | 'NOT_SUCCESSFUL'
  | 'UNEXPECTED'
  | 'PROVIDER';

export interface IntegrationError {
  key: IntegrationErrorKey;
  message: string;
}

export const PERMISSIONS_MESSAGE =
  'Insufficient privileges - the integration can only be enabled by users with one of the following roles: Super Admin or Directory Sync Admin';
export const ENCRYPTION_MESSAGE = 'Unable to enable integration. Please try again later.';
export const GENERAL_MESSAGE =
  'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat';
export const MAX_USERS_MESSAGE =
  'Your Microsoft 365 account exceeds the 10,000 mailbox limit, causing the connection to fail. Please contact support via chat.';
const CONFIGURATION_MESSAGE =
  'There was a problem configuring the integration. Please tap the Enable integration button to start over.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again later.';
const notSuccessfulMessage = (integration: string) => `${integration} was not successful`;
const clientDataMessage = (integration: string) => `${integration} not successful, please try again later`;

/** Codes the server sends in a 400 body (`code`, else `detail`) or in a failed request's status_info. */
const CODES = ['PERMISSIONS_ERROR', 'MAX_USERS_EXCEEDED', 'CLIENT_DATA_ERROR'] as const;
type ServerCode = (typeof CODES)[number];

const isServerCode = (value: unknown): value is ServerCode =>
  typeof value === 'string' && (CODES as readonly string[]).includes(value);

export function integrationError(key: IntegrationErrorKey, integration: string, providerText?: string): IntegrationError {
  switch (key) {
    case 'PERMISSIONS_ERROR':
      return { key, message: PERMISSIONS_MESSAGE };
    case 'ENCRYPTION_ERROR':
      return { key, message: ENCRYPTION_MESSAGE };
    case 'CLIENT_DATA_ERROR':
      return { key, message: clientDataMessage(integration) };
    case 'GENERAL':
      return { key, message: GENERAL_MESSAGE };
    case 'MAX_USERS_EXCEEDED':
      return { key, message: MAX_USERS_MESSAGE };
    case 'CONFIGURATION':
      return { key, message: CONFIGURATION_MESSAGE };
    case 'NOT_SUCCESSFUL':
      return { key, message: notSuccessfulMessage(integration) };
    case 'UNEXPECTED':
      return { key, message: UNEXPECTED_MESSAGE };
    case 'PROVIDER':
      return { key, message: providerText?.trim() ? providerText.trim() : CONFIGURATION_MESSAGE };
  }
}

/** The server code inside a failed add call: problem+json `code`, else a `detail` that is a code. */
function codeOfAddFailure(error: unknown): ServerCode | null {
  if (!isAxiosError(error)) return null;
  const data = error.response?.data as { code?: unknown; detail?: unknown } | undefined;
  if (isServerCode(data?.code)) return data.code;
  if (isServerCode(data?.detail)) return data.detail;
  return null;
}

/** A failed add call: its code's message, else the general message. */
export function addFailureError(error: unknown, integration: string): IntegrationError {
  return integrationError(codeOfAddFailure(error) ?? 'GENERAL', integration);
}

/** A request that ended failed: its code's message, else '{integration} was not successful'. Free text is never shown. */
export function failedRequestError(statusInfo: string | null | undefined, integration: string): IntegrationError {
  return integrationError(isServerCode(statusInfo) ? statusInfo : 'NOT_SUCCESSFUL', integration);
}
