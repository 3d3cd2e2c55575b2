import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSwitchAccountMutationKey } from '@generated/api/account/account';
import { accountMutations } from '@/shared/queries/account';
import { isWriteDropped, isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { localStore } from '@/shared/persistence/local-store';
import { reportError } from '@/shared/monitoring/error-reporting';
import { PICKED_ACCOUNT_KEY } from '../session/session';
import { clearTrainingLink } from '../training/training-link';

const reloadPage = () => window.location.reload();

/** What a switch does around its request (injected, so the flow is tested without a page to reload). */
export interface AccountSwitchSteps {
  send: (accountId: string) => Promise<unknown>;
  /** Whether the switch's write is gone from the cache: the session ended (signed out) while it was on its way. */
  dropped: () => boolean;
  report: (error: unknown) => void;
  save: (accountId: string) => void;
  reload: () => void;
}

/**
 * Tells the server, then saves the choice and reloads, also when the server could not be told (that is reported).
 * A switch whose session ended meanwhile ends without a word: nothing is saved and nothing reloads (a sign-out has
 * already left the page; in the story tests, whose page the stories share, a held switch failing minutes later
 * reloaded the test page under another story).
 */
export async function runAccountSwitch(steps: AccountSwitchSteps, accountId: string): Promise<void> {
  try {
    await steps.send(accountId);
  } catch (error) {
    if (steps.dropped()) return;
    steps.report(error);
  }
  if (steps.dropped()) return;
  // Saved only now: the session reads it at every render, and the chosen account's data loads after the reload.
  steps.save(accountId);
  steps.reload();
}

/**
 * Switching account (console-platform.md §4): saves the chosen account, clears the cached training link, tells the
 * server and reloads (`runAccountSwitch`). One switch at a time: a choice made while one is on its way changes
 * nothing, and `switching` disables the picker meanwhile.
 */
export function useAccountSwitch(reload: () => void = reloadPage) {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useWrite(accountMutations.switchAccount());
  const switchTo = useCallback(
    async (accountId: string) => {
      if (isWriteInFlight(queryClient, getSwitchAccountMutationKey(), { accountId })) return;
      clearTrainingLink();
      await runAccountSwitch(
        {
          send: (id) => mutateAsync({ accountId: id }),
          dropped: () => isWriteDropped(queryClient, getSwitchAccountMutationKey()),
          report: (error) => reportError(error, { area: 'switch account' }),
          save: (id) => localStore.set(PICKED_ACCOUNT_KEY, id),
          reload,
        },
        accountId,
      );
    },
    [mutateAsync, queryClient, reload],
  );
  return { switchTo, switching: isPending };
}
