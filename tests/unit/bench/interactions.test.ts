import { describe, expect, it } from 'vitest';
import { INTERACTIONS, urlOf } from '../../bench/interactions';

describe('urlOf', () => {
  const base = { label: 'x', ready: async () => {}, act: async () => {}, undo: async () => {} };

  it('names the default example set when the interaction has no scenario (the tab keeps the last one)', () => {
    expect(urlOf({ ...base, path: '/integrations' })).toBe('/integrations?scenario=default');
  });

  it("adds the interaction's scenario to the query it has", () => {
    expect(urlOf({ ...base, path: '/fraud-defense/open-issues?group=campaign', scenario: 'fraudCampaign' })).toBe(
      '/fraud-defense/open-issues?group=campaign&scenario=fraudCampaign',
    );
  });

  it('gives every interaction a distinct label', () => {
    const labels = INTERACTIONS.map((interaction) => interaction.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
