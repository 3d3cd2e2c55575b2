/** 'Not mine' (issue #27): which assets may be disputed, whether one is, and the texts. */
import type { Asset } from '@generated/model';

/** The contract's disputable types (409 NOT_DISPUTABLE otherwise). */
const DISPUTABLE_TYPES: ReadonlySet<string> = new Set(['domain', 'subdomain', 'host', 'email']);

export function isDisputable(asset: Pick<Asset, 'asset_type'>): boolean {
  return DISPUTABLE_TYPES.has(asset.asset_type);
}

/** Disputed on the server, or being disputed now; a withdrawal in flight still shows it until the server confirms. */
export function isDisputed(asset: Pick<Asset, 'id' | 'dispute'>, disputing: ReadonlySet<string>): boolean {
  return disputing.has(asset.id) || Boolean(asset.dispute);
}

/**
 * Whether the page offers 'Not mine' (its actions and the 'Disputed' filter): with the flag, until a dispute write was
 * answered 404/501 (`absent`), and while the assets list tells nothing else: with disputes the backend lists
 * `dispute` (null when none) on each disputable asset, so a list whose disputable assets all lack it comes from a
 * backend without them (the contract's decision). A list with no disputable asset offers nothing to dispute anyway.
 */
export function disputesOffered(
  flag: boolean,
  absent: boolean,
  assets: readonly Pick<Asset, 'asset_type' | 'dispute'>[],
): boolean {
  if (!flag || absent) return false;
  const disputable = assets.filter(isDisputable);
  return disputable.length === 0 || disputable.some((asset) => asset.dispute !== undefined);
}

/** The texts of 'Not mine' on the page and in the drawer (the dialog has its own). */
export const DISPUTE_MESSAGES = {
  action: 'Not mine',
  withdraw: 'Withdraw dispute',
} as const;
