import type { QueryClient } from '@tanstack/react-query';
import { logoutUrl } from '@/api/auth-redirect';
import { scanStatus } from '@/shared/scans/scan-status';

/**
 * Signing out: no request may run on after it. `clear()` destroys every query, which aborts its request in flight
 * and stops its retries (loaders poll "not ready" answers through retries that no component owns), and drops the
 * cached data of the signed-out user.
 */
export function endSession(queryClient: QueryClient, leave: (url: string) => void) {
  queryClient.clear();
  scanStatus.set(false);
  leave(logoutUrl());
}
