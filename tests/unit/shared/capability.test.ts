import { describe, expect, it, vi } from 'vitest';
import { capabilityOf, isAbsentCapability } from '@/shared/queries/capability';

const httpError = (status: number) => ({ isAxiosError: true, response: { status } });
const failed = (error: unknown) => ({ status: 'error' as const, data: undefined, error, refetch: vi.fn() });

describe('a capability beyond the specification', () => {
  it('is hidden while its flag is off, whatever its read says', () => {
    expect(capabilityOf(false, { status: 'success', data: [1], error: null, refetch: vi.fn() })).toEqual({
      state: 'hidden',
    });
  });

  it('is hidden when its endpoint answers 404 or 501 (a backend one release behind)', () => {
    expect(isAbsentCapability(httpError(404))).toBe(true);
    expect(isAbsentCapability(httpError(501))).toBe(true);
    expect(capabilityOf(true, failed(httpError(404)))).toEqual({ state: 'hidden' });
    expect(capabilityOf(true, failed(httpError(501)))).toEqual({ state: 'hidden' });
  });

  it('shows an error it can retry for any other failure', () => {
    for (const error of [httpError(500), httpError(422), new Error('network')]) {
      const query = failed(error);
      const capability = capabilityOf(true, query);
      expect(capability.state).toBe('error');
      if (capability.state === 'error') capability.retry();
      expect(query.refetch).toHaveBeenCalledOnce();
    }
  });

  it('loads, then shows its data', () => {
    expect(capabilityOf(true, { status: 'pending', data: undefined, error: null, refetch: vi.fn() })).toEqual({
      state: 'loading',
    });
    expect(capabilityOf(true, { status: 'success', data: [], error: null, refetch: vi.fn() })).toEqual({
      state: 'ready',
      data: [],
    });
  });

  it("says when its data is the last read's, shown while the next loads (placeholderData)", () => {
    expect(capabilityOf(true, { status: 'success', data: [1], error: null, refetch: vi.fn(), isPlaceholderData: true })).toEqual({
      state: 'ready',
      data: [1],
      previous: true,
    });
    expect(capabilityOf(true, { status: 'success', data: [1], error: null, refetch: vi.fn(), isPlaceholderData: false })).toEqual(
      { state: 'ready', data: [1] },
    );
  });
});
