import { getGetDomainsQueryOptions } from '@generated/api/domains/domains';

/** The domains tag's reads; its writes, with their follow-ups, are in domain-writes.ts (loaded where a write is). */
export const domainQueries = {
  domains: (accountId: string) => getGetDomainsQueryOptions(accountId),
};
