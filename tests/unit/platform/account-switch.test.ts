import { describe, expect, it, vi } from 'vitest';
import { runAccountSwitch, type AccountSwitchSteps } from '@/features/platform/layout/account-switch';

/** The steps of a switch, recorded in the order they ran; `send` answers as given, `dropped` from `droppedAfterSend`. */
function steps(answer: () => Promise<unknown>, droppedAfterSend = false) {
  const log: string[] = [];
  let sent = false;
  const recorded: AccountSwitchSteps = {
    send: vi.fn(async (id: string) => {
      log.push(`send ${id}`);
      try {
        return await answer();
      } finally {
        sent = true;
      }
    }),
    dropped: () => sent && droppedAfterSend,
    report: (error) => log.push(`report ${(error as Error).message}`),
    save: (id) => log.push(`save ${id}`),
    reload: () => log.push('reload'),
  };
  return { recorded, log };
}

describe('switching account (console-platform.md §4)', () => {
  it('tells the server, then saves the choice and reloads', async () => {
    const { recorded, log } = steps(async () => undefined);
    await runAccountSwitch(recorded, 'acc-lakeview');
    expect(log).toEqual(['send acc-lakeview', 'save acc-lakeview', 'reload']);
  });

  it('reports a failed request and still saves and reloads', async () => {
    const { recorded, log } = steps(() => Promise.reject(new Error('Network Error')));
    await runAccountSwitch(recorded, 'acc-lakeview');
    expect(log).toEqual(['send acc-lakeview', 'report Network Error', 'save acc-lakeview', 'reload']);
  });

  it.for([
    ['answered', () => Promise.resolve(undefined)],
    ['failed', () => Promise.reject(new Error('Network Error'))],
  ] as const)('ends without a word when the session ended while the request was on its way (%s)', async ([, answer]) => {
    const { recorded, log } = steps(answer, true);
    await runAccountSwitch(recorded, 'acc-lakeview');
    expect(log).toEqual(['send acc-lakeview']);
  });
});
