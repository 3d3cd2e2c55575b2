import { getGetTeamQueryOptions } from '@generated/api/users/users';

export const userQueries = {
  team: (accountId: string) => getGetTeamQueryOptions(accountId),
};
