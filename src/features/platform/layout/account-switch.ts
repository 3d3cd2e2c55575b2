import { switchAccount } from '@generated/api/account/account';
import { localStore } from '@/shared/persistence/local-store';
import { reportError } from '@/shared/monitoring/error-reporting';
import { PICKED_ACCOUNT_KEY } from '../session/session';
import { clearTrainingLink } from '../training/training-link';

/** Saves the chosen account, clears the cached training link and reloads (console-platform.md §4). */
export async function switchToAccount(accountId: string, reload: () => void = () => window.location.reload()) {
  localStore.set(PICKED_ACCOUNT_KEY, accountId);
  clearTrainingLink();
  try {
    await switchAccount(accountId);
  } catch (error) {
    reportError(error, { area: 'switch account' });
  }
  reload();
}
