/**
 * Roles and what each may do: the contract's permissions table ("Roles and permissions" in openapi/openapi.yaml), once,
 * for every control of the console (the rule that an account keeps one Admin: last-admin.ts). Pure and tiny: the
 * route tree and every page read it (budget.json).
 */
import type { AccessLevel } from '@generated/model';

/** The writes a role may lack, grouped as the contract's table groups them. Reads and the user's own settings: everybody. */
export type Permission =
  | 'resolveIssues'
  | 'disputeAssets'
  | 'removeFraudMessages'
  | 'syncIntegrations'
  | 'manageFootprint'
  | 'manageIntegrations'
  | 'manageTeam'
  | 'manageAccount'
  | 'readAuditLog';

type NeededRole = Exclude<AccessLevel, 'viewer'>;

/** The least role each permission needs (the table's rows). */
const ROLE_NEEDED: Record<Permission, NeededRole> = {
  resolveIssues: 'member',
  disputeAssets: 'member',
  removeFraudMessages: 'member',
  syncIntegrations: 'member',
  manageFootprint: 'admin',
  manageIntegrations: 'admin',
  manageTeam: 'admin',
  manageAccount: 'admin',
  readAuditLog: 'admin',
};

const RANK: Record<AccessLevel, number> = { viewer: 0, member: 1, admin: 2 };

export const ROLE_LABELS: Record<AccessLevel, string> = { admin: 'Admin', member: 'Member', viewer: 'Viewer' };

export const ACCESS_LEVELS: readonly AccessLevel[] = ['admin', 'member', 'viewer'];

export function may(role: AccessLevel, permission: Permission): boolean {
  return RANK[role] >= RANK[ROLE_NEEDED[permission]];
}

/**
 * The signed-in user's role on the account: its access_level in the login data. Without roles_enabled, or an account
 * without access_level (a server without roles), an Admin: the specification's console.
 */
export function sessionRole(
  rolesEnabled: boolean,
  accounts: Readonly<Record<string, { access_level?: AccessLevel } | undefined>>,
  accountId: string,
): AccessLevel {
  return (rolesEnabled && accounts[accountId]?.access_level) || 'admin';
}

/** The role a refused control names: 'Needs the Admin role' (its tooltip, the no-access page). */
export function roleNeededText(level: NeededRole): string {
  return level === 'admin' ? 'Needs the Admin role' : 'Needs the Member or Admin role';
}

/** What a control the role cannot use says, or undefined when the role may use it. */
export function deniedReason(role: AccessLevel, permission: Permission): string | undefined {
  return may(role, permission) ? undefined : roleNeededText(ROLE_NEEDED[permission]);
}
