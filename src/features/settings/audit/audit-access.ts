import type { Session } from '@/features/platform';
import { useSession } from '@/features/platform';
import { auditQueries } from '@/shared/queries/audit';
import { useCapabilityInfiniteQuery } from '@/shared/queries/capability';
import { mayReadAuditLog } from '../model/audit-model';

/** The audit log's flag (off when absent) and the Admin role it needs (everybody while roles are off). */
export function auditLogAllowed(session: Pick<Session, 'flags' | 'accounts' | 'accountId'>): boolean {
  return session.flags.audit_log_enabled && mayReadAuditLog(session.flags.roles_enabled, session.accounts, session.accountId);
}

/**
 * Whether the settings offer the 'Audit log' tab: allowed, and the endpoint has not answered 404/501 (a backend one
 * release behind). It reads the newest page, which the tab shows first (kept for the session like every read).
 */
export function useAuditLogTab(): boolean {
  const session = useSession();
  const { capability } = useCapabilityInfiniteQuery(auditLogAllowed(session), auditQueries.events(session.accountId));
  return capability.state !== 'hidden';
}
