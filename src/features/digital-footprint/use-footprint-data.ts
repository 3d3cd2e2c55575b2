import { useMemo } from 'react';
import { useGetAssets, useGetDevices, useGetTechnologies, useGetUserAssets } from '@generated/api/assets/assets';
import { useGetDomains } from '@generated/api/domains/domains';
import type { FeatureFlags } from '@generated/model';
import { POLLING, notReadyRetry } from '@/shared/polling/polling-policy';
import { combineAssets } from './model/asset-model';

const cached = { staleTime: Infinity } as const;
const polled = { ...cached, ...notReadyRetry(POLLING.assets) };

/**
 * The assets of the table (§2.3): assets, plus devices and user assets when is_device_enabled and
 * is_user_asset_enabled are on. Devices or users that fail to load leave the rest of the table working.
 */
export function useFootprintAssets(accountId: string, flags: Pick<FeatureFlags, 'is_device_enabled' | 'is_user_asset_enabled'>) {
  const assets = useGetAssets(accountId, { query: polled });
  const devices = useGetDevices(accountId, { query: { ...cached, enabled: flags.is_device_enabled } });
  const users = useGetUserAssets(accountId, { query: { ...cached, enabled: flags.is_user_asset_enabled } });
  const all = useMemo(
    () =>
      combineAssets(
        assets.data,
        flags.is_device_enabled ? devices.data : undefined,
        flags.is_user_asset_enabled ? users.data : undefined,
      ),
    [assets.data, devices.data, users.data, flags.is_device_enabled, flags.is_user_asset_enabled],
  );
  const extrasPending = (flags.is_device_enabled && devices.isPending) || (flags.is_user_asset_enabled && users.isPending);
  return {
    all,
    isPending: assets.isPending || extrasPending,
    error: assets.error,
    refetch: () => void assets.refetch(),
    partialError: Boolean((flags.is_device_enabled && devices.error) || (flags.is_user_asset_enabled && users.error)),
  };
}

export function useFootprintTechnologies(accountId: string) {
  return useGetTechnologies(accountId, { query: polled });
}

/** Domains of the account: the accepted ones decide the 'No Domain found' text, the discovered ones feed the add drawer. */
export function useFootprintDomains(accountId: string) {
  const domains = useGetDomains(accountId, { query: cached });
  const accepted = useMemo(() => (domains.data ?? []).filter((d) => d.status !== 'Discovered'), [domains.data]);
  const discovered = useMemo(() => (domains.data ?? []).filter((d) => d.status === 'Discovered'), [domains.data]);
  return { query: domains, accepted, discovered, hasNoDomains: domains.isSuccess && accepted.length === 0 };
}
