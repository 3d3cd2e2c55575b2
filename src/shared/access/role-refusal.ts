import { RoleRequiredError } from '@/api/errors';
import { roleNeededText } from './permissions';

/**
 * What a write refused for the role says (403 ROLE_REQUIRED, issue #28): 'You don't have permission to invite users.'
 * and the server's detail, which names the role (or the role from required_access_level when it sends no detail).
 * Undefined for any other failure, which keeps its own message. `action` is the write in words.
 */
export function roleRefusalMessage(error: unknown, action: string): string | undefined {
  if (!(error instanceof RoleRequiredError)) return undefined;
  const why = error.detail ?? (error.requiredLevel ? `${roleNeededText(error.requiredLevel)}.` : '');
  return `You don't have permission to ${action}. ${why}`.trim();
}
