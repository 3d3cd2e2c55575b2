import type { IntegrationType } from '@generated/model';
import { isAxiosError } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { CATALOGUE } from './catalogue';

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
 * | PROVIDER           | the provider's own error_description (or error) from the sign-in window, shown as text          |
 * | ROLE_REQUIRED      | add call 403 ROLE_REQUIRED (issue #28): the shared role refusal, not a sign-out                 |
 *
 * A request still pending after its retries is not an error of the integration: the console says 'Async call
 * timeout limit reached' (§8) and leaves its status as the server has it.
 */
type IntegrationErrorKey =
  | 'PERMISSIONS_ERROR'
  | 'ENCRYPTION_ERROR'
  | 'CLIENT_DATA_ERROR'
  | 'GENERAL'
  | 'MAX_USERS_EXCEEDED'
  | 'CONFIGURATION'
  | 'NOT_SUCCESSFUL'
  | 'PROVIDER'
  | 'ROLE_REQUIRED';

export interface IntegrationError {
  key: IntegrationErrorKey;
  message: string;
}

/** The integration an error is about: its name in messages, its type for the provider that answered. */
export interface ErrorTarget {
  name: string;
  type: IntegrationType;
}

const PERMISSIONS_MESSAGE =
  'Insufficient privileges - the integration can only be enabled by users with one of the following roles: Super Admin or Directory Sync Admin';
export const ENCRYPTION_MESSAGE = 'Unable to enable integration. Please try again later.';
const GENERAL_MESSAGE =
  'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat';
const CONFIGURATION_MESSAGE =
  'There was a problem configuring the integration. Please tap the Enable integration button to start over.';
const notSuccessfulMessage = (integration: string) => `${integration} was not successful`;
const clientDataMessage = (integration: string) => `${integration} not successful, please try again later`;

/**
 * MAX_USERS_EXCEEDED names the provider that answered. §8 words it for Microsoft 365 ('Your Microsoft 365 account
 * exceeds the 10,000 mailbox limit, …'), for both Microsoft integrations. Decision for Google, in the same words:
 * 'Your Google Workspace account exceeds the mailbox limit, causing the connection to fail. Please contact support
 * via chat.' It names no number: the 10,000 mailboxes of §9 are the Microsoft fraud defense limit, and the
 * specification gives Google none. An integration without a mail provider (CrowdStrike) is named by its display name
 * and its user limit, in the same words.
 */
function maxUsersMessage({ name, type }: ErrorTarget): string {
  const ending = 'causing the connection to fail. Please contact support via chat.';
  switch (CATALOGUE[type].provider) {
    case 'microsoft':
      return `Your Microsoft 365 account exceeds the 10,000 mailbox limit, ${ending}`;
    case 'google':
      return `Your Google Workspace account exceeds the mailbox limit, ${ending}`;
    case null:
      return `Your ${name} account exceeds the user limit, ${ending}`;
  }
}

/** Codes the server sends in a 400 body (`code`, else `detail`) or in a failed request's status_info. */
const CODES = ['PERMISSIONS_ERROR', 'MAX_USERS_EXCEEDED', 'CLIENT_DATA_ERROR'] as const;
type ServerCode = (typeof CODES)[number];

const isServerCode = (value: unknown): value is ServerCode =>
  typeof value === 'string' && (CODES as readonly string[]).includes(value);

export function integrationError(
  key: Exclude<IntegrationErrorKey, 'ROLE_REQUIRED'>,
  target: ErrorTarget,
  providerText?: string,
): IntegrationError {
  switch (key) {
    case 'PERMISSIONS_ERROR':
      return { key, message: PERMISSIONS_MESSAGE };
    case 'ENCRYPTION_ERROR':
      return { key, message: ENCRYPTION_MESSAGE };
    case 'CLIENT_DATA_ERROR':
      return { key, message: clientDataMessage(target.name) };
    case 'GENERAL':
      return { key, message: GENERAL_MESSAGE };
    case 'MAX_USERS_EXCEEDED':
      return { key, message: maxUsersMessage(target) };
    case 'CONFIGURATION':
      return { key, message: CONFIGURATION_MESSAGE };
    case 'NOT_SUCCESSFUL':
      return { key, message: notSuccessfulMessage(target.name) };
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

/** A failed add call: the role refusal ('You don't have permission to …'), its code's message, else the general one. */
export function addFailureError(error: unknown, target: ErrorTarget): IntegrationError {
  const refused = roleRefusalMessage(error, 'connect integrations');
  if (refused) return { key: 'ROLE_REQUIRED', message: refused };
  return integrationError(codeOfAddFailure(error) ?? 'GENERAL', target);
}

/** A request that ended failed: its code's message, else '{integration} was not successful'. Free text is never shown. */
export function failedRequestError(statusInfo: string | null | undefined, target: ErrorTarget): IntegrationError {
  return integrationError(isServerCode(statusInfo) ? statusInfo : 'NOT_SUCCESSFUL', target);
}

/** The toast after a refused disconnect (the decision on deleteIntegration in the contract). */
export const disconnectFailedMessage = (name: string) => `Failed to disable ${name}. Please try again later.`;
