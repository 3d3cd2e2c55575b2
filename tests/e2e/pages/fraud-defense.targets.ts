import type { Target } from './targets';

/** The Fraud Defense pages (/fraud-defense/…) as their user names them. */
export const fraudDefenseTargets = {
  activeHeading: { role: 'heading', name: 'Manage Your Fraud Defense to Prevent Financial Losses' },
  tabs: { role: 'navigation', name: 'Fraud Defense' },
  openIssuesTab: { role: 'link', name: 'Open issues' },
  configurationTab: { role: 'link', name: 'Configuration' },
  securityTraining: { role: 'button', name: /Security Training/ },
  landing: { testId: 'fraud-defense-landing' },
  benefits: { role: 'list', name: 'Fraud Defense benefits' },
  joinNow: { role: 'button', name: 'Join now' },
  watchVideo: { role: 'button', name: 'Watch the video' },
  faq: { role: 'link', name: 'Frequently asked questions' },
  activationStarted: { testId: 'activation-started' },
  videoDialog: { role: 'dialog', name: 'How Fraud Defense protects your company' },
  activationPanel: { testId: 'activation-panel' },
  microsoft: { role: 'radio', name: 'Microsoft' },
  google: { role: 'radio', name: 'Google' },
  activationNote: { testId: 'activation-note' },
  continueButton: { role: 'button', name: 'Continue' },
  issuesTable: { role: 'table', name: 'Fraud defense issues', hidden: true },
  searchBox: { role: 'searchbox', name: 'Search Issues...' },
  issueCount: { testId: 'fraud-issue-count' },
  loadError: { role: 'alert' },
  emailThreatDetails: { testId: 'email-threat-details' },
  emailBlock: { testId: 'email-block' },
  configuration: { testId: 'fraud-defense-configuration' },
  configurationHeading: { role: 'heading', name: 'Fraud defense integration' },
  enabledToggle: { role: 'checkbox', name: 'Enabled' },
  disabledToggle: { role: 'checkbox', name: 'Disabled' },
  disableDialog: { role: 'alertdialog', name: 'Disable integration' },
  confirmDisable: { role: 'button', name: 'Disable' },
  cancel: { role: 'button', name: 'Cancel' },
  groupByCampaign: { role: 'button', name: 'Group by campaign' },
  campaignToggle: { role: 'button', name: /^(Show|Hide) the \d+ e-mails of this campaign$/ },
} satisfies Record<string, Target>;

export const FRAUD_SEVERITIES = ['Critical', 'Important', 'Moderate', 'Low', 'Informational'];
export const FRAUD_STATUSES = ['Open', 'Validating', 'Resolved', 'Approved'];
export const DISABLED_TOAST = 'Fraud Defense Disabled. You can re-enable it at any time to stay secure.';
