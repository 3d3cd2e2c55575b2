import { describe, expect, it } from 'vitest';
import type { Domain } from '@generated/model';
import { shouldOfferDomains } from '@/features/summary/model/summary-events';

const domain = (status: Domain['status']): Domain => ({ id: `d-${status}`, domain_url: 'example.com', status });

describe('the empty-domains dialog (console-platform.md §2.6)', () => {
  it('opens on a first visit, with the flag on and no domains of the account', () => {
    expect(shouldOfferDomains({ flagEnabled: true, domains: [], seenBefore: false })).toBe(true);
    expect(shouldOfferDomains({ flagEnabled: true, domains: [domain('Discovered')], seenBefore: false })).toBe(true);
  });

  it('stays closed otherwise', () => {
    expect(shouldOfferDomains({ flagEnabled: false, domains: [], seenBefore: false })).toBe(false);
    expect(shouldOfferDomains({ flagEnabled: true, domains: [], seenBefore: true })).toBe(false);
    expect(shouldOfferDomains({ flagEnabled: true, domains: undefined, seenBefore: false })).toBe(false);
    expect(shouldOfferDomains({ flagEnabled: true, domains: [domain('UserApproved')], seenBefore: false })).toBe(false);
  });
});
