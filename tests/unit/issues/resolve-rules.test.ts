import { describe, expect, it } from 'vitest';
import type { AssetRef } from '@generated/model';
import {
  EMPTY_RESOLVE_FORM,
  buildResolveRequest,
  optionRequired,
  resolveButtonLabel,
  resolveEligibility,
  selectedAssets,
  validateResolveForm,
} from '@/features/issues/resolve/resolve-rules';
import { buildFraudDefenseIssues } from '@/features/issues/model/fraud-findings';
import { exampleUsers, issue, resolutionForm } from './fixtures';

const actions = resolutionForm.actions;
const flags = { mark_as_resolved_enabled: true, technologies_issues_mark_as_resolved_enabled: false };

describe('mark-as-resolved validation (console-platform.md §5)', () => {
  it('requires an action and a resolution text', () => {
    expect(validateResolveForm(EMPTY_RESOLVE_FORM, actions)).toEqual({
      action: 'Select an action.',
      resolutionText: 'Describe how the issue was resolved.',
    });
    expect(validateResolveForm({ ...EMPTY_RESOLVE_FORM, actionId: 'act-accepted-risk', resolutionText: '   ' }, actions)).toEqual(
      {
        resolutionText: 'Describe how the issue was resolved.',
      },
    );
  });

  it('requires not_an_issue only when the action’s value contains "issue"', () => {
    expect(optionRequired({ id: 'a', value: 'This is not an issue' })).toBe(true);
    expect(optionRequired({ id: 'b', value: 'We accept the risk' })).toBe(false);
    expect(optionRequired(undefined)).toBe(false);
    const notAnIssue = { ...EMPTY_RESOLVE_FORM, actionId: 'act-not-issue', resolutionText: 'Decommissioned last week.' };
    expect(validateResolveForm(notAnIssue, actions)).toEqual({ option: 'Select a reason.' });
    expect(validateResolveForm({ ...notAnIssue, optionId: 'opt-decommissioned' }, actions)).toEqual({});
    expect(validateResolveForm({ ...notAnIssue, actionId: 'act-accepted-risk' }, actions)).toEqual({});
  });

  it('allows at most 300 characters', () => {
    const base = { ...EMPTY_RESOLVE_FORM, actionId: 'act-accepted-risk' };
    expect(validateResolveForm({ ...base, resolutionText: 'x'.repeat(300) }, actions)).toEqual({});
    expect(validateResolveForm({ ...base, resolutionText: 'x'.repeat(301) }, actions)).toEqual({
      resolutionText: 'Use at most 300 characters.',
    });
  });
});

describe('who may mark an issue resolved', () => {
  it('only open issues, with mark_as_resolved_enabled', () => {
    expect(resolveEligibility(issue(), flags)).toEqual({ allowed: true });
    expect(resolveEligibility(issue({ status: 'in_review' }), flags)).toEqual({ allowed: false, reason: 'notOpen' });
    expect(resolveEligibility(issue(), { ...flags, mark_as_resolved_enabled: false })).toEqual({
      allowed: false,
      reason: 'disabled',
    });
  });

  it('issues with technologies only with technologies_issues_mark_as_resolved_enabled', () => {
    const withTech = issue({ technologies: [{ id: 't1', name: 'nginx' }] });
    expect(resolveEligibility(withTech, flags)).toEqual({ allowed: false, reason: 'technologies' });
    expect(resolveEligibility(withTech, { ...flags, technologies_issues_mark_as_resolved_enabled: true })).toEqual({
      allowed: true,
    });
  });

  it('not fraud-defense findings (the Email Threat drawer has no form)', () => {
    const [threat] = buildFraudDefenseIssues(exampleUsers);
    expect(resolveEligibility(threat!, flags)).toEqual({ allowed: false, reason: 'fraudDefense' });
  });

  it('labels the button Mark as resolved, Validating... or Scan in progress...', () => {
    expect(resolveButtonLabel(false, false)).toBe('Mark as resolved');
    expect(resolveButtonLabel(true, false)).toBe('Validating...');
    expect(resolveButtonLabel(true, true)).toBe('Validating...');
    expect(resolveButtonLabel(false, true)).toBe('Scan in progress...');
  });
});

describe('asset selection', () => {
  const assets: AssetRef[] = [
    { id: 's1', asset_type: 'subdomain', hostname: 'portal.example' },
    { id: 'h1', asset_type: 'host', hostname: '198.51.100.40' },
    { id: 's2', asset_type: 'subdomain', hostname: 'pay.example' },
  ];

  it('expands groups, ignores a group that maps to nothing, de-duplicates, keeps the issue’s order', () => {
    expect(selectedAssets([{ kind: 'group', assetType: 'subdomain' }], assets).map((a) => a.id)).toEqual(['s1', 's2']);
    expect(selectedAssets([{ kind: 'group', assetType: 'email' }], assets)).toEqual([]);
    expect(
      selectedAssets(
        [
          { kind: 'asset', id: 's2' },
          { kind: 'group', assetType: 'subdomain' },
          { kind: 'asset', id: 'h1' },
          { kind: 'asset', id: 'gone' },
        ],
        assets,
      ).map((a) => a.id),
    ).toEqual(['s1', 'h1', 's2']);
  });

  it('builds the request body: option only when asked, technologies of the issue only', () => {
    const target = issue({ assets, technologies: [{ id: 't1', name: 'IIS' }] });
    const values = {
      actionId: 'act-not-issue',
      optionId: 'opt-false-positive',
      resolutionText: ' Disabled TLS 1.0. ',
      assets: [{ kind: 'asset' as const, id: 'h1' }],
      technologyIds: ['t1', 'tx'],
    };
    expect(buildResolveRequest(values, target, actions)).toEqual({
      resolution_text: 'Disabled TLS 1.0.',
      action_id: 'act-not-issue',
      option_id: 'opt-false-positive',
      assets: [assets[1]],
      technologies: ['t1'],
    });
    expect(buildResolveRequest({ ...values, actionId: 'act-accepted-risk', technologyIds: [] }, target, actions)).toEqual({
      resolution_text: 'Disabled TLS 1.0.',
      action_id: 'act-accepted-risk',
      assets: [assets[1]],
    });
  });
});
