import type { QueryKey } from '@tanstack/react-query';
import { getGetDomainsQueryKey } from '@generated/api/domains/domains';
import { assetQueries } from './assets';

/** What a finished scan or a resolved issue changes for an account: read again wherever it is shown. */
export function scanResultKeys(accountId: string): QueryKey[] {
  return [
    assetQueries.issues(accountId).queryKey,
    assetQueries.securityAssessment(accountId).queryKey,
    assetQueries.assets(accountId).queryKey,
    assetQueries.technologies(accountId).queryKey,
    assetQueries.userAssets(accountId).queryKey,
    getGetDomainsQueryKey(accountId),
  ];
}
