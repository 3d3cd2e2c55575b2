import type { Target } from './targets';

/** The Digital Footprint area (/digital-footprint/assets, /technologies) as its user names it. */
export const footprintTargets = {
  assetsTable: { role: 'table', name: 'Assets', hidden: true },
  assetSearch: { role: 'searchbox', name: 'Search assets...' },
  sortByName: { role: 'button', name: 'Asset Name' },
  status: { testId: 'footprint-status' },
  generalInformation: { role: 'heading', name: 'General information' },
  viewInFraudDefense: { role: 'button', name: 'View All Issues in Fraud Defense' },
  previousAsset: { role: 'button', name: 'Previous' },
  technologySearch: { role: 'searchbox', name: 'Search technologies' },
  technologyCount: { testId: 'technology-count' },
} satisfies Record<string, Target>;

export const ASSET_TYPES = ['Domain', 'Subdomain', 'Email', 'Integration', 'Host', 'Device', 'User'];
