import { describe, expect, it } from 'vitest';
import { isMissingExample } from '../../../openapi/tools/mock-api-proxy';
import { SCENARIO_STORAGE_KEY, readScenario, scenarioHeader } from '@/api/scenario';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('scenario selection', () => {
  it('?scenario=NAME is kept for the browser session', () => {
    const storage = memoryStorage();
    expect(readScenario('?scenario=mfaEnforced', storage)).toBe('mfaEnforced');
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBe('mfaEnforced');
    expect(readScenario('', storage)).toBe('mfaEnforced');
  });

  it('?scenario=default clears it; malformed names are ignored', () => {
    const storage = memoryStorage();
    readScenario('?scenario=gracePeriod', storage);
    expect(readScenario('?scenario=default', storage)).toBeNull();
    expect(readScenario('?scenario=%3Cscript%3E', storage)).toBeNull();
  });

  it('becomes a Prefer header only when set', () => {
    expect(scenarioHeader('newCustomer')).toEqual({ Prefer: 'example=newCustomer' });
    expect(scenarioHeader(null)).toEqual({});
  });
});

describe('fallback to the default example (mock proxy)', () => {
  it("recognises Prism's 404 for an example the operation lacks", () => {
    const prism404 = JSON.stringify({
      type: 'https://stoplight.io/prism/errors#NOT_FOUND',
      title: 'The server cannot find the requested content',
      status: 404,
      detail: 'Response for contentType: application/json and exampleKey: gracePeriod does not exist.',
    });
    expect(isMissingExample(404, prism404)).toBe(true);
  });

  it('leaves real 404s and other statuses alone', () => {
    expect(isMissingExample(404, JSON.stringify({ title: 'Not found', status: 404 }))).toBe(false);
    expect(isMissingExample(200, 'exampleKey prism')).toBe(false);
  });
});
