import type { AccessLevel } from '@generated/model';
import { deniedReason, sessionRole, type Permission } from '@/shared/access/permissions';
import { useSession } from './session';

/** The signed-in user's role on the current account (Admin while roles are off). */
export function useRole(): AccessLevel {
  const { flags, accounts, accountId } = useSession();
  return sessionRole(flags.roles_enabled, accounts, accountId);
}

/** Whether the signed-in role may do it, and else the tooltip that names the role needed. */
export function usePermission(permission: Permission): { allowed: boolean; reason: string | undefined } {
  const reason = deniedReason(useRole(), permission);
  return { allowed: reason === undefined, reason };
}
