/**
 * The team table's invitation rows (issue #28, invitations_enabled): each invitee is on getTeam as an inactive member
 * whose invitation_id names their invitation in getInvitations; the row shows its status and expiry from there.
 * decision: an invitation whose expires_at has passed reads 'Expired' even while the loaded list still says pending
 * (a page left open past the expiry); the server's 'expired' is always expired.
 */
import type { Invitation, InvitationStatus, TeamMember } from '@generated/model';
import { httpStatusOf } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { formatLongDate } from '@/shared/format/dates';

/** What an invitation row shows and what its actions need. */
export interface InvitationView {
  id: string;
  email: string;
  status: InvitationStatus;
  expiresAt: string;
}

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = { pending: 'Pending', expired: 'Expired' };

/** The status at `now` (ms). */
export function invitationStatus(invitation: Pick<Invitation, 'status' | 'expires_at'>, now: number): InvitationStatus {
  if (invitation.status === 'expired') return 'expired';
  const expires = Date.parse(invitation.expires_at);
  return Number.isFinite(expires) && expires <= now ? 'expired' : 'pending';
}

/**
 * The invitations of the team's invitees, by the member's user_id. A member that is active, has no invitation_id, or
 * whose invitation is not listed (accepted or revoked meanwhile) stays the specification's row.
 */
export function invitationsByMember(
  members: readonly TeamMember[],
  invitations: readonly Invitation[],
  now: number,
): ReadonlyMap<string, InvitationView> {
  const byId = new Map(invitations.map((invitation) => [invitation.id, invitation]));
  const joined = new Map<string, InvitationView>();
  for (const member of members) {
    const invitation = !member.is_active && member.invitation_id ? byId.get(member.invitation_id) : undefined;
    if (!invitation) continue;
    joined.set(member.user_id, {
      id: invitation.id,
      email: invitation.email,
      status: invitationStatus(invitation, now),
      expiresAt: invitation.expires_at,
    });
  }
  return joined;
}

/** The row's expiry line: 'Expires Dec 7, 2026' or 'Expired Nov 20, 2026'. */
export function invitationExpiryText(view: Pick<InvitationView, 'status' | 'expiresAt'>): string {
  return `${view.status === 'expired' ? 'Expired' : 'Expires'} ${formatLongDate(view.expiresAt)}`;
}

/** The row actions' toasts (ours: the specification has no invitations). */
export const INVITATION_MESSAGES = {
  resent: (email: string) => `Invitation sent again to ${email}`,
  revoked: (email: string) => `The invitation to ${email} was revoked`,
  gone: 'This invitation was already accepted or revoked',
  resendFailed: 'Invitation could not be resent',
  revokeFailed: 'Invitation could not be revoked',
} as const;

/** What a failed resend or revoke says: the role refusal, 404 (accepted or revoked meanwhile), else its failure. */
export function invitationWriteFailure(error: unknown, write: 'resend' | 'revoke'): string {
  const refusal = roleRefusalMessage(error, write === 'resend' ? 'resend invitations' : 'revoke invitations');
  if (refusal) return refusal;
  if (httpStatusOf(error) === 404) return INVITATION_MESSAGES.gone;
  return write === 'resend' ? INVITATION_MESSAGES.resendFailed : INVITATION_MESSAGES.revokeFailed;
}
