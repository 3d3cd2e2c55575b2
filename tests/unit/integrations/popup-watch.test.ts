import { describe, expect, it } from 'vitest';
import {
  CLOSED_GRACE_MS,
  SIGN_IN_TIME_LIMIT_MS,
  startWatch,
  watchStep,
  type WatchState,
} from '@/features/integrations/signin/popup-watch';

function run(readings: { at: number; popupClosed: boolean; hasFocus: boolean }[]) {
  let state: WatchState = startWatch(0);
  const verdicts: string[] = [];
  for (const { at, ...reading } of readings) {
    const [next, verdict] = watchStep(state, { now: at, ...reading });
    state = next;
    verdicts.push(verdict);
  }
  return verdicts;
}

describe('sign-in window watch', () => {
  it('waits while the popup is open', () => {
    expect(run([{ at: 1000, popupClosed: false, hasFocus: true }])).toEqual(['waiting']);
  });
  it('does not trust a closed reading while the popup still has the focus (COOP severs the handle)', () => {
    const readings = Array.from({ length: 20 }, (_, i) => ({ at: i * 500, popupClosed: true, hasFocus: false }));
    expect(run(readings).every((v) => v === 'waiting')).toBe(true);
  });
  it('calls it closed only after the grace period with the focus back and no result', () => {
    expect(
      run([
        { at: 500, popupClosed: true, hasFocus: true },
        { at: 500 + CLOSED_GRACE_MS - 1, popupClosed: true, hasFocus: true },
        { at: 500 + CLOSED_GRACE_MS, popupClosed: true, hasFocus: true },
      ]),
    ).toEqual(['waiting', 'waiting', 'closed']);
  });
  it('restarts the grace period when the focus leaves again', () => {
    expect(
      run([
        { at: 500, popupClosed: true, hasFocus: true },
        { at: 1000, popupClosed: true, hasFocus: false },
        { at: 500 + CLOSED_GRACE_MS, popupClosed: true, hasFocus: true },
      ]),
    ).toEqual(['waiting', 'waiting', 'waiting']);
  });
  it('gives up at the time limit', () => {
    expect(run([{ at: SIGN_IN_TIME_LIMIT_MS, popupClosed: false, hasFocus: false }])).toEqual(['timedOut']);
  });
});
