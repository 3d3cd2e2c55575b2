/** Mock scenarios: `?scenario=NAME` picks a named example set of the contract for the browser session. */
export const SCENARIO_PARAM = 'scenario';
export const SCENARIO_STORAGE_KEY = 'stance.scenario';
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

export function readScenario(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): string | null {
  const fromUrl = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (fromUrl !== null) {
    if (fromUrl === '' || fromUrl === 'default') {
      storage.removeItem(SCENARIO_STORAGE_KEY);
      return null;
    }
    if (NAME.test(fromUrl)) {
      storage.setItem(SCENARIO_STORAGE_KEY, fromUrl);
      return fromUrl;
    }
  }
  const stored = storage.getItem(SCENARIO_STORAGE_KEY);
  return stored !== null && NAME.test(stored) ? stored : null;
}

/** The header Prism reads to choose a named example. */
export function scenarioHeader(scenario: string | null): Record<string, string> {
  return scenario ? { Prefer: `example=${scenario}` } : {};
}
