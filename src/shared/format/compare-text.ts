/**
 * The console's one text order for tables and lists: English, case and accents ignored, digits by value ('host2'
 * before 'host10'). That is `Intl.Collator('en', { sensitivity: 'base', numeric: true })`, but its `compare` made the
 * default order of 20,000 assets take 66 ms (~300,000 calls). Most texts the console sorts are plain ASCII (hostnames,
 * e-mail addresses, names): those are compared here in the collator's order, or turned into sort keys for the large
 * tables, and anything else goes to the collator itself. tests/unit/shared/compare-text.test.ts checks they agree.
 */
let collator: Intl.Collator | undefined;
/** The collator is built on first use: building it took ~12 ms of the first page's main thread (issue #13, LCP). */
const collate = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

/** Spaces and punctuation in the collator's order: all of them before digits, and digits before letters. */
const PUNCTUATION = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const DIGIT = 1000;
/** A character's place in that order; -1 for characters left to the collator (non-ASCII, control characters). */
const WEIGHT = new Int16Array(128).fill(-1);
for (let i = 0; i < PUNCTUATION.length; i++) WEIGHT[PUNCTUATION.charCodeAt(i)] = i;
for (let c = 48; c <= 57; c++) WEIGHT[c] = DIGIT;
for (let c = 97; c <= 122; c++) WEIGHT[c] = 2000 + c;
for (let c = 65; c <= 90; c++) WEIGHT[c] = 2000 + c + 32;

const weight = (code: number) => (code < 128 ? WEIGHT[code]! : -1);

export function compareText(a: string, b: string): number {
  const n = a.length;
  const m = b.length;
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const wa = weight(a.charCodeAt(i));
    const wb = weight(b.charCodeAt(j));
    if (wa < 0 || wb < 0) return collate(a, b);
    if (wa === DIGIT && wb === DIGIT) {
      // Runs of digits compare by value: leading zeros skipped, then the longer run is larger, then digit by digit.
      let si = i;
      while (si < n && a.charCodeAt(si) === 48) si++;
      let sj = j;
      while (sj < m && b.charCodeAt(sj) === 48) sj++;
      let ei = si;
      while (ei < n && weight(a.charCodeAt(ei)) === DIGIT) ei++;
      let ej = sj;
      while (ej < m && weight(b.charCodeAt(ej)) === DIGIT) ej++;
      if (ei - si !== ej - sj) return ei - si < ej - sj ? -1 : 1;
      for (let k = 0; k < ei - si; k++) {
        const x = a.charCodeAt(si + k);
        const y = b.charCodeAt(sj + k);
        if (x !== y) return x < y ? -1 : 1;
      }
      i = ei;
      j = ej;
    } else if (wa !== wb) {
      return wa < wb ? -1 : 1;
    } else {
      i++;
      j++;
    }
  }
  for (let k = i; k < n; k++) if (weight(a.charCodeAt(k)) < 0) return collate(a, b);
  for (let k = j; k < m; k++) if (weight(b.charCodeAt(k)) < 0) return collate(a, b);
  if (i < n) return 1;
  if (j < m) return -1;
  return 0;
}

const KEY_DIGITS = 0x60;
/** The key's code for each character: punctuation 0x21… in order, letters lower case; digits are encoded as runs. */
const KEY_CODE = new Uint16Array(128);
for (let i = 0; i < PUNCTUATION.length; i++) KEY_CODE[PUNCTUATION.charCodeAt(i)] = 0x21 + i;
for (let c = 97; c <= 122; c++) KEY_CODE[c] = c;
for (let c = 65; c <= 90; c++) KEY_CODE[c] = c + 32;
let buffer = new Uint16Array(256);

/**
 * A key whose plain order (`<`) is compareText's order, for sorting many rows: built once per row, then compared
 * natively (several times faster per comparison). Null for text the fast path leaves to the collator (non-ASCII,
 * control characters): sort those with compareText.
 */
export function sortKey(text: string): string | null {
  const n = text.length;
  // At most two extra codes per digit run, and a run needs at least one digit.
  if (buffer.length < n * 2 + 2) buffer = new Uint16Array(n * 2 + 2);
  let length = 0;
  for (let i = 0; i < n;) {
    const code = text.charCodeAt(i);
    const w = weight(code);
    if (w < 0) return null;
    if (w !== DIGIT) {
      buffer[length++] = KEY_CODE[code]!;
      i++;
      continue;
    }
    // A run of digits: a marker between punctuation and letters, the run's length without leading zeros, the digits.
    let start = i;
    while (start < n && text.charCodeAt(start) === 48) start++;
    let end = start;
    while (end < n && weight(text.charCodeAt(end)) === DIGIT) end++;
    buffer[length++] = KEY_DIGITS;
    buffer[length++] = 0x30 + end - start;
    for (let k = start; k < end; k++) buffer[length++] = text.charCodeAt(k);
    i = end;
  }
  return String.fromCharCode.apply(null, buffer.subarray(0, length) as unknown as number[]);
}
