/**
 * What a production build renders per interaction, counted in the page without React's development build:
 * - components rendered and mounted (by name), commits and DOM elements created, through the hook React calls on every
 *   commit for its DevTools (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`, called by production builds too);
 *   a component counts as rendered when React did its work in that commit (the DevTools' own test), and a subtree whose
 *   child list React kept is skipped (nothing under it rendered);
 * - CSS rules inserted at run time (Emotion's `insertRule`, i.e. a component kind's or a style's first use).
 * Names need an unminified build (`vite build --minify false`); a minified one counts under short names.
 * `installRenderCounter` runs as an init script (before the app's code); `takeRenders` reads and resets.
 */
import type { Page } from 'playwright-core';

export interface RenderCount {
  /** Commits React made. */
  commits: number;
  /** Component renders and mounts per commit, in order. */
  perCommit: number[];
  /** Component name → [renders of a mounted one, mounts]. */
  components: Record<string, [number, number]>;
  /** DOM elements React created. */
  elements: number;
  /** CSS rules inserted through CSSOM (Emotion). */
  cssRules: number;
  /**
   * Where the renders started: a component that rendered while the component above it did not (its own state, a
   * context or a store changed) → [times, renders and mounts in its subtree, itself included].
   */
  origins: Record<string, [number, number]>;
}

/** The page side (an init script: no imports, no named inner functions, which tsx would wrap in a helper). */
export function installRenderCounter() {
  const w = window as unknown as { __renders: RenderCount };
  w.__renders = { commits: 0, perCommit: [], components: {}, elements: 0, cssRules: 0, origins: {} };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST_COMPONENT = 5;
  const PERFORMED_WORK = 1;
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') {
      const fn = type as { displayName?: string; name?: string };
      return fn.displayName || fn.name || 'Anonymous';
    }
    if (type && typeof type === 'object') {
      const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
      return wrapped.displayName || nameOf(wrapped.render ?? wrapped.type);
    }
    return String(type);
  };
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const counts = w.__renders;
      counts.commits++;
      let rendered = 0;
      // Each entry: a fiber, and the origin its nearest component ancestor rendered under (null: it did not render).
      const stack: [Fiber, [number, number] | null][] = [[root.current, null]];
      while (stack.length) {
        const [fiber, above] = stack.pop() as [Fiber, [number, number] | null];
        const previous = fiber.alternate;
        let origin = above;
        if (COMPONENT_TAGS.has(fiber.tag)) {
          if (!previous || fiber.flags & PERFORMED_WORK) {
            const name = nameOf(fiber.type);
            const entry = (counts.components[name] ??= [0, 0]);
            entry[previous ? 0 : 1]++;
            rendered++;
            if (!origin) {
              origin = counts.origins[name] ??= [0, 0];
              origin[0]++;
            }
            origin[1]++;
          } else origin = null;
        } else if (fiber.tag === HOST_COMPONENT && !previous) counts.elements++;
        if (previous && previous.child === fiber.child) continue;
        for (let child = fiber.child; child; child = child.sibling) stack.push([child, origin]);
      }
      counts.perCommit.push(rendered);
    },
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    w.__renders.cssRules++;
    return insertRule.call(this, rule, index);
  };
}

/** What rendered since the last call (or the page's start), and starts counting anew. */
export function takeRenders(page: Page): Promise<RenderCount> {
  return page.evaluate(() => {
    const w = window as unknown as { __renders: RenderCount };
    const taken = w.__renders;
    w.__renders = { commits: 0, perCommit: [], components: {}, elements: 0, cssRules: 0, origins: {} };
    return taken;
  });
}

/** 'DataRow 12×, DrawerFrame 2× (+1 new), …', most rendered first; `limit` names at most. */
export function describeRenders(count: RenderCount, limit = 12): string {
  const entries = Object.entries(count.components).sort(([, a], [, b]) => b[0] + b[1] - (a[0] + a[1]));
  const total = entries.reduce((sum, [, [renders, mounts]]) => sum + renders + mounts, 0);
  const named = entries
    .slice(0, limit)
    .map(([name, [renders, mounts]]) => `${name} ${renders}×${mounts ? ` (+${mounts} new)` : ''}`);
  const origins = Object.entries(count.origins)
    .sort(([, a], [, b]) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, [times, below]]) => `${name}${times > 1 ? ` ${times}×` : ''} → ${below}`);
  return (
    `${count.commits} commits (${count.perCommit.join(' + ')}), ${total} component renders, ${count.elements} elements created, ${count.cssRules} CSS rules inserted\n` +
    `    started by: ${origins.join(', ')}\n` +
    `    most rendered: ${named.join(', ')}${entries.length > limit ? ', …' : ''}`
  );
}
