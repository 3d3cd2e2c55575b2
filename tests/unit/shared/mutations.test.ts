import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isWriteDropped, isWriteInFlight } from '@/shared/queries/mutations';

function start(client: QueryClient, key: readonly unknown[], variables: { id: string }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const running = client
    .getMutationCache()
    .build(client, { mutationKey: key, mutationFn: () => done })
    .execute(variables);
  return { finish: async () => (finish(), await running) };
}

describe('isWriteInFlight (one click, one request)', () => {
  it('sees a write as in flight synchronously after it starts, and not after it settles', async () => {
    const client = new QueryClient();
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'a' })).toBe(false);
    const write = start(client, ['deleteDomain'], { id: 'a' });
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'a' })).toBe(true);
    await write.finish();
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'a' })).toBe(false);
  });

  it('matches the operation exactly and, with `same`, only the same target', async () => {
    const client = new QueryClient();
    const write = start(client, ['deleteDomain'], { id: 'a' });
    const sameId = (a: { id: string }, b: { id: string }) => a.id === b.id;
    expect(isWriteInFlight(client, ['deleteDomainX'], { id: 'a' })).toBe(false);
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'b' })).toBe(true);
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'b' }, sameId)).toBe(false);
    expect(isWriteInFlight(client, ['deleteDomain'], { id: 'a' }, sameId)).toBe(true);
    await write.finish();
  });
});

describe('isWriteDropped (a flow that follows a write ends when the session does)', () => {
  it('is false while the write is in the cache, pending or settled, and true once the cache is cleared', async () => {
    const client = new QueryClient();
    const write = start(client, ['switchAccount'], { id: 'a' });
    expect(isWriteDropped(client, ['switchAccount'])).toBe(false);
    expect(isWriteDropped(client, ['createTrainingMagicLink'])).toBe(true);
    await write.finish();
    expect(isWriteDropped(client, ['switchAccount'])).toBe(false);
    client.clear();
    expect(isWriteDropped(client, ['switchAccount'])).toBe(true);
  });
});
