/**
 * Interaction-only UI (the dialog and drawer frames, the toast region) is left out of the first load (issue #13's
 * budget) and loads when first used. So that the first dialog or drawer still opens at once, its code is fetched when
 * the browser is idle after the user's first input (a pointer move, touch, key or wheel): a person gets it long before
 * a click, while the first render does not wait for it.
 */
const loaders = [
  () => import('../dialogs/DialogFrame'),
  () => import('../drawer/DrawerFrame'),
  () => import('../toast/ToastRegion'),
];

const FIRST_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export function preloadInteractionUiOnFirstInput(target: Window = window): void {
  const start = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, true);
    const whenIdle = target.requestIdleCallback ?? ((callback: () => void) => target.setTimeout(callback, 1));
    whenIdle(() => {
      for (const load of loaders) void load();
    });
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, { capture: true, passive: true });
}
