/**
 * The audit log's URL state (q, actor, action, range or a custom from–to) and who may open it: what its route needs
 * before the page's code loads (the route tree is in every first load), apart from the wording and filters of
 * audit-model.ts.
 */
import { z } from 'zod/mini';
import type { AccessLevel, KnownAuditAction } from '@generated/model';
import { may, sessionRole } from '@/shared/access/permissions';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { isIsoDate } from '@/shared/filters/filter-model';
import { choiceParam, listParam, textParam } from '@/shared/url/search-params';

/** The filter's groups of actions: a handful of checkboxes rather than 29; each asks the server for its actions. */
export const ACTION_GROUPS = {
  issues: ['issue_resolved', 'issue_reopened'],
  assets: ['asset_disputed', 'asset_dispute_withdrawn'],
  footprint: ['domain_added', 'domain_removed', 'technology_added'],
  integrations: ['integration_connected', 'integration_reconnected', 'integration_disabled', 'integration_sync_started'],
  fraud: ['fraud_messages_removed', 'fraud_removal_retried', 'fraud_removal_undone'],
  team: [
    'member_invited',
    'invitation_resent',
    'invitation_revoked',
    'member_joined',
    'member_removed',
    'member_role_changed',
    'member_updated',
    'member_mfa_reset',
  ],
  account: ['account_mfa_enforced', 'account_mfa_enforcement_lifted', 'account_settings_changed'],
  profile: ['user_profile_updated', 'user_mfa_enabled', 'user_mfa_disabled', 'user_mfa_reset'],
} as const satisfies Record<string, readonly KnownAuditAction[]>;

export type ActionGroup = keyof typeof ACTION_GROUPS;
export const GROUP_IDS = Object.keys(ACTION_GROUPS) as ActionGroup[];

/** A calendar day 'YYYY-MM-DD'; anything else is dropped. */
const dateParam = () => z.catch(z.optional(z.string().check(z.refine(isIsoDate))), undefined);

export const auditSearchSchema = z.object({
  q: textParam(200),
  // A user id (the contract's Id) or 'stance'; anything else means no actor filter.
  actor: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined),
  action: listParam(GROUP_IDS),
  range: choiceParam(['60d', '30d', '7d']),
  // A custom range's first and last day (ISO dates); it counts only with both, in order (audit-model.ts).
  from: dateParam(),
  to: dateParam(),
});

export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** The audit log's params a saved view holds (issue #27). */
export const AUDIT_VIEWS: ListViewSpec = {
  list: 'audit_log',
  filters: { actor: 'one', action: 'list', range: 'one', from: 'one', to: 'one' },
};

/** The audit log's flag (off when absent) and the Admin role it needs (everybody while roles are off). */
export function auditLogAllowed(session: {
  flags: { audit_log_enabled: boolean; roles_enabled: boolean };
  accounts: Readonly<Record<string, { access_level?: AccessLevel } | undefined>>;
  accountId: string;
}): boolean {
  const role = sessionRole(session.flags.roles_enabled, session.accounts, session.accountId);
  return session.flags.audit_log_enabled && may(role, 'readAuditLog');
}
