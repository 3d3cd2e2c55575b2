import { beforeAll, describe, expect } from 'vitest';
import { loadContract, type Contract } from '../unit/contract/load-contract';
import { SCENARIOS, foreignDataIn, foreignMarkers } from '../unit/contract/scenarios';
import { test } from './support/fixture';
import { until } from './support/expectations';

/** Every signed-in route of both specifications. */
const ROUTES = [
  '/',
  '/digital-footprint/assets',
  '/digital-footprint/technologies',
  '/integrations',
  '/fraud-defense/open-issues',
  '/fraud-defense/configuration',
  '/mdr/overview',
  '/mdr/incidents',
  '/mdr/alerts',
  '/mdr/service-requests',
  '/settings/account',
  '/settings/user',
  '/settings/team',
];

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('every scenario answers with its own data on every route', () => {
  test.for(SCENARIOS)('%s', { timeout: 180_000 }, async (scenario, { open }) => {
    const markers = foreignMarkers(contract, scenario);
    const watched = await open({ scenario: scenario === 'default' ? undefined : scenario });
    const { page, errors } = watched;
    const bodies: Promise<string>[] = [];
    let inFlight = 0;
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (isApi(request.url())) inFlight += 1;
    });
    page.on('requestfailed', (request) => {
      if (isApi(request.url())) inFlight -= 1;
    });
    page.on('response', (response) => {
      if (!isApi(response.url())) return;
      const label = `${response.request().method()} ${new URL(response.url()).pathname}`;
      bodies.push(
        response.text().then(
          (text) => `${label} ${text}`,
          () => label,
        ),
      );
    });
    page.on('requestfinished', (request) => {
      if (isApi(request.url())) inFlight -= 1;
    });
    await watched.goto(ROUTES[0]!);
    if (scenario === 'signedOut') await until(() => new URL(page.url()).pathname).toBe('/auth/login');
    // The other routes client-side, as a user moves through the console: the router follows history changes.
    const landing = scenario === 'mfaEnforced' ? () => '/settings/account' : (route: string) => route;
    for (const route of scenario === 'signedOut' ? [] : ROUTES) {
      await page.evaluate((path) => {
        window.history.pushState(window.history.state, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, route);
      await until(() => new URL(page.url()).pathname).toBe(landing(route));
      await until(() => inFlight).toBe(0);
      expect(await page.getByText('Sorry... there was an error').count(), route).toBe(0);
    }
    const answers = await Promise.all(bodies);
    expect(answers.length).toBeGreaterThan(0);
    const foreign = answers.flatMap((answer) => foreignDataIn(answer, markers).map((m) => `${answer.slice(0, 60)}…: ${m}`));
    expect(foreign).toEqual([]);
    // signedOut ends on the identity provider's stand-in page, whose favicon request is not the console's.
    if (scenario !== 'signedOut') expect(errors).toEqual([]);
  });
});
