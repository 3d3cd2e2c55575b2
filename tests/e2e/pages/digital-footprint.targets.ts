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
  downloadReport: { role: 'button', name: 'Download Report' },
  configure: { role: 'button', name: 'Configure digital footprint' },
  addStep: { testId: 'add-step' },
  discoveredDomains: { testId: 'discovered-domains' },
  domainInput: { role: 'textbox', name: 'Add Domains' },
  domainTag: { testId: 'domain-tag' },
  domainErrors: { testId: 'domain-errors' },
  technologySelect: { role: 'combobox', name: 'Enter technology name' },
  technologyOptions: { role: 'listbox', name: 'Technologies' },
  chosenTechnologies: { role: 'list', name: 'Chosen technologies' },
  next: { role: 'button', name: 'Next' },
  back: { role: 'button', name: 'Back' },
  add: { role: 'button', name: 'Add' },
  // Asset history and 'Not mine' (issue #27).
  lastSeenColumn: { role: 'columnheader', name: /^Last seen/, hidden: true },
  history: { role: 'region', name: 'History' },
  historyList: { role: 'list', name: 'History' },
  notMine: { role: 'button', name: 'Not mine' },
  notMineItem: { role: 'menuitem', name: 'Not mine' },
  withdrawDispute: { role: 'button', name: 'Withdraw dispute' },
  disputeDialog: { role: 'dialog', name: 'Not mine' },
  disputeReason: { role: 'textbox', name: /^Reason/ },
  disputeSubmit: { role: 'button', name: 'Dispute asset' },
  disputeState: { testId: 'asset-dispute' },
} satisfies Record<string, Target>;

export const ASSET_TYPES = ['Domain', 'Subdomain', 'Email', 'Integration', 'Host', 'Device', 'User'];
