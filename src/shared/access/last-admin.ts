/** The rule that an account keeps one Admin (issue #28, the contract's LAST_ADMIN), for the team page and its dialogs. */
import type { AccessLevel } from '@generated/model';

/** A member as the last-admin rule sees them. A member without access_level is an Admin (a server without roles). */
interface RoleHolder {
  user_id: string;
  is_active: boolean;
  access_level?: AccessLevel;
}

const levelOf = (member: RoleHolder): AccessLevel => member.access_level ?? 'admin';

/** Admins who can act: active members; an invitee has not joined yet and cannot stand in for the last Admin. */
const isActingAdmin = (member: RoleHolder) => member.is_active && levelOf(member) === 'admin';

export const LAST_ADMIN_TEXT = 'The account needs at least one Admin. Make another member an Admin first.';

/** Why the member cannot stop being an Admin (demoted or removed), or undefined when they can. */
export function lastAdminReason(members: readonly RoleHolder[], target: RoleHolder): string | undefined {
  if (!isActingAdmin(target)) return undefined;
  return members.filter(isActingAdmin).length <= 1 ? LAST_ADMIN_TEXT : undefined;
}

/**
 * A role change, decided before it is sent: 'blocked' (the last Admin, with the reason), 'confirm' (an Admin demoting
 * themself loses the team settings at once), 'send' otherwise; 'unchanged' when nothing would change.
 */
export type RoleChange = { kind: 'unchanged' } | { kind: 'blocked'; reason: string } | { kind: 'confirm' } | { kind: 'send' };

export function checkRoleChange(
  members: readonly RoleHolder[],
  target: RoleHolder,
  next: AccessLevel,
  ownId: string,
): RoleChange {
  const current = levelOf(target);
  if (current === next) return { kind: 'unchanged' };
  if (current === 'admin') {
    const reason = lastAdminReason(members, target);
    if (reason) return { kind: 'blocked', reason };
    if (target.user_id === ownId) return { kind: 'confirm' };
  }
  return { kind: 'send' };
}
