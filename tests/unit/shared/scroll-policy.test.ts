import { describe, expect, it } from 'vitest';
import { resetsScroll } from '@/shared/url/scroll-policy';

describe('resetsScroll', () => {
  it('keeps the scroll while the path stays (search, filters, sort, a drawer)', () => {
    expect(resetsScroll('/', '/', undefined)).toBe(false);
    expect(resetsScroll('/mdr/alerts', '/mdr/alerts', undefined)).toBe(false);
  });

  it("leaves another page to the router's default: its top", () => {
    expect(resetsScroll('/integrations', '/', undefined)).toBeUndefined();
  });

  it("keeps a caller's own choice", () => {
    expect(resetsScroll('/', '/', true)).toBe(true);
    expect(resetsScroll('/integrations', '/', false)).toBe(false);
  });
});
