import { describe, expect, it, vi } from 'vitest';
import { isIos, lockScroll, type LockableDocument } from '@/shared/overlay/scroll-lock';

/** An element's inline style as the lock uses it: camelCase properties ('' when unset, as in the DOM), their count. */
function fakeElement(initial: Record<string, string> = {}) {
  const attributes = new Map<string, string>();
  const set: Record<string, string> = { ...initial };
  const style = new Proxy(set, {
    get: (target, key: string) =>
      key === 'length' ? Object.values(target).filter((value) => value !== '').length : (target[key] ?? ''),
  });
  return {
    style,
    attributes,
    clientWidth: 1425,
    scrollLeft: 0,
    getBoundingClientRect: () => ({ left: 0 }),
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

function fakeDocument({ platform = 'Linux x86_64', gutter = 'auto', scrollbar = 15, htmlOverflow = 'visible' } = {}) {
  const html = fakeElement();
  const body = fakeElement({ paddingRight: '3px' });
  html.clientWidth = 1440 - scrollbar;
  const scrollTo = vi.fn();
  const computed = (element: unknown) =>
    element === html
      ? { overflow: htmlOverflow, overflowX: htmlOverflow, overflowY: htmlOverflow, scrollbarGutter: gutter }
      : { overflow: 'visible', overflowX: 'visible', overflowY: 'visible', scrollbarGutter: 'auto' };
  const doc = {
    documentElement: html,
    body,
    defaultView: {
      innerWidth: 1440,
      scrollX: 0,
      scrollY: 320,
      visualViewport: { offsetTop: 0, offsetLeft: 0 },
      navigator: { platform, maxTouchPoints: 0 },
      getComputedStyle: computed,
      scrollTo,
    },
  };
  return { doc: doc as unknown as LockableDocument, html, body, scrollTo };
}

describe('the scroll lock of modal drawers and dialogs', () => {
  it("stops the page's scrolling with the scrollbar's width as padding, and puts back what was there", () => {
    const { doc, html, body } = fakeDocument();
    const release = lockScroll(doc);
    expect(body.style).toMatchObject({ overflow: 'hidden', paddingRight: '15px' });
    expect(body.attributes.has('data-scroll-lock')).toBe(true);
    // Nothing is set on <html>: a custom property there restyled every element of the page.
    expect(html.style.length).toBe(0);
    release();
    expect(body.style).toMatchObject({ overflow: '', paddingRight: '3px' });
    expect(body.attributes.has('data-scroll-lock')).toBe(false);
  });

  it('is shared by nested overlays: released when the last one closes, and a second release changes nothing', () => {
    const { doc, body } = fakeDocument();
    const drawer = lockScroll(doc);
    const dialog = lockScroll(doc);
    dialog();
    dialog();
    expect(body.style.overflow).toBe('hidden');
    drawer();
    expect(body.style.overflow).toBe('');
  });

  it('adds no padding without a scrollbar or with a stable gutter, and locks <html> when that is what scrolls', () => {
    const none = fakeDocument({ scrollbar: 0 });
    lockScroll(none.doc)();
    expect(none.body.style.paddingRight).toBe('3px');
    const stable = fakeDocument({ gutter: 'stable both-edges' });
    const release = lockScroll(stable.doc);
    expect(stable.body.style.paddingRight).toBe('3px');
    release();
    const scrollingHtml = fakeDocument({ htmlOverflow: 'auto' });
    const releaseHtml = lockScroll(scrollingHtml.doc);
    expect(scrollingHtml.html.style).toMatchObject({ overflow: 'hidden', paddingRight: '15px' });
    releaseHtml();
    expect(scrollingHtml.html.style.overflow).toBe('');
  });

  it('fixes the body on iOS, where overflow alone does not stop it, and scrolls back on release', () => {
    expect(isIos({ platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    const { doc, body, scrollTo } = fakeDocument({ platform: 'iPad' });
    const release = lockScroll(doc);
    expect(body.style).toMatchObject({ position: 'fixed', overflow: 'hidden', top: '-320px', left: '0px', right: '0' });
    release();
    expect(body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 320, behavior: 'instant' });
  });
});
