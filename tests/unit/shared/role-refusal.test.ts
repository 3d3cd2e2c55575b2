import { describe, expect, it } from 'vitest';
import { RoleRequiredError } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';

describe('what a write refused for the role says', () => {
  it("says 'You don't have permission to …' with the action in words and the server's detail naming the role", () => {
    const error = new RoleRequiredError('admin', 'This needs the Admin role. Ask an admin of your account.');
    expect(roleRefusalMessage(error, 'invite users')).toBe(
      "You don't have permission to invite users. This needs the Admin role. Ask an admin of your account.",
    );
  });

  it('names the role from required_access_level when the server sends no detail', () => {
    expect(roleRefusalMessage(new RoleRequiredError('member', undefined), 'resolve issues')).toBe(
      "You don't have permission to resolve issues. Needs the Member or Admin role.",
    );
    expect(roleRefusalMessage(new RoleRequiredError(undefined, undefined), 'resolve issues')).toBe(
      "You don't have permission to resolve issues.",
    );
  });

  it('leaves every other failure to its own message', () => {
    expect(roleRefusalMessage(new Error('500'), 'invite users')).toBeUndefined();
  });
});
