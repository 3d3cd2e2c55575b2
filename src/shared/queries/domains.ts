import { getGetDomainsQueryOptions } from '@generated/api/domains/domains';

export const domainQueries = {
  domains: (accountId: string) => getGetDomainsQueryOptions(accountId),
};
