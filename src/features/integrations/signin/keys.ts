/** The sign-in result record's storage key and the callback page's path (handoff.ts), apart so that start-up can test them without loading the hand-off code. */
export const RESULT_KEY = 'stance.integration-result';
export const CALLBACK_PATH = '/integration-callback';
