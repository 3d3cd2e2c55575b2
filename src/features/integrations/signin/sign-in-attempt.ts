import type { IntegrationType } from '@generated/model';
import type { SignInRecord } from './handoff';
import { watchSignIn } from './sign-in-window';

export type SignInOutcome = SignInRecord['outcome'];

/** Why a sign-in ended without a result: its window was blocked, closed (or cancelled), or never answered in time. */
export type SignInEnd = 'blocked' | 'closed' | 'timedOut';

export class SignInEndedError extends Error {
  readonly reason: SignInEnd;
  constructor(reason: SignInEnd) {
    super(`Sign-in ended: ${reason}`);
    this.name = 'SignInEndedError';
    this.reason = reason;
  }
}

export interface SignInVariables {
  type: IntegrationType;
  /** The provider window, opened inside the click (null: the browser blocked it); absent for a result already in. */
  popup?: Window | null;
  state?: string;
  /** Aborting stops the watch and closes the window (Cancel sign-in, a new sign-in, Dismiss). */
  watch?: AbortController;
  /** A result that comes after the window seemed closed still counts (popup-watch.ts). */
  onLateResult?: (outcome: SignInOutcome) => void;
  /** That late result, recorded as an attempt of its own. */
  received?: SignInOutcome;
}

function waitForResult({ popup, state, watch, onLateResult }: SignInVariables): Promise<SignInOutcome> {
  return new Promise((resolve, reject) => {
    if (!popup || !state) return reject(new SignInEndedError('blocked'));
    let gaveUp = false;
    const giveUp = (reason: SignInEnd) => {
      if (gaveUp) return;
      gaveUp = true;
      reject(new SignInEndedError(reason));
    };
    const stop = watchSignIn({
      popup,
      state,
      onResult: ({ outcome }) => (gaveUp ? onLateResult?.(outcome) : resolve(outcome)),
      onGiveUp: giveUp,
    });
    watch?.signal.addEventListener(
      'abort',
      () => {
        stop();
        giveUp('closed');
      },
      { once: true },
    );
  });
}

/**
 * A provider sign-in as an attempt in the mutation cache (no server write: the add follows its result): pending
 * while the window is open ('Waiting for authorization...'), then its outcome or why it ended. Attempts stay for the
 * session, so a card shows its latest one wherever the user goes.
 */
export const signInAttempt = {
  mutationKey: ['integrationSignIn'] as const,
  gcTime: Infinity,
  mutationFn: (variables: SignInVariables) =>
    variables.received ? Promise.resolve(variables.received) : waitForResult(variables),
};
