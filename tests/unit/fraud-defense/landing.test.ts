import { describe, expect, it } from 'vitest';
import { BENEFITS, disabledEvent, landingHeader, landingOptionEvent } from '@/features/fraud-defense/model/landing';

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

describe('benefits (console-platform.md §2.8)', () => {
  it('are the three of the spec, each text word for word', () => {
    expect(BENEFITS.map(({ title, text }) => [title, text])).toEqual([
      ['Authenticate emails', 'stop impersonation targeting the company'],
      ['Detect threats', 'business email compromise attempts using employee identities'],
      ['Monitor communications', 'check incoming and outgoing email for suspicious behaviour'],
    ]);
  });
});

describe('analytics events (console-platform.md §2.8)', () => {
  it('the landing names the option the user picked', () => {
    expect(landingOptionEvent('join_now')).toEqual({ event: 'fraud_defense_landing_option', props: { option: 'join_now' } });
    expect(landingOptionEvent('faq')).toEqual({ event: 'fraud_defense_landing_option', props: { option: 'faq' } });
    expect(landingOptionEvent('video')).toEqual({ event: 'fraud_defense_landing_option', props: { option: 'video' } });
  });

  it('turning the integration off on the configuration page has the origin fraud-defense-configurations', () => {
    expect(disabledEvent('google_fraud_defense')).toEqual({
      event: 'fraud_defense_disabled',
      props: { origin: 'fraud-defense-configurations', type: 'google_fraud_defense' },
    });
  });
});
