import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSwitchAccountMutationKey } from '@generated/api/account/account';
import { accountMutations } from '@/shared/queries/account';
import { isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { localStore } from '@/shared/persistence/local-store';
import { reportError } from '@/shared/monitoring/error-reporting';
import { PICKED_ACCOUNT_KEY } from '../session/session';
import { clearTrainingLink } from '../training/training-link';

const reloadPage = () => window.location.reload();

/**
 * Switching account (console-platform.md §4): saves the chosen account, clears the cached training link, tells the
 * server and reloads, also when the server could not be told (that is reported). One switch at a time: a choice made
 * while one is on its way changes nothing, and `switching` disables the picker meanwhile.
 */
export function useAccountSwitch(reload: () => void = reloadPage) {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useWrite(accountMutations.switchAccount());
  const switchTo = useCallback(
    async (accountId: string) => {
      if (isWriteInFlight(queryClient, getSwitchAccountMutationKey(), { accountId })) return;
      clearTrainingLink();
      try {
        await mutateAsync({ accountId });
      } catch (error) {
        reportError(error, { area: 'switch account' });
      }
      // Saved only now: the session reads it at every render, and the chosen account's data loads after the reload.
      localStore.set(PICKED_ACCOUNT_KEY, accountId);
      reload();
    },
    [mutateAsync, queryClient, reload],
  );
  return { switchTo, switching: isPending };
}
