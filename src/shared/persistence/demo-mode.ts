import { localStore } from './local-store';

const PREFIX = 'stance.mdrDemo.';

/** The MDR demo flag is kept per account. */
export const demoMode = {
  isOn(accountId: string): boolean {
    return localStore.get(PREFIX + accountId) === 'true';
  },
  turnOn(accountId: string): void {
    localStore.set(PREFIX + accountId, 'true');
  },
  clearAll(): void {
    for (const key of localStore.keys()) if (key.startsWith(PREFIX)) localStore.remove(key);
  },
};
