import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FraudDefenseIssue } from '@/features/issues';
import { usePermission } from '@/features/platform';
import type { RowActions } from '@/shared/data-table/RowActions';
import { interactionPart } from '@/shared/overlay/interaction-parts';

/**
 * What the tables show and offer of removal from the mailboxes (fraud_remediation_enabled), as the removal layer
 * gives it: built there, with the removals read and what is on its way.
 */
export interface RemovalView {
  /** The status cell of these e-mails' row when their removal says more than their status; null otherwise. */
  status: (messages: readonly FraudDefenseIssue[]) => ReactNode;
  /** The row menu, for a role that may remove (Member, Admin); undefined for a Viewer. */
  actions?: <T>(messagesOf: (row: T) => readonly FraudDefenseIssue[], label: (row: T) => string) => RowActions<T>;
}

/** Whether an e-mail's copies have a removal to show (an undo put them back: nothing to show). */
const hasRemoval = (message: FraudDefenseIssue) => message.removals.some((copy) => copy.remediation.status !== 'restored');

/**
 * Before the layer has loaded: no status of its own, and for a role that may remove the row menus' place kept
 * (their items come with the layer), so the columns do not move when it arrives.
 */
const NO_STATUS = () => null;
const WAITING: RemovalView = { status: NO_STATUS, actions: (_messagesOf, label) => ({ label, actions: [] }) };
const WAITING_VIEWER: RemovalView = { status: NO_STATUS };

type Layer = typeof import('./components/RemovalLayer');
// The removal layer (the removals read, the rows' status and menu, the writes, the confirmation, the toasts) loads
// after the user's first input, or at once when a shown row has a removal to tell (budget.json). `layerLoaded`
// settles when it has loaded, whoever loaded it (the first-input preload, or this page).
let layerArrived: (layer: Layer) => void = () => undefined;
const layerLoaded = new Promise<Layer>((resolve) => (layerArrived = resolve));
const removalLayer = interactionPart(() =>
  import('./components/RemovalLayer').then((layer) => {
    layerArrived(layer);
    return layer;
  }),
);

/** The layer once it has loaded, without loading it. */
function useRemovalLayer(): Layer | undefined {
  const [layer, setLayer] = useState(removalLayer.current);
  useEffect(() => {
    if (layer) return undefined;
    let mounted = true;
    void layerLoaded.then((loaded) => mounted && setLayer(loaded));
    return () => {
      mounted = false;
    };
  }, [layer]);
  return layer;
}

/**
 * Removal of fraud messages from the mailboxes (issue #29, fraud_remediation_enabled): the tables' view of it, and
 * `part` (the layer: it reads, writes and shows the confirmation), which the page mounts once. No view without the flag.
 */
export function useFraudRemoval(
  accountId: string,
  enabled: boolean,
  shown: readonly FraudDefenseIssue[],
): { view: RemovalView | undefined; part: ReactNode } {
  const denied = usePermission('removeFraudMessages').reason;
  const allowed = enabled && !denied;
  const layer = useRemovalLayer();
  const needed = enabled && !layer && shown.some(hasRemoval);
  useEffect(() => {
    if (needed) void removalLayer();
  }, [needed]);
  const [loadedView, setView] = useState<RemovalView | undefined>(undefined);
  const view = useMemo(
    () => (enabled ? (loadedView ?? (allowed ? WAITING : WAITING_VIEWER)) : undefined),
    [enabled, allowed, loadedView],
  );
  const part = enabled && layer ? createElement(layer.default, { accountId, allowed, onView: setView }) : null;
  return { view, part };
}
