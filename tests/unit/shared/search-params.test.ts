import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { absentParam, choiceParam, listParam, parseSearch, stringifySearch, textParam } from '@/shared/url/search-params';

const schema = z.object({
  q: textParam(),
  severity: listParam(['critical', 'important', 'moderate'] as const),
  range: choiceParam(['7d', '30d'] as const),
});
const read = (search: string) => schema.parse(parseSearch(search));

describe('search params in the URL', () => {
  it('write lists as plain comma lists and leave empty values out', () => {
    expect(stringifySearch({ severity: ['critical', 'important'], q: '', item: undefined, panel: null })).toBe(
      '?severity=critical,important',
    );
    expect(stringifySearch({ q: 'rdp exposed', range: '7d' })).toBe('?q=rdp%20exposed&range=7d');
    expect(stringifySearch({ severity: [] })).toBe('?severity=none');
    expect(stringifySearch({})).toBe('');
  });

  it('read back what they wrote', () => {
    const search = { q: 'a, b & c', severity: ['critical', 'moderate'], range: '30d' } as const;
    expect(read(stringifySearch(search))).toEqual(search);
  });

  it('drop values that are not valid, and a list with nothing valid left', () => {
    expect(read('?severity=bogus')).toEqual({ q: undefined, severity: undefined, range: undefined });
    expect(read('?severity=bogus,important,important')).toMatchObject({ severity: ['important'] });
    expect(read('?range=forever&q=')).toEqual({ q: undefined, severity: undefined, range: undefined });
    expect(read('?q=%20%20')).toMatchObject({ q: undefined });
  });

  it("read 'none' as a section with nothing ticked", () => {
    expect(read('?severity=none')).toMatchObject({ severity: [] });
    expect(read(stringifySearch({ severity: [] }))).toMatchObject({ severity: [] });
  });

  it('keep opening links written with the old JSON lists', () => {
    expect(read(`?severity=${encodeURIComponent('["important","critical"]')}`)).toMatchObject({
      severity: ['critical', 'important'],
    });
  });

  it('read a param the route does not take as absent, whatever it holds', () => {
    const other = z.object({ severity: absentParam() });
    for (const value of ['high', ['high'], 'none', 42]) expect(other.parse({ severity: value })).toEqual({ severity: undefined });
    expect(other.parse({})).toEqual({});
  });
});
