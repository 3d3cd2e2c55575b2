import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_TEXT, checkRoleChange, lastAdminReason } from '@/shared/access/last-admin';
import { deniedReason, may, sessionRole, type Permission } from '@/shared/access/permissions';

describe("permissions by role (the contract's table)", () => {
  const table: Record<Permission, [admin: boolean, member: boolean, viewer: boolean]> = {
    resolveIssues: [true, true, false],
    disputeAssets: [true, true, false],
    removeFraudMessages: [true, true, false],
    syncIntegrations: [true, true, false],
    manageFootprint: [true, false, false],
    manageIntegrations: [true, false, false],
    manageTeam: [true, false, false],
    manageAccount: [true, false, false],
    readAuditLog: [true, false, false],
  };

  it.each(Object.entries(table))('%s: admin, member, viewer', (permission, expected) => {
    const p = permission as Permission;
    expect([may('admin', p), may('member', p), may('viewer', p)]).toEqual(expected);
  });

  it('names the role needed for what the role lacks, nothing for what it may do', () => {
    expect(deniedReason('viewer', 'resolveIssues')).toBe('Needs the Member or Admin role');
    expect(deniedReason('member', 'manageTeam')).toBe('Needs the Admin role');
    expect(deniedReason('viewer', 'manageTeam')).toBe('Needs the Admin role');
    expect(deniedReason('member', 'resolveIssues')).toBeUndefined();
    expect(deniedReason('admin', 'readAuditLog')).toBeUndefined();
  });
});

describe('the signed-in role from the login data', () => {
  const accounts = { 'acc-1': { access_level: 'viewer' }, 'acc-2': { access_level: 'member' }, 'acc-3': {} } as const;

  it("is the current account's access level with roles on", () => {
    expect(sessionRole(true, accounts, 'acc-1')).toBe('viewer');
    expect(sessionRole(true, accounts, 'acc-2')).toBe('member');
  });

  it('is Admin with roles off, or without an access level (a server without roles)', () => {
    expect(sessionRole(false, accounts, 'acc-1')).toBe('admin');
    expect(sessionRole(true, accounts, 'acc-3')).toBe('admin');
    expect(sessionRole(true, accounts, 'acc-unknown')).toBe('admin');
  });
});

describe('the last-admin rule', () => {
  const maya = { user_id: 'maya', is_active: true, access_level: 'admin' } as const;
  const daniel = { user_id: 'daniel', is_active: true, access_level: 'admin' } as const;
  const priya = { user_id: 'priya', is_active: true, access_level: 'member' } as const;
  // An invited Admin who has not joined cannot stand in for the last one.
  const invitee = { user_id: 'inv', is_active: false, access_level: 'admin' } as const;
  // No access level: an Admin (a server without roles).
  const legacy = { user_id: 'legacy', is_active: true } as const;

  it('keeps the last acting Admin from being demoted or removed, and says why', () => {
    expect(lastAdminReason([maya, priya, invitee], maya)).toBe(LAST_ADMIN_TEXT);
    expect(lastAdminReason([maya, daniel, priya], maya)).toBeUndefined();
    expect(lastAdminReason([maya, legacy], maya)).toBeUndefined();
    expect(lastAdminReason([maya, priya], priya)).toBeUndefined();
    expect(lastAdminReason([maya, invitee], invitee)).toBeUndefined();
  });

  it('blocks demoting the last Admin, confirms an Admin demoting themself, sends the rest', () => {
    expect(checkRoleChange([maya, priya], maya, 'member', 'maya')).toEqual({ kind: 'blocked', reason: LAST_ADMIN_TEXT });
    expect(checkRoleChange([maya, priya], maya, 'viewer', 'daniel')).toEqual({ kind: 'blocked', reason: LAST_ADMIN_TEXT });
    expect(checkRoleChange([maya, daniel], maya, 'viewer', 'maya')).toEqual({ kind: 'confirm' });
    expect(checkRoleChange([maya, daniel], daniel, 'member', 'maya')).toEqual({ kind: 'send' });
    expect(checkRoleChange([maya, priya], priya, 'admin', 'maya')).toEqual({ kind: 'send' });
    expect(checkRoleChange([maya, priya], priya, 'viewer', 'maya')).toEqual({ kind: 'send' });
    expect(checkRoleChange([maya, priya], priya, 'member', 'maya')).toEqual({ kind: 'unchanged' });
  });
});
