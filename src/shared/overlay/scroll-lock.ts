/**
 * The page does not scroll while a modal drawer or dialog is open. What Zag's lock does (overflow hidden on the
 * scrolling element, the scrollbar's width as padding in its place so nothing moves, a fixed body on iOS, nested
 * overlays sharing one lock), without the `--scrollbar-width` custom property it also sets on <html>: nothing of ours
 * reads it, and a custom property changed on <html> restyles every element of the page (about a thousand), which was
 * a third of a drawer's opening in the production build's trace. The overlays pass `preventScroll={false}` to Zag.
 */
import { useEffect } from 'react';

/** The parts of a document the lock reads and writes. */
export interface LockableDocument {
  documentElement: HTMLElement;
  body: HTMLElement;
  defaultView: (Window & typeof globalThis) | null;
}

const STYLE_KEYS = ['overflow', 'position', 'top', 'left', 'right', 'paddingLeft', 'paddingRight'] as const;
type StyleKey = (typeof STYLE_KEYS)[number];
type Styles = Partial<Record<StyleKey, string>>;

const locks = new WeakMap<LockableDocument, { count: number; release: () => void }>();

/** iPhone, iPad (also when it says Mac, with a touch screen): body scrolling only stops with a fixed body there. */
export function isIos(nav: Pick<Navigator, 'platform' | 'maxTouchPoints'>): boolean {
  return /^(iPhone|iPad)/i.test(nav.platform) || (/^Mac/i.test(nav.platform) && nav.maxTouchPoints > 1);
}

function setStyles(element: HTMLElement, styles: Styles): () => void {
  const previous: Styles = {};
  for (const key of STYLE_KEYS) if (key in styles) previous[key] = element.style[key];
  Object.assign(element.style, styles);
  return () => {
    Object.assign(element.style, previous);
    if (element.style.length === 0) element.removeAttribute('style');
  };
}

const OVERFLOWS = /auto|scroll|overlay|hidden|clip/;

function applyLock(doc: LockableDocument): () => void {
  const win = doc.defaultView ?? window;
  const { documentElement: html, body } = doc;
  const htmlStyle = win.getComputedStyle(html);
  const scroller = OVERFLOWS.test(htmlStyle.overflow + htmlStyle.overflowX + htmlStyle.overflowY) ? html : body;
  const stableGutter = [htmlStyle, win.getComputedStyle(body)].some((style) => /^stable( |$)/.test(style.scrollbarGutter ?? ''));
  const scrollbarWidth = win.innerWidth - html.clientWidth;
  // The scrollbar sits on the left in right-to-left pages.
  const padding = Math.round(html.getBoundingClientRect().left) + html.scrollLeft ? 'paddingLeft' : 'paddingRight';
  const gap: Styles = !stableGutter && scrollbarWidth > 0 ? { [padding]: `${scrollbarWidth}px` } : {};
  body.setAttribute('data-scroll-lock', '');

  let restore: () => void;
  if (isIos(win.navigator)) {
    const { scrollX, scrollY, visualViewport } = win;
    const restoreStyles = setStyles(body, {
      position: 'fixed',
      overflow: 'hidden',
      top: `${-(scrollY - Math.floor(visualViewport?.offsetTop ?? 0))}px`,
      left: `${-(scrollX - Math.floor(visualViewport?.offsetLeft ?? 0))}px`,
      right: '0',
      ...gap,
    });
    restore = () => {
      restoreStyles();
      win.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    };
  } else restore = setStyles(scroller, { overflow: 'hidden', ...gap });
  return () => {
    restore();
    body.removeAttribute('data-scroll-lock');
  };
}

/** Locks the page's scrolling until the returned function is called; nested locks share one. */
export function lockScroll(doc: LockableDocument = document): () => void {
  let lock = locks.get(doc);
  if (!lock) {
    lock = { count: 0, release: applyLock(doc) };
    locks.set(doc, lock);
  }
  lock.count++;
  const held = lock;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.count--;
    if (held.count === 0) {
      held.release();
      locks.delete(doc);
    }
  };
}

/**
 * The page stays still while `locked`, from just after the frame that shows the overlay. The lock reads the page's
 * layout and changes its scrolling element: done in the opening click's own task, it forced a style and layout of the
 * page ahead of that frame, which then computed them again (11 ms of an issue drawer's 44 ms click task in a trace,
 * the part Event Timing measures). A frame later nothing has had the time to scroll.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return undefined;
    let release: (() => void) | undefined;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(() => {
        release = lockScroll();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      release?.();
    };
  }, [locked]);
}
