import type { Asset, AssetIssue, EmailData, Issue } from '@generated/model';
import assets from '../../../openapi/examples/assets.json';
import issues from '../../../openapi/examples/issues.json';

/** The contract's own examples (Bright Smile Dental Group). */
export const exampleIssues = issues.default.value as Issue[];
export const exampleUsers = assets.users.value as Asset[];
export const resolutionForm = issues.resolutionForm.value;

export function issue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: 'iss-x',
    name: 'An issue',
    short_description: 'What is wrong.',
    severity: 'moderate',
    issue_category: 'configuration_changes',
    issue_type: 'EXPOSURE_SCANNER',
    status: 'open',
    date_sent: '2026-11-01T08:00:00Z',
    assets: [],
    devices: [],
    technologies: [],
    ...overrides,
  };
}

export function email(overrides: Partial<EmailData> = {}): EmailData {
  return {
    sender: { name: 'Accounts', email_address: 'ar@vendor-billing.example' },
    date_sent: '2026-11-18T09:12:00Z',
    subject: 'Updated bank details',
    to_recipients: [],
    reasons: [{ name: 'Lookalike domain', description: 'Registered last week.' }],
    ...overrides,
  };
}

export function finding(overrides: Partial<AssetIssue> = {}): AssetIssue {
  return {
    id: 'iss-fd',
    name: 'Bank details change',
    severity: 'important',
    status: 'open',
    issue_type: 'FRAUD_DEFENSE',
    issue_category: 'email_threats',
    finding_id: 'fnd-1',
    email_data: email(),
    ...overrides,
  };
}

export function userAsset(id: string, hostname: string, issuesOfUser: AssetIssue[], names: Partial<Asset> = {}): Asset {
  return { id, hostname, asset_type: 'user', issues: issuesOfUser, ...names };
}
