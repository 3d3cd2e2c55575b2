/** 'Not mine' (issue #27): which assets may be disputed, whether one is, and the texts. */
import type { Actor, Asset } from '@generated/model';

const actorName = (actor: Actor | null) => {
  if (!actor) return null;
  return actor.type === 'stance' ? 'Stance' : actor.name;
};

/** ' by Maya Okafor', ' by Stance', or nothing without an actor. */
export const by = (actor: Actor | null) => {
  const name = actorName(actor);
  return name ? ` by ${name}` : '';
};

/** The contract's disputable types (409 NOT_DISPUTABLE otherwise). */
const DISPUTABLE_TYPES: ReadonlySet<string> = new Set(['domain', 'subdomain', 'host', 'email']);

export function isDisputable(asset: Pick<Asset, 'asset_type'>): boolean {
  return DISPUTABLE_TYPES.has(asset.asset_type);
}

/** Disputed on the server, or being disputed now; a withdrawal in flight still shows it until the server confirms. */
export function isDisputed(asset: Pick<Asset, 'id' | 'dispute'>, disputing: ReadonlySet<string>): boolean {
  return disputing.has(asset.id) || Boolean(asset.dispute);
}

/** The texts of 'Not mine'. */
export const DISPUTE_MESSAGES = {
  action: 'Not mine',
  withdraw: 'Withdraw dispute',
  title: 'Not mine',
  confirm: 'Dispute asset',
  placeholder: 'Why is this asset not yours? For example: a former vendor runs it.',
  explain: (hostname: string) =>
    `Tell us why ${hostname} is not yours. It is marked 'Disputed' at once and leaves your open issues when we confirm; you can withdraw the dispute later.`,
  disputed: (hostname: string) => `${hostname} is marked as disputed`,
  withdrawn: (hostname: string) => `The dispute of ${hostname} was withdrawn`,
  failed: 'The asset could not be disputed. Please try again.',
  withdrawFailed: 'The dispute could not be withdrawn. Please try again.',
} as const;

/** 'Disputed by Maya Okafor on Nov 19, 2026: <reason>'. */
export function disputeSummary(dispute: NonNullable<Asset['dispute']>, date: (value: string) => string): string {
  return `Disputed${by(dispute.created_by)} on ${date(dispute.created_at)}: ${dispute.reason}`;
}
