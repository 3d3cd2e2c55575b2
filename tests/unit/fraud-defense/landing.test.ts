import { describe, expect, it } from 'vitest';
import { landingHeader } from '@/features/fraud-defense/model/landing';

describe('landingHeader (console-platform.md §2.8)', () => {
  it('uses the defaults when the settings are missing, null or blank', () => {
    const defaults = {
      title: 'Protect your company from Financial losses with Fraud Defense',
      subtitle: 'Add Fraud Defense as security layer to protect your emails',
    };
    expect(landingHeader(undefined)).toEqual(defaults);
    expect(landingHeader({ fraud_defence_page_title: null, fraud_defence_page_subtitle: null })).toEqual(defaults);
    expect(landingHeader({ fraud_defence_page_title: '  ', fraud_defence_page_subtitle: '' })).toEqual(defaults);
  });

  it('uses the configured title and subtitle independently', () => {
    expect(landingHeader({ fraud_defence_page_title: ' Stop invoice fraud ' })).toEqual({
      title: 'Stop invoice fraud',
      subtitle: 'Add Fraud Defense as security layer to protect your emails',
    });
  });
});
