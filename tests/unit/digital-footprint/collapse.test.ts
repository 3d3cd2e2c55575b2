import { describe, expect, it } from 'vitest';
import { collapseLimit, collapseList } from '@/features/digital-footprint/model/collapse';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('collapse rules (§2.6)', () => {
  it('ports, IPs and logins collapse to 2, other lists to 5', () => {
    expect(['ports', 'ips', 'logins'].map((k) => collapseLimit(k as 'ports'))).toEqual([2, 2, 2]);
    expect(collapseLimit('other')).toBe(5);
  });

  it("shows 'Show all (N)' with the whole count, then 'Show less'", () => {
    expect(collapseList(items(3), 'ips', false)).toEqual({ shown: [0, 1], toggle: 'Show all (3)' });
    expect(collapseList(items(3), 'ips', true)).toEqual({ shown: [0, 1, 2], toggle: 'Show less' });
    expect(collapseList(items(7), 'other', false)).toEqual({ shown: [0, 1, 2, 3, 4], toggle: 'Show all (7)' });
  });

  it('has no toggle when everything fits', () => {
    expect(collapseList(items(2), 'logins', false)).toEqual({ shown: [0, 1], toggle: null });
    expect(collapseList(items(5), 'other', true).toggle).toBeNull();
  });
});
