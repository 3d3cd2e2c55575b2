import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FeatureFlags } from '@generated/model';
import { assetQueries } from '@/shared/queries/assets';
import { domainQueries } from '@/shared/queries/domains';
import { countUnusable } from '@/api/tolerant-reader';
import type { AssetList, ListState } from './export/report-sheets';
import { combineAssets } from './model/asset-model';

const stateOf = (query: { status: 'pending' | 'error' | 'success' }, enabled = true): ListState =>
  enabled ? query.status : 'off';

/**
 * The assets of the table (§2.3): assets, plus devices and user assets when is_device_enabled and
 * is_user_asset_enabled are on. Devices or users that fail to load leave the rest of the table working.
 */
export function useFootprintAssets(
  accountId: string,
  flags: Pick<Required<FeatureFlags>, 'is_device_enabled' | 'is_user_asset_enabled'>,
) {
  const assets = useQuery(assetQueries.assets(accountId));
  const devices = useQuery({ ...assetQueries.devices(accountId), enabled: flags.is_device_enabled });
  const users = useQuery({ ...assetQueries.userAssets(accountId), enabled: flags.is_user_asset_enabled });
  const all = useMemo(
    () =>
      combineAssets(
        assets.data,
        flags.is_device_enabled ? devices.data : undefined,
        flags.is_user_asset_enabled ? users.data : undefined,
      ),
    [assets.data, devices.data, users.data, flags.is_device_enabled, flags.is_user_asset_enabled],
  );
  const lists: Record<AssetList, ListState> = {
    assets: stateOf(assets),
    devices: stateOf(devices, flags.is_device_enabled),
    users: stateOf(users, flags.is_user_asset_enabled),
  };
  const extrasPending = (flags.is_device_enabled && devices.isPending) || (flags.is_user_asset_enabled && users.isPending);
  return {
    all,
    users: flags.is_user_asset_enabled ? users.data : undefined,
    isPending: assets.isPending || extrasPending,
    /** Each list the report needs, as loaded so far. */
    lists,
    error: assets.error,
    refetch: () => void assets.refetch(),
    /** Assets, devices and users the console could not read (left out of the table, which says so). */
    leftOut:
      countUnusable(assets.data) +
      (flags.is_device_enabled ? countUnusable(devices.data) : 0) +
      (flags.is_user_asset_enabled ? countUnusable(users.data) : 0),
    partialError: Boolean((flags.is_device_enabled && devices.error) || (flags.is_user_asset_enabled && users.error)),
  };
}

export function useFootprintTechnologies(accountId: string) {
  return useQuery(assetQueries.technologies(accountId));
}

/** Domains of the account: the accepted ones decide the 'No Domain found' text, the discovered ones feed the add drawer. */
export function useFootprintDomains(accountId: string) {
  const domains = useQuery(domainQueries.domains(accountId));
  const accepted = useMemo(() => (domains.data ?? []).filter((d) => d.status !== 'Discovered'), [domains.data]);
  const discovered = useMemo(() => (domains.data ?? []).filter((d) => d.status === 'Discovered'), [domains.data]);
  return { query: domains, accepted, discovered, hasNoDomains: domains.isSuccess && accepted.length === 0 };
}
