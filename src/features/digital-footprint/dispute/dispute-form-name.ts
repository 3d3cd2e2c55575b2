import type { Asset } from '@generated/model';

/** What the page asks for: a dispute or a withdrawal of one asset. */
export interface DisputeTarget {
  kind: 'dispute' | 'withdraw';
  asset: Pick<Asset, 'id' | 'hostname'>;
  /** The row menu's button, for focus after the dialog (the menu item is gone). */
  trigger?: () => HTMLElement | null;
}

/** The dispute form's name for the reason kept across a re-login (one per asset, with the account). */
export const disputeFormName = (accountId: string, assetId: string) => `assetDispute:${accountId}:${assetId}`;
