import { describe, expect, it } from 'vitest';
import { shortenCaseNumber } from '@/features/mdr/model/case-number';

describe('shortenCaseNumber', () => {
  it('keeps six characters and adds an ellipsis', () => {
    expect(shortenCaseNumber('00041692')).toBe('000416…');
    expect(shortenCaseNumber('5003h00001mPEpK')).toBe('5003h0…');
  });

  it('leaves six characters or fewer as they are', () => {
    expect(shortenCaseNumber('000416')).toBe('000416');
    expect(shortenCaseNumber('42')).toBe('42');
    expect(shortenCaseNumber('')).toBe('');
  });
});
