import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, operations, type Contract } from './load-contract';
import { SCENARIOS, answerOf, answersOf, customerMarkers, foreignDataIn, foreignMarkers, type Answer } from './scenarios';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

/** Answers that hold no customer's data: the same for every customer, so a scenario may use the default. */
const SHARED = new Set([
  'getTechnologyCatalogue',
  'getResolutionFormData',
  'getMdrProducts',
  'getIntegrationPublicKey',
  'getMockCases',
  'getIntegrationRequest',
  'addIntegration',
  'createTechnologies',
  'getJobTracking',
  'inviteTeamMember',
  'deleteTeamMember',
  'setMfa',
  'validateDomain',
  'createTrainingMagicLink',
  'requestInvitation',
  'startIntegrationSync',
  'editTeamMember',
  'replaceSavedViews',
  'getIntegrationSync',
  'createFraudRemediation',
  'retryFraudRemediation',
  'undoFraudRemediation',
]);

const isEmpty = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null && Object.values(value).every((v) => isEmpty(v));

interface User {
  id: string;
  email: { value: string };
  mfa_active: boolean;
}

describe.each(SCENARIOS.map((s) => [s]))('scenario %s', (scenario) => {
  let answers: Answer[];
  beforeAll(() => {
    answers = answersOf(contract, scenario);
  });

  it("holds no other customer's data in any answer", () => {
    const markers = foreignMarkers(contract, scenario);
    const found = answers.flatMap((a) =>
      foreignDataIn(JSON.stringify(a.value), markers).map((m) => `${a.operationId} (${a.example}): ${m}`),
    );
    expect(found).toEqual([]);
  });

  it('answers every customer-specific call with its own example when it is another customer', () => {
    const own = customerMarkers(answers).accountId;
    const base = customerMarkers(answersOf(contract, 'default')).accountId;
    if (own === base) return;
    const borrowed = answers
      .filter((a) => a.example === 'default' && !SHARED.has(a.operationId) && !isEmpty(a.value))
      .map((a) => a.operationId);
    expect(borrowed).toEqual([]);
  });

  it('tells one consistent story across calls', () => {
    const login = answerOf<{ user: User; current_account_id: string }>(answers, 'getLoginData');
    const account = answerOf<{ id: string; next_scan_date: string | null; domains: string[] }>(answers, 'getAccountInfo');
    const auth = answerOf<{ authenticated: boolean; user_id: string | null }>(answers, 'getAuth');
    if (auth.authenticated) expect(auth.user_id).toBe(login.user.id);
    expect(login.current_account_id).toBe(account.id);
    expect(answerOf<{ mfa_active: boolean }>(answers, 'getMfa').mfa_active).toBe(login.user.mfa_active);
    expect(answerOf<User>(answers, 'editUserInfo').id).toBe(login.user.id);

    const team = answerOf<{ user_id: string; email: string; mfa_active: boolean }[]>(answers, 'getTeam');
    const me = team.find((m) => m.user_id === login.user.id);
    expect(me, 'the signed-in user is on the team').toBeDefined();
    expect(me!.email).toBe(login.user.email.value);

    const info = answerOf<{ next_scan_date: string | null }>(answers, 'getScansInfo');
    expect(info.next_scan_date).toBe(account.next_scan_date);

    const domains = answerOf<{ domain_url: string; status: string }[]>(answers, 'getDomains');
    const accepted = domains.filter((d) => d.status !== 'Discovered').map((d) => d.domain_url);
    expect([...accepted].sort()).toEqual([...account.domains].sort());

    const training = answerOf<{ user: { email: string } | null }>(answers, 'getTrainingIntegration');
    if (training.user) expect(training.user.email).toBe(login.user.email.value);
  });

  it('shows the technologies that finished user-input jobs added', () => {
    const jobs = answerOf<{ job_tracking_id: string; source: string }[]>(answers, 'getJobs');
    const tracking = answerOf<{ job_tracking_id: string; run_state: string; end_state?: string | null }[]>(
      answers,
      'getJobTracking',
    );
    const created = operations(contract).find((o) => o.operation.operationId === 'createTechnologies')!.operation;
    const request = created.requestBody!.content['application/json']!.examples!.default!.value as { technologies: string[] };
    const started = answerOf<{ job_tracking_ids: string[] }>(answers, 'createTechnologies').job_tracking_ids;
    const catalogue = answerOf<{ id: string; name: string }[]>(answers, 'getTechnologyCatalogue');
    const technologies = answerOf<{ name: string }[]>(answers, 'getTechnologies').map((t) => t.name);

    const finished = jobs.filter(
      (job) =>
        job.source === 'user_input' &&
        started.includes(job.job_tracking_id) &&
        tracking.some((t) => t.job_tracking_id === job.job_tracking_id && t.run_state === 'ended' && t.end_state === 'success'),
    );
    const added = finished.length ? request.technologies.map((id) => catalogue.find((c) => c.id === id)?.name) : [];
    expect(technologies).toEqual(expect.arrayContaining(added));
    if (scenario === 'default') expect(added).toEqual(['Dentrix']);
  });
});
