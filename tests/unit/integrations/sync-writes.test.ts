import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MutationObserver, QueryClient, QueryObserver, environmentManager } from '@tanstack/react-query';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationSync } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { integrationMutations } from '@/shared/queries/integration-writes';
import { integrationQueries } from '@/shared/queries/integrations';
import integrationExamples from '../../../openapi/examples/integrations.json';

/** getIntegrationSync's x-polling as the contract writes it ({ interval: 5s, max_retries: 360 }). */
function contractPolling(operationId: string): { intervalMs: number; maxRetries: number } {
  const file = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
  const spec = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-polling'?: { interval: string; max_retries: number } }>>;
  };
  const operation = Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === operationId);
  const polling = operation?.['x-polling'];
  if (!polling) throw new Error(`${operationId} has no x-polling`);
  const [, amount, unit] = /^(\d+)(ms|s)$/.exec(polling.interval) ?? [];
  return { intervalMs: Number(amount) * (unit === 's' ? 1000 : 1), maxRetries: polling.max_retries };
}

const POLICY = contractPolling('getIntegrationSync');
const RUNNING = integrationExamples.syncRunning.value as unknown as IntegrationSync;
const DONE = integrationExamples.syncDone.value as unknown as IntegrationSync;

/** A stand-in server behind the generated calls: the sync's reads answer from `reads` in turn (the last repeats). */
const server = vi.hoisted(() => ({ calls: [] as string[], times: [] as number[], reads: [] as unknown[] }));

vi.mock('@/api/http-client', () => ({
  httpClient: async (config: { url: string; method?: string }) => {
    const method = (config.method ?? 'GET').toUpperCase();
    const path = config.url.replace('/api/accounts/acc-1/integrations/intg-1/syncs', '');
    server.calls.push(`${method} ${path}`);
    server.times.push(Date.now());
    if (method === 'POST' && path === '') return { id: 'sync-9f41c2', status: 'queued' };
    if (path === '/sync-9f41c2') return server.reads.length > 1 ? server.reads.shift() : server.reads[0];
    return [];
  },
}));

const ACCOUNT = 'acc-1';
const INTEGRATION = 'intg-1';
const syncReads = () => server.times.filter((_, index) => server.calls[index] === 'GET /sync-9f41c2');

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  // Node has no window: let TanStack schedule refetch intervals as in the browser.
  environmentManager.setIsServer(() => false);
  server.calls = [];
  server.times = [];
  server.reads = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
});
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined');
  vi.useRealTimers();
});

/** 'Sync now' as the button sends it; settles (or fails) after the fake clock has run `ms`. */
async function syncNow(ms: number) {
  const options = integrationMutations.sync(client) as ConstructorParameters<typeof MutationObserver>[1];
  const result = new MutationObserver(client, options).mutate({ accountId: ACCOUNT, integrationId: INTEGRATION } as never).then(
    (sync) => ({ sync: sync as IntegrationSync, error: null }),
    (error: unknown) => ({ sync: null, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

describe("'Sync now' (issue #29): followed at getIntegrationSync's x-polling bounds", () => {
  it('the contract says 5 s and 360 tries (30 minutes)', () => {
    expect(POLICY).toEqual({ intervalMs: 5000, maxRetries: 360 });
  });

  it('the POST, then the sync read at the contract interval until it ends', async () => {
    server.reads = [{ ...RUNNING, status: 'queued' }, RUNNING, RUNNING, DONE];
    const { sync } = await syncNow(POLICY.intervalMs * 10);
    expect(sync?.status).toBe('ok');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST ']);
    const reads = syncReads();
    expect(reads).toHaveLength(4);
    expect(gaps(reads)).toEqual([POLICY.intervalMs, POLICY.intervalMs, POLICY.intervalMs]);
  });

  it("a sync still running after the contract's tries ends with the timeout: the first read, then max_retries more", async () => {
    server.reads = [RUNNING];
    const { error } = await syncNow(POLICY.intervalMs * (POLICY.maxRetries + 10));
    expect(error).toBeInstanceOf(PollingTimeoutError);
    const reads = syncReads();
    expect(reads).toHaveLength(1 + POLICY.maxRetries);
    expect(new Set(gaps(reads))).toEqual(new Set([POLICY.intervalMs]));
  });

  it('a running sync found after a reload (running_sync_id) is followed with the same bounds', async () => {
    server.reads = [RUNNING];
    const observer = new QueryObserver(client, integrationQueries.sync(ACCOUNT, INTEGRATION, 'sync-9f41c2'));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(POLICY.intervalMs * (POLICY.maxRetries + 10));
    stop();
    const reads = syncReads();
    expect(reads).toHaveLength(1 + POLICY.maxRetries);
    expect(new Set(gaps(reads))).toEqual(new Set([POLICY.intervalMs]));
  });
});
