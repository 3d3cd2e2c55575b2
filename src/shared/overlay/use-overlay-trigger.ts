import { useCallback, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';

/** Which item a menu highlights as it opens: the first (Enter, Space, ↓), the last (↑), none (a pointer). */
type OpenHighlight = 'first' | 'last' | null;

/** Zag's interact-outside event, as Chakra's `onInteractOutside` hands it over. */
interface OutsideInteraction {
  detail: { originalEvent: Event };
  preventDefault: () => void;
}

export interface OverlayTrigger {
  /** The overlay's id for Chakra's Root (`id`): Zag derives its parts' ids from it. */
  id: string;
  open: boolean;
  /** The trigger that opened it, when several share the overlay (a table's row buttons); null for a single one. */
  triggerValue: string | null;
  highlight: OpenHighlight;
  /** Counts openings, so the overlay can tell a new opening from a re-render. */
  openings: number;
  setOpen: (open: boolean) => void;
  triggerId: (value?: string | null) => string;
  contentId: string;
  /** Props for a trigger button (`value` for one of several). */
  triggerProps: (value?: string) => OverlayTriggerProps;
  /**
   * For Chakra's Root: a press on (or focus moving to) one of the triggers is not an interaction outside, so the
   * trigger's own click decides (its button closes the overlay, another row's moves it) instead of Zag closing it
   * on pointerdown for the click to open it again.
   */
  onInteractOutside: (event: OutsideInteraction) => void;
}

interface OverlayTriggerProps {
  id: string;
  'data-state': 'open' | 'closed';
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface State {
  open: boolean;
  triggerValue: string | null;
  highlight: OpenHighlight;
  openings: number;
}

/**
 * The trigger half of a menu or popover whose code loads on first use (overlay/interaction-parts.ts): our own button,
 * always rendered, tied to Zag's machine through Chakra's public props once it has loaded (README.md here): Zag finds
 * the trigger by `ids.trigger` (to place the overlay and give focus back), and `onInteractOutside` tells it a press
 * on a trigger is not outside. `preload` runs on hover and focus, before a click needs the code.
 */
export function useOverlayTrigger(kind: 'menu' | 'popover', preload: () => unknown): OverlayTrigger {
  const id = useId();
  const [state, setState] = useState<State>({ open: false, triggerValue: null, highlight: null, openings: 0 });

  const triggerId = useCallback((value?: string | null) => (value ? `${id}-trigger-${value}` : `${id}-trigger`), [id]);
  const contentId = `${id}-content`;
  const setOpen = useCallback((open: boolean) => setState((s) => (s.open === open ? s : { ...s, open })), []);
  const show = useCallback(
    (value: string | null, highlight: OpenHighlight) =>
      setState((s) => ({ open: true, triggerValue: value, highlight, openings: s.openings + 1 })),
    [],
  );

  const triggerProps = useCallback(
    (value?: string): OverlayTriggerProps => {
      const own = (value ?? null) === state.triggerValue;
      const expanded = state.open && own;
      return {
        id: triggerId(value),
        'data-state': expanded ? 'open' : 'closed',
        'aria-haspopup': kind === 'menu' ? 'menu' : 'dialog',
        'aria-expanded': expanded,
        'aria-controls': expanded ? contentId : undefined,
        onPointerEnter: () => void preload(),
        onFocus: () => void preload(),
        onClick: (event) => {
          // Another row's button while the menu is open moves the menu there; its own button closes it.
          if (expanded) setOpen(false);
          // detail 0: a click made with Enter or Space, which opens a menu on its first item (WAI-ARIA menu button).
          else show(value ?? null, kind === 'menu' && event.detail === 0 ? 'first' : null);
        },
        onKeyDown: (event) => {
          // Escape closes it even before focus has moved into it (Zag listens once the overlay has settled).
          if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
            return;
          }
          // Open already (focus has not moved in yet): the menu moves its own highlight.
          if (kind !== 'menu' || expanded || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          show(value ?? null, event.key === 'ArrowDown' ? 'first' : 'last');
        },
      };
    },
    [contentId, kind, preload, setOpen, show, state.open, state.triggerValue, triggerId],
  );

  const onInteractOutside = useCallback(
    (event: OutsideInteraction) => {
      // Trigger ids are `triggerId()` or `triggerId(value)`, i.e. that id followed by `-value`.
      const single = triggerId();
      const target = event.detail.originalEvent.target;
      for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
        if (node.id === single || node.id.startsWith(`${single}-`)) {
          event.preventDefault();
          return;
        }
      }
    },
    [triggerId],
  );

  return useMemo(
    () => ({ id, ...state, setOpen, triggerId, contentId, triggerProps, onInteractOutside }),
    [contentId, id, onInteractOutside, setOpen, state, triggerId, triggerProps],
  );
}
