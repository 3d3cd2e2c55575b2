import { getRequestInvitationMutationKey, getRequestInvitationMutationOptions } from '@generated/api/auth/auth';
import type { Keyed } from './mutations';

export const authMutations = {
  /** The invitation page's request (§2.10); public, nothing cached. */
  requestInvitation: (): Keyed<typeof getRequestInvitationMutationOptions> => ({
    ...getRequestInvitationMutationOptions(),
    mutationKey: getRequestInvitationMutationKey(),
  }),
};
