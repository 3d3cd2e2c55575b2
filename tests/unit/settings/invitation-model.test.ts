import { describe, expect, it } from 'vitest';
import type { Invitation, TeamMember } from '@generated/model';
import { RoleRequiredError } from '@/api/errors';
import teamExamples from '../../../openapi/examples/team.json';
import {
  INVITATION_STATUS_LABELS,
  invitationExpiryText,
  invitationStatus,
  invitationWriteFailure,
  invitationsByMember,
} from '@/features/settings/model/invitation-model';

const TEAM = teamExamples.teamInvitations.value as TeamMember[];
const INVITATIONS = teamExamples.invitationsTeamInvitations.value as Invitation[];
/** The mock's clock: 2026-11-23 09:00 UTC. */
const NOW = Date.parse('2026-11-23T09:00:00Z');

describe('invitation status (issue #28)', () => {
  it("is the server's status while the invitation has not expired", () => {
    expect(invitationStatus({ status: 'pending', expires_at: '2026-12-06T15:40:00Z' }, NOW)).toBe('pending');
    expect(invitationStatus({ status: 'expired', expires_at: '2026-12-06T15:40:00Z' }, NOW)).toBe('expired');
  });

  it('is expired once expires_at has passed, also when the loaded list still says pending', () => {
    expect(invitationStatus({ status: 'pending', expires_at: '2026-11-23T09:00:00Z' }, NOW)).toBe('expired');
    expect(invitationStatus({ status: 'pending', expires_at: '2026-11-23T09:00:01Z' }, NOW)).toBe('pending');
  });

  it('labels and expiry lines', () => {
    expect(INVITATION_STATUS_LABELS).toEqual({ pending: 'Pending', expired: 'Expired' });
    expect(invitationExpiryText({ status: 'pending', expiresAt: '2026-12-06T15:40:00Z' })).toBe('Expires Dec 6, 2026');
    expect(invitationExpiryText({ status: 'expired', expiresAt: '2026-11-20T09:15:00Z' })).toBe('Expired Nov 20, 2026');
  });
});

describe('invitation rows joined by invitation_id', () => {
  it("gives each invitee of the contract's example their invitation", () => {
    const joined = invitationsByMember(TEAM, INVITATIONS, NOW);
    expect([...joined.keys()].sort()).toEqual(['usr-jortiz', 'usr-northpoint']);
    expect(joined.get('usr-jortiz')).toEqual({
      id: 'inv-jortiz',
      email: 'james.ortiz@brightsmiledental.com',
      status: 'pending',
      expiresAt: '2026-12-06T15:40:00Z',
    });
    expect(joined.get('usr-northpoint')?.status).toBe('expired');
  });

  it('joins by invitation_id, not by e-mail or user id', () => {
    const renamed = INVITATIONS.map((i) => ({ ...i, email: `x-${i.email}`, user_id: null }));
    expect(invitationsByMember(TEAM, renamed, NOW).get('usr-jortiz')?.id).toBe('inv-jortiz');
    const other = TEAM.map((m) => (m.user_id === 'usr-jortiz' ? { ...m, invitation_id: 'inv-other' } : m));
    expect(invitationsByMember(other, INVITATIONS, NOW).has('usr-jortiz')).toBe(false);
  });

  it('leaves active members, members without an invitation and unlisted invitations as the specification shows them', () => {
    const active = TEAM.map((m) => (m.user_id === 'usr-jortiz' ? { ...m, is_active: true } : m));
    expect(invitationsByMember(active, INVITATIONS, NOW).has('usr-jortiz')).toBe(false);
    expect(invitationsByMember(TEAM, [], NOW).size).toBe(0);
    expect(
      invitationsByMember(
        TEAM.map((m) => ({ ...m, invitation_id: null })),
        INVITATIONS,
        NOW,
      ).size,
    ).toBe(0);
  });
});

describe('invitation write failures', () => {
  const failed = (status: number) => Object.assign(new Error('failed'), { isAxiosError: true, response: { status, data: {} } });
  it('says why a resend or revoke failed', () => {
    expect(invitationWriteFailure(failed(404), 'resend')).toBe('This invitation was already accepted or revoked');
    expect(invitationWriteFailure(failed(500), 'resend')).toBe('Invitation could not be resent');
    expect(invitationWriteFailure(failed(500), 'revoke')).toBe('Invitation could not be revoked');
    expect(invitationWriteFailure(new RoleRequiredError('admin', 'This needs the Admin role.'), 'revoke')).toBe(
      "You don't have permission to revoke invitations. This needs the Admin role.",
    );
  });
});
