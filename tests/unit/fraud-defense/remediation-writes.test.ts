import { MutationObserver, QueryClient, environmentManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FraudRemediation } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { assetQueries } from '@/shared/queries/assets';
import { fraudRemediationMutations, fraudRemediationQueries } from '@/shared/queries/fraud-remediation';
import fraudExamples from '../../../openapi/examples/fraud.json';

const PARTIAL = fraudExamples.remediationCampaignPartial.value as unknown as FraudRemediation;
const COMPLETED = fraudExamples.remediationCampaignCompleted.value as unknown as FraudRemediation;
const RESTORED = fraudExamples.remediationCampaignRestored.value as unknown as FraudRemediation;
const OLDER = (fraudExamples.remediations.value as unknown as FraudRemediation[])[0]!;

/** A stand-in server behind the generated calls: the removal's reads answer from `reads` in turn (the last repeats). */
const server = vi.hoisted(() => ({ calls: [] as string[], reads: [] as unknown[] }));

vi.mock('@/api/http-client', () => ({
  httpClient: async (config: { url: string; method?: string }) => {
    const method = (config.method ?? 'GET').toUpperCase();
    const path = config.url.replace('/api/accounts/acc-1/fraud-defense/remediations', '');
    server.calls.push(`${method} ${path}`);
    if (method === 'POST' && path === '') return { id: 'rem-8c2f47', status: 'queued', attempts: 1 };
    if (method === 'POST' && path.endsWith('/retry')) return { id: 'rem-8c2f47', status: 'running', attempts: 2 };
    if (method === 'POST' && path.endsWith('/undo')) return { id: 'rem-8c2f47', status: 'restoring', attempts: 2 };
    if (path === '/rem-8c2f47') return server.reads.length > 1 ? server.reads.shift() : server.reads[0];
    return [];
  },
}));

const ACCOUNT = 'acc-1';
const running = (status: FraudRemediation['status'] = 'running'): FraudRemediation => ({ ...PARTIAL, status, undo_until: null });
const removalReads = () => server.calls.filter((call) => call === 'GET /rem-8c2f47').length;

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  // Node has no window: let TanStack schedule refetch intervals as in the browser.
  environmentManager.setIsServer(() => false);
  server.calls = [];
  server.reads = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
});
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined');
  vi.useRealTimers();
});

type Write = 'remove' | 'retry' | 'undo';
const VARIABLES = {
  remove: { accountId: ACCOUNT, data: { message_ids: ['msg-3101-okafor'] } },
  retry: { accountId: ACCOUNT, remediationId: 'rem-8c2f47' },
  undo: { accountId: ACCOUNT, remediationId: 'rem-8c2f47' },
};

/** The write as a button sends it; settles (or fails) after the fake clock has run `ms`. */
async function send(write: Write, ms = 60_000) {
  const options = fraudRemediationMutations[write](client) as ConstructorParameters<typeof MutationObserver>[1];
  const result = new MutationObserver(client, options).mutate(VARIABLES[write] as never).then(
    (removal) => ({ removal: removal as FraudRemediation, error: null }),
    (error: unknown) => ({ removal: null, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

describe('removal writes (issue #29): each followed at 3 s until it ends', () => {
  it('remove: the POST, then the removal read every 3 s until it ends; the list takes it, assets and issues read again', async () => {
    client.setQueryData(fraudRemediationQueries.removals(ACCOUNT).queryKey, [OLDER]);
    server.reads = [running('queued'), running(), PARTIAL];
    const spy = vi.spyOn(client, 'invalidateQueries');
    const { removal } = await send('remove');
    expect(removal?.status).toBe('partially_failed');
    expect(server.calls).toEqual(['POST ', 'GET /rem-8c2f47', 'GET /rem-8c2f47', 'GET /rem-8c2f47']);
    expect(client.getQueryData<FraudRemediation[]>(fraudRemediationQueries.removals(ACCOUNT).queryKey)?.map((r) => r.id)).toEqual(
      ['rem-8c2f47', OLDER.id],
    );
    const keys = spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual([
      JSON.stringify(assetQueries.userAssets(ACCOUNT).queryKey),
      JSON.stringify(assetQueries.issues(ACCOUNT).queryKey),
    ]);
  });

  it('retry: the same removal followed again to its new end, not its earlier one in the cache; the list entry replaced', async () => {
    // Listed second (an older one may sort first: the list is in order of requested_at).
    client.setQueryData(fraudRemediationQueries.removals(ACCOUNT).queryKey, [OLDER, PARTIAL]);
    client.setQueryData(fraudRemediationQueries.removal(ACCOUNT, 'rem-8c2f47').queryKey, PARTIAL);
    server.reads = [running(), COMPLETED];
    const { removal } = await send('retry');
    expect(removal?.status).toBe('completed');
    expect(server.calls).toEqual(['POST /rem-8c2f47/retry', 'GET /rem-8c2f47', 'GET /rem-8c2f47']);
    expect(client.getQueryData<FraudRemediation[]>(fraudRemediationQueries.removals(ACCOUNT).queryKey)).toEqual([
      OLDER,
      COMPLETED,
    ]);
  });

  it('each run has the 200 tries of the x-polling: the reads of the run before do not count', async () => {
    server.reads = [running(), PARTIAL];
    await send('remove');
    server.calls = [];
    server.reads = [running()];
    const { error } = await send('retry', 3000 * 205);
    expect(error).toBeInstanceOf(PollingTimeoutError);
    // The first read, then 200 more 3 s apart.
    expect(removalReads()).toBe(201);
  });

  it('undo: followed while restoring, until restored', async () => {
    server.reads = [running('restoring'), running('restoring'), RESTORED];
    const { removal } = await send('undo');
    expect(removal?.status).toBe('restored');
    expect(removalReads()).toBe(3);
  });

  it('undo: also ends at another final status (the removal back to completed: nothing was put back)', async () => {
    server.reads = [running('restoring'), COMPLETED];
    const { removal } = await send('undo');
    expect(removal?.status).toBe('completed');
  });

  it('a list not read yet stays unread (nothing is made up)', async () => {
    server.reads = [COMPLETED];
    await send('remove');
    expect(client.getQueryData(fraudRemediationQueries.removals(ACCOUNT).queryKey)).toBeUndefined();
  });
});
