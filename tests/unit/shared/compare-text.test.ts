import { describe, expect, it } from 'vitest';
import { compareText, sortKey } from '@/shared/format/compare-text';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sign = (value: number) => Math.sign(value);

// Every printable ASCII character, plus a few the fast path leaves to the collator.
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const OTHERS = ['é', 'É', 'ß', 'ø', '\u00ad', '\t', '中'];

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = (chars: readonly string[]) => chars[Math.floor(random() * chars.length)]!;
const word = (chars: readonly string[], max: number) =>
  Array.from({ length: Math.floor(random() * max) }, () => pick(chars)).join('');

describe('compareText: the collator’s order, faster for plain ASCII', () => {
  it('orders every pair of printable ASCII characters as the collator does', () => {
    for (const a of ASCII)
      for (const b of ASCII) expect([a, b, sign(compareText(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  });

  it('agrees with the collator on 200,000 random strings: hostnames, e-mail addresses, digits, case, other scripts', () => {
    const host = [...'abcxyz0123456789.-', 'A', 'Z'];
    const mixed = [...ASCII, ...OTHERS, '0', '0', '1', '9'];
    for (let n = 0; n < 100_000; n++) {
      const pool = n % 2 ? host : mixed;
      const prefix = word(pool, 4);
      const a = prefix + word(pool, 8);
      const b = prefix + word(pool, 8);
      if (sign(compareText(a, b)) !== sign(collator.compare(a, b)))
        expect([a, b, compareText(a, b)]).toEqual([a, b, collator.compare(a, b)]);
      if (sign(compareText(b, a)) !== sign(collator.compare(b, a)))
        expect([b, a, compareText(b, a)]).toEqual([b, a, collator.compare(b, a)]);
    }
  });

  it('puts digits in value order and ignores case', () => {
    expect(['host10', 'host2', 'Host1', 'host02'].sort(compareText)).toEqual(['Host1', 'host2', 'host02', 'host10']);
    expect(compareText('GRACE@clinic.example', 'grace@clinic.example')).toBe(0);
    expect(compareText('a', 'a-b')).toBeLessThan(0);
  });

  it('gives sort keys whose plain order is the same, and none for text it leaves to the collator', () => {
    const host = [...'abcxyz0123456789.-@_ ', 'A', 'Z'];
    const keyOrder = (a: string, b: string) => {
      const [ka, kb] = [sortKey(a)!, sortKey(b)!];
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    };
    for (const a of ASCII) for (const b of ASCII) expect([a, b, keyOrder(a, b)]).toEqual([a, b, sign(collator.compare(a, b))]);
    for (let n = 0; n < 100_000; n++) {
      const prefix = word(n % 2 ? host : ASCII, 4);
      const a = prefix + word(n % 2 ? host : ASCII, 8);
      const b = prefix + word(n % 2 ? host : ASCII, 8);
      if (keyOrder(a, b) !== sign(collator.compare(a, b))) expect([a, b, keyOrder(a, b)]).toEqual([a, b, collator.compare(a, b)]);
    }
    expect(sortKey('café')).toBeNull();
    expect(sortKey('a\tb')).toBeNull();
  });
});
