import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Asset, AssetDispute } from '@generated/model';
import { getCreateAssetDisputeMutationKey, getWithdrawAssetDisputeMutationKey } from '@generated/api/assets/assets';
import { assetMutations, assetQueries } from '@/shared/queries/assets';
import { EXAMPLE_ASSETS } from './fixtures';

const ACCOUNT = 'acc-brightsmile';
const HOST = EXAMPLE_ASSETS.find((asset) => asset.asset_type === 'subdomain' && !asset.dispute) as Asset;
const DISPUTE: AssetDispute = {
  reason: 'Our former booking vendor ran this host.',
  created_at: '2026-11-23T09:00:00Z',
  created_by: { type: 'user', user_id: 'usr-maya', name: 'Maya Okafor', email: 'maya.okafor@brightsmiledental.com' },
};

/** A client holding the assets, issues, score and the asset's history, all fresh. */
function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(assetQueries.assets(ACCOUNT).queryKey, EXAMPLE_ASSETS);
  for (const key of [
    assetQueries.issues(ACCOUNT).queryKey,
    assetQueries.securityAssessment(ACCOUNT).queryKey,
    assetQueries.history(ACCOUNT, HOST.id).queryKey,
    assetQueries.technologies(ACCOUNT).queryKey,
  ]) {
    queryClient.setQueryData(key, []);
  }
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  const dispute = () =>
    queryClient.getQueryData<Asset[]>(assetQueries.assets(ACCOUNT).queryKey)?.find((asset) => asset.id === HOST.id)?.dispute;
  return { queryClient, invalidated, dispute };
}

const run = async (options: { onSuccess?: unknown }, ...args: unknown[]) =>
  (options.onSuccess as (...a: unknown[]) => Promise<unknown>)(...args);
const fail = (options: { onError?: unknown }, status: number) =>
  (options.onError as (...a: unknown[]) => unknown)(
    { isAxiosError: true, response: { status } },
    { accountId: ACCOUNT, assetId: HOST.id },
    undefined,
    undefined,
  );

describe("'Not mine' writes (#27): the cache work lives in the factory", () => {
  it('a dispute puts the answer on the asset and reads issues, score and history again', async () => {
    const { queryClient, invalidated, dispute } = client();
    const options = assetMutations.dispute(queryClient);
    expect(options.mutationKey).toEqual(getCreateAssetDisputeMutationKey());
    await run(options, DISPUTE, { accountId: ACCOUNT, assetId: HOST.id, data: { reason: DISPUTE.reason } }, undefined);
    expect(dispute()).toEqual(DISPUTE);
    expect(invalidated(assetQueries.issues(ACCOUNT).queryKey)).toBe(true);
    expect(invalidated(assetQueries.securityAssessment(ACCOUNT).queryKey)).toBe(true);
    expect(invalidated(assetQueries.history(ACCOUNT, HOST.id).queryKey)).toBe(true);
    // The list itself is not read again: it has the server's answer (a stale read would drop 'Disputed').
    expect(invalidated(assetQueries.assets(ACCOUNT).queryKey)).toBe(false);
    expect(invalidated(assetQueries.technologies(ACCOUNT).queryKey)).toBe(false);
  });

  it('a withdrawal clears the dispute and reads issues and score again', async () => {
    const { queryClient, invalidated, dispute } = client();
    queryClient.setQueryData<Asset[]>(assetQueries.assets(ACCOUNT).queryKey, (assets) =>
      assets?.map((asset) => (asset.id === HOST.id ? { ...asset, dispute: DISPUTE } : asset)),
    );
    const options = assetMutations.withdraw(queryClient);
    expect(options.mutationKey).toEqual(getWithdrawAssetDisputeMutationKey());
    await run(options, undefined, { accountId: ACCOUNT, assetId: HOST.id }, undefined);
    expect(dispute()).toBeNull();
    expect(invalidated(assetQueries.issues(ACCOUNT).queryKey)).toBe(true);
    expect(invalidated(assetQueries.securityAssessment(ACCOUNT).queryKey)).toBe(true);
  });

  it.each(['dispute', 'withdraw'] as const)(
    'a %s answered 404 or 501 tells the page the backend has no disputes; other failures do not',
    (write) => {
      const absent = (queryClient: QueryClient) => queryClient.getQueryData(assetQueries.disputesAbsent(ACCOUNT).queryKey);
      for (const status of [409, 422, 500, 403]) {
        const { queryClient } = client();
        fail(assetMutations[write](queryClient), status);
        expect(absent(queryClient)).toBeUndefined();
      }
      for (const status of [404, 501]) {
        const { queryClient } = client();
        fail(assetMutations[write](queryClient), status);
        expect(absent(queryClient)).toBe(true);
      }
    },
  );
});
