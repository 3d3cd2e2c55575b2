import { describe, expect, it } from 'vitest';
import { disputesOffered } from '@/features/digital-footprint/model/asset-dispute';
import { EXAMPLE_ASSETS, EXAMPLE_DEVICES, EXAMPLE_USERS, asset } from './fixtures';

/** The assets as a backend without disputes lists them: no `dispute` key at all. */
const WITHOUT_DISPUTES = EXAMPLE_ASSETS.map(({ dispute: _gone, ...rest }) => rest);

describe("'Not mine' offered on the page (#27)", () => {
  it('with the flag and the contract’s assets (dispute null or set on the disputable ones)', () => {
    expect(disputesOffered(true, false, [...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES, ...EXAMPLE_USERS])).toBe(true);
  });

  it('never with the flag off, nor once a dispute write was answered 404/501', () => {
    expect(disputesOffered(false, false, EXAMPLE_ASSETS)).toBe(false);
    expect(disputesOffered(true, true, EXAMPLE_ASSETS)).toBe(false);
  });

  it('not when every disputable asset lacks `dispute` (a backend without disputes); one that carries it is enough', () => {
    expect(disputesOffered(true, false, WITHOUT_DISPUTES)).toBe(false);
    expect(disputesOffered(true, false, [...WITHOUT_DISPUTES, asset('www.example.com', [], { dispute: null })])).toBe(true);
  });

  it('while the list tells nothing (loading, or no disputable asset), the flag decides', () => {
    expect(disputesOffered(true, false, [])).toBe(true);
    expect(
      disputesOffered(
        true,
        false,
        EXAMPLE_DEVICES.map(({ dispute: _gone, ...rest }) => rest),
      ),
    ).toBe(true);
  });
});
