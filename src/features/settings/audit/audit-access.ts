import { useSession } from '@/features/platform';
import { auditQueries } from '@/shared/queries/audit';
import { useCapabilityInfiniteQuery } from '@/shared/queries/capability';
import { auditLogAllowed } from '../model/audit-search';

/**
 * Whether the settings offer the 'Audit log' tab: allowed, and the endpoint has not answered 404/501 (a backend one
 * release behind). It reads the newest page, which the tab shows first (kept for the session like every read).
 */
export function useAuditLogTab(): boolean {
  const session = useSession();
  const { capability } = useCapabilityInfiniteQuery(auditLogAllowed(session), auditQueries.events(session.accountId));
  return capability.state !== 'hidden';
}
