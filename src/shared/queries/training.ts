import { getGetTrainingIntegrationQueryOptions } from '@generated/api/training/training';

export const trainingQueries = {
  integration: (accountId: string) => getGetTrainingIntegrationQueryOptions(accountId),
};
