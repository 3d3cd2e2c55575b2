import { getRequestInvitationMutationKey, getRequestInvitationMutationOptions } from '@generated/api/auth/auth';

export const authMutations = {
  /** The invitation page's request (§2.10); public, nothing cached. */
  requestInvitation: () => ({ ...getRequestInvitationMutationOptions(), mutationKey: getRequestInvitationMutationKey() }),
};
