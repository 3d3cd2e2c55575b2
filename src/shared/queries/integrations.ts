import { getGetIntegrationRequestsQueryOptions, getGetIntegrationsQueryOptions } from '@generated/api/integrations/integrations';

/** The one definition of each integrations-tag query. */
export const integrationQueries = {
  integrations: (accountId: string) => getGetIntegrationsQueryOptions(accountId),
  /** Pending requests change when the other party answers: read again after 30 s. */
  pendingRequests: (accountId: string) =>
    getGetIntegrationRequestsQueryOptions(accountId, { status: 'pending' }, { query: { staleTime: 30_000 } }),
};
