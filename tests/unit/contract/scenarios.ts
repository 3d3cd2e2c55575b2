import { operations, type Contract } from './load-contract';

export const SCENARIOS = [
  'default',
  'newCustomer',
  'mfaEnforced',
  'policyExpiring',
  'gracePeriod',
  'mdrInactive',
  'scanInProgress',
  'integrationBroken',
  'signedOut',
  'viewerRole',
  'memberRole',
  'teamInvitations',
  'integrationConsentRevoked',
  'integrationsNeedAttention',
  'fraudCampaign',
  'releaseBehind',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface Answer {
  operationId: string;
  status: string;
  /** The example Prism answers with in this scenario (its own, else the operation's default). */
  example: string;
  value: unknown;
}

/** What each operation answers in a scenario: Prism with `Prefer: example=NAME`, falling back to `default`. */
export function answersOf(contract: Contract, scenario: Scenario): Answer[] {
  const answers: Answer[] = [];
  for (const { operation } of operations(contract)) {
    const success = Object.entries(operation.responses).find(([status, r]) => /^2/.test(status) && r.content);
    if (!success) continue;
    const [status, response] = success;
    const examples = Object.values(response.content ?? {})[0]?.examples ?? {};
    const example = scenario in examples ? scenario : 'default';
    if (!(example in examples)) continue;
    answers.push({ operationId: operation.operationId, status, example, value: examples[example]!.value });
  }
  return answers;
}

export const answerOf = <T>(answers: Answer[], operationId: string): T => {
  const found = answers.find((a) => a.operationId === operationId);
  if (!found) throw new Error(`no answer for ${operationId}`);
  return found.value as T;
};

interface LoginData {
  user: { id: string; email: { value: string } };
}
interface Account {
  id: string;
  domains: string[];
  account_owner_email?: string;
}

const domainOf = (email: string) => email.slice(email.indexOf('@') + 1).toLowerCase();

/** Tokens that only this customer's data holds: account and user ids, e-mail domains and the account's domains. */
export function customerMarkers(answers: Answer[]): { accountId: string; markers: string[] } {
  const account = answerOf<Account>(answers, 'getAccountInfo');
  const login = answerOf<LoginData>(answers, 'getLoginData');
  const markers = new Set<string>([account.id, login.user.id, domainOf(login.user.email.value), ...account.domains]);
  if (account.account_owner_email) markers.add(domainOf(account.account_owner_email));
  return { accountId: account.id, markers: [...markers].map((m) => m.toLowerCase()) };
}

/** Markers of every other customer the scenarios tell about. */
export function foreignMarkers(contract: Contract, scenario: Scenario): string[] {
  const own = customerMarkers(answersOf(contract, scenario));
  const foreign = new Set<string>();
  for (const other of SCENARIOS) {
    const theirs = customerMarkers(answersOf(contract, other));
    if (theirs.accountId === own.accountId) continue;
    for (const marker of theirs.markers) if (!own.markers.includes(marker)) foreign.add(marker);
  }
  return [...foreign];
}

/** The foreign markers a text (an answer's JSON) contains. */
export function foreignDataIn(text: string, markers: string[]): string[] {
  const lower = text.toLowerCase();
  return markers.filter((m) => lower.includes(m));
}
