import { describe, expect, it } from 'vitest';
import type { Issue } from '@generated/model';
import { issuesForIntegration } from '@/features/integrations/model/integration-issues';
import issueExamples from '../../../openapi/examples/issues.json';

const issues = issueExamples.default.value as Issue[];

describe('issues found for an integration', () => {
  it('are the open and validating issues on its footprint asset', () => {
    const found = issuesForIntegration({ type: 'microsoft', status: 'active', asset_id: 'ast-m365-tenant' }, issues);
    // iss-023 on the same asset is approved, so it is not counted (the mock's issues_count is 4).
    expect(found.map((issue) => issue.id).sort()).toEqual(['iss-009', 'iss-010', 'iss-019', 'iss-020']);
    expect(issuesForIntegration({ type: 'crowdstrike', status: 'active', asset_id: 'ast-falcon-tenant' }, issues)).toEqual([]);
  });
  it('are the fraud defense findings for a connected fraud defense integration', () => {
    const found = issuesForIntegration({ type: 'ms_fraud_defense', status: 'active', asset_id: null }, issues);
    expect(found.map((issue) => issue.id).sort()).toEqual(['iss-027', 'iss-028', 'iss-029']);
  });
  it('are none while not connected or without an asset', () => {
    expect(issuesForIntegration({ type: 'microsoft', status: 'inactive', asset_id: 'ast-m365-tenant' }, issues)).toEqual([]);
    expect(issuesForIntegration({ type: 'google', status: 'active', asset_id: null }, issues)).toEqual([]);
    expect(issuesForIntegration({ type: 'google_fraud_defense', status: 'inactive', asset_id: null }, issues)).toEqual([]);
  });
});
