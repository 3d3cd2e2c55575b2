import {
  getCreateTrainingMagicLinkMutationKey,
  getCreateTrainingMagicLinkMutationOptions,
  getGetTrainingIntegrationQueryOptions,
  type CreateTrainingMagicLinkMutationError,
  type CreateTrainingMagicLinkMutationVariables,
} from '@generated/api/training/training';
import type { MagicLink } from '@generated/model';
import type { KeyedMutationOptions } from './mutations';

export const trainingQueries = {
  integration: (accountId: string) => getGetTrainingIntegrationQueryOptions(accountId),
};

export const trainingMutations = {
  /**
   * A sign-in link to the training portal. Its 27-minute cache is the platform's (local storage, cleared on an
   * account switch), not the query cache: it outlives a reload.
   */
  magicLink: (): KeyedMutationOptions<
    MagicLink,
    CreateTrainingMagicLinkMutationError,
    CreateTrainingMagicLinkMutationVariables
  > => ({
    ...getCreateTrainingMagicLinkMutationOptions(),
    mutationKey: getCreateTrainingMagicLinkMutationKey(),
  }),
};
