import { afterAll, describe, expect, it } from 'vitest';
import type { Integration, IntegrationHealthError, IntegrationSync } from '@generated/model';
import examples from '../../../openapi/examples/integrations.json';
import {
  attentionSummary,
  cardHealth,
  countsText,
  filterByAttention,
  healthFix,
  healthProblem,
  needsAttention,
  nextScanText,
  syncEnded,
  syncOutcomeMessage,
  syncRow,
} from '@/features/integrations/model/integration-health';

// The exact times below are read in UTC.
const previousZone = process.env.TZ;
process.env.TZ = 'UTC';
afterAll(() => {
  process.env.TZ = previousZone;
});

/** The mock's "now". */
const NOW = new Date('2026-11-23T09:00:00Z');
const DEFAULT = examples.default.value as Integration[];
const REVOKED = examples.integrationConsentRevoked.value as Integration[];
const ATTENTION = examples.integrationsNeedAttention.value as Integration[];
const byType = (list: Integration[], type: Integration['type']) => list.find((item) => item.type === type)!;
const microsoft = byType(DEFAULT, 'microsoft');
const crowdstrike = byType(DEFAULT, 'crowdstrike');

describe('the card’s health line', () => {
  it('says when the last sync ended, with the exact time for the tooltip', () => {
    expect(cardHealth(microsoft, NOW)).toEqual({
      kind: 'synced',
      text: 'Synced 1 hour ago',
      exact: 'Nov 23, 2026, 7:04 AM',
      at: '2026-11-23T07:04:10Z',
    });
    expect(cardHealth({ ...microsoft, last_sync_at: '2026-11-23T06:59:00Z' }, NOW)).toMatchObject({ text: 'Synced 2 hours ago' });
    expect(cardHealth({ ...microsoft, last_sync_at: '2026-11-23T08:59:40Z' }, NOW)).toMatchObject({ text: 'Synced just now' });
  });

  it('says the problem in words when the integration has a health error, whatever its last sync', () => {
    expect(cardHealth(byType(REVOKED, 'microsoft'), NOW)).toEqual({
      kind: 'problem',
      text: 'Access to Microsoft 365 was revoked',
    });
    expect(cardHealth(byType(ATTENTION, 'microsoft'), NOW)).toEqual({
      kind: 'problem',
      text: 'Missing permission: AuditLog.Read.All',
    });
    expect(cardHealth(byType(ATTENTION, 'crowdstrike'), NOW)).toEqual({
      kind: 'problem',
      text: 'The CrowdStrike Falcon API secret expired',
    });
  });

  it('says nothing for an integration that is not connected, never synced, or from a server without health', () => {
    expect(cardHealth(byType(DEFAULT, 'google'), NOW)).toBeNull();
    expect(cardHealth({ ...microsoft, last_sync_at: null }, NOW)).toBeNull();
    const { last_sync_at: _at, health_error: _error, ...spec } = microsoft;
    expect(cardHealth(spec as Integration, NOW)).toBeNull();
  });
});

describe('the fix chosen per health error (the contract’s mapping)', () => {
  const cases: [IntegrationHealthError, string][] = [
    ['consent_revoked', 'Reconnect'],
    ['token_expired', 'Reconnect'],
    ['missing_permission', 'Grant permission'],
    ['tenant_not_found', 'Reconnect'],
    ['rate_limited', 'Try again now'],
    ['provider_outage', 'Try again now'],
    ['unknown', 'Try again now'],
  ];
  it.each(cases)('%s → %s', (error, label) => {
    const fix = healthFix(error, microsoft);
    expect(fix.label).toBe(label);
    expect(fix.action).toBe(
      { Reconnect: 'reconnect', 'Grant permission': 'grantPermission', 'Try again now': 'tryAgain' }[label],
    );
    expect(fix.steps.length).toBeGreaterThan(0);
    expect(fix.steps.join(' ')).toContain(label);
  });

  it('a revoked consent: sign in again as the provider’s admin role, keeping issues and history', () => {
    expect(healthFix('consent_revoked', microsoft)).toEqual({
      action: 'reconnect',
      label: 'Reconnect',
      cause: "An administrator withdrew Stance's read-only access in Microsoft, so Microsoft 365 can no longer be read.",
      steps: [
        'Select Reconnect and sign in with a Global Administrator account.',
        'Review the read-only permissions and accept them again.',
        'Your issues and sync history are kept; the next sync starts by itself.',
      ],
    });
  });

  it.each(['rate_limited', 'provider_outage', 'unknown'] as const)(
    'broken, %s → Reconnect: its sync would be refused (409 INTEGRATION_NOT_CONNECTED)',
    (error) => {
      const fix = healthFix(error, { ...microsoft, status: 'broken' });
      expect(fix.action).toBe('reconnect');
      expect(fix.label).toBe('Reconnect');
      expect(fix.cause).toBe(
        `${healthFix(error, microsoft).cause} Microsoft 365 is no longer connected and must be reconnected before it syncs again.`,
      );
      expect(fix.steps).toEqual([
        'Select Reconnect and sign in with a Global Administrator account.',
        'Your issues and sync history are kept; the next sync starts by itself.',
      ]);
      // CrowdStrike reconnects through its form.
      expect(healthFix(error, { ...crowdstrike, status: 'broken' }).steps[0]).toBe(
        'Select Reconnect and enter the Client ID, the API client secret and the base URL.',
      );
    },
  );

  it('an expired CrowdStrike secret is replaced through the form, not a sign-in', () => {
    const fix = healthFix('token_expired', crowdstrike);
    expect(fix.action).toBe('reconnect');
    expect(fix.steps[0]).toBe('Create a new API client secret in the CrowdStrike Falcon console.');
    expect(fix.steps.join(' ')).not.toContain('sign in');
    expect(healthFix('token_expired', microsoft).steps[0]).toBe(
      'Select Reconnect and sign in with a Global Administrator account.',
    );
  });

  it('a missing permission names what to accept; an unknown error points to support', () => {
    expect(healthFix('missing_permission', byType(ATTENTION, 'microsoft')).steps[1]).toBe(
      'Accept every permission asked, including AuditLog.Read.All.',
    );
    expect(healthFix('missing_permission', { ...microsoft, missing_permissions: ['A', 'B', 'C'] }).steps[1]).toBe(
      'Accept every permission asked, including A, B and C.',
    );
    expect(healthFix('unknown', microsoft).steps).toEqual([
      'Select Try again now.',
      'If it fails again, contact support by chat.',
    ]);
    expect(healthFix('tenant_not_found', byType(DEFAULT, 'google')).steps[0]).toBe(
      "Select Reconnect and sign in to your organization's current tenant with a Super Admin account.",
    );
  });

  it('words each problem', () => {
    expect(healthProblem('rate_limited', byType(DEFAULT, 'ms_fraud_defense'))).toBe('Microsoft slowed down the last sync');
    expect(healthProblem('provider_outage', byType(DEFAULT, 'google'))).toBe('Google was unavailable during the last sync');
    expect(healthProblem('token_expired', microsoft)).toBe('The sign-in to Microsoft 365 expired');
    expect(healthProblem('tenant_not_found', microsoft)).toBe('The Microsoft 365 tenant was not found');
    expect(healthProblem('unknown', microsoft)).toBe('The last sync failed');
    expect(healthProblem('missing_permission', microsoft)).toBe('Microsoft 365 refused a permission');
  });
});

describe('needs attention and the page header', () => {
  it('an integration needs attention exactly when it has a health error', () => {
    expect(needsAttention(microsoft)).toBe(false);
    expect(needsAttention(byType(REVOKED, 'microsoft'))).toBe(true);
    expect(needsAttention(byType(ATTENTION, 'ms_fraud_defense'))).toBe(true);
  });

  it('counts the connected integrations that need attention', () => {
    expect(attentionSummary(DEFAULT)).toEqual({ count: 0, text: 'All integrations healthy' });
    expect(attentionSummary(REVOKED)).toEqual({ count: 1, text: '1 needs attention' });
    expect(attentionSummary(ATTENTION)).toEqual({ count: 3, text: '3 need attention' });
  });

  it('says nothing without a connected integration or health from the server (the specification’s header)', () => {
    expect(attentionSummary(examples.newCustomer.value as Integration[])).toBeNull();
    const spec = (examples.integrationBroken.value as Integration[]).map(
      ({ last_sync_at: _a, last_sync_status: _b, health_error: _c, ...rest }) => rest as Integration,
    );
    expect(attentionSummary(spec)).toBeNull();
  });
});

describe('the sync history', () => {
  const syncs = examples.syncs.value as IntegrationSync[];

  it('one row per sync: status, exact time, trigger, counts and the problem', () => {
    expect(syncRow(syncs[0]!, microsoft)).toEqual({
      id: 'sync-7a20e1',
      status: 'ok',
      statusLabel: 'Succeeded',
      when: 'Nov 23, 2026, 7:04 AM',
      at: '2026-11-23T07:04:10Z',
      trigger: 'Scheduled',
      counts: '13 users · 9 devices · 16 mailboxes',
      problem: null,
    });
    expect(syncRow(syncs[2]!, microsoft)).toMatchObject({
      statusLabel: 'Partial',
      counts: '13 users · 9 devices · 11 mailboxes',
      problem: 'Microsoft slowed down the last sync',
    });
    expect(syncRow(syncs[3]!, microsoft).trigger).toBe('Manual');
  });

  it('a running sync shows when it started and no counts yet', () => {
    const running = examples.syncRunning.value as IntegrationSync;
    expect(syncRow(running, microsoft)).toMatchObject({ statusLabel: 'Running', at: '2026-11-23T09:00:04Z', counts: null });
    expect(syncEnded(running)).toBe(false);
    expect(syncEnded({ status: 'queued' })).toBe(false);
    expect(syncEnded(examples.syncDone.value as IntegrationSync)).toBe(true);
    expect(syncEnded({ status: 'partial' })).toBe(true);
    expect(syncEnded({ status: 'failed' })).toBe(true);
  });

  it('counts leave out what the provider has none of; singular for one', () => {
    expect(countsText({ users: 0, devices: 1, mailboxes: null })).toBe('0 users · 1 device');
    expect(countsText({ users: 1200, devices: null, mailboxes: null })).toBe('1,200 users');
    expect(countsText({ users: null, devices: null, mailboxes: null })).toBeNull();
    expect(countsText(null)).toBeNull();
  });

  it('the next scan, exactly', () => {
    expect(nextScanText('2026-11-23T13:00:00Z')).toBe('Next scan Nov 23, 2026, 1:00 PM');
    expect(nextScanText(null)).toBeNull();
  });
});

describe('the header’s attention filter', () => {
  const views = (list: Integration[]) => list.map((integration) => ({ integration }));
  const types = (shown: readonly { integration: Integration }[]) => shown.map((view) => view.integration.type);

  it('on: only the integrations that need attention, in their order', () => {
    expect(types(filterByAttention(views(ATTENTION), true))).toEqual(['microsoft', 'crowdstrike', 'ms_fraud_defense']);
  });

  it('off, or matching nothing: every integration', () => {
    expect(types(filterByAttention(views(ATTENTION), false))).toHaveLength(5);
    expect(types(filterByAttention(views(DEFAULT), true))).toHaveLength(5);
  });
});

describe('the toast when a sync ends', () => {
  it('says how it ended, with the problem in words', () => {
    expect(syncOutcomeMessage({ status: 'ok', health_error: null }, microsoft)).toEqual({
      tone: 'success',
      text: 'Microsoft 365 synced.',
    });
    expect(syncOutcomeMessage({ status: 'partial', health_error: 'rate_limited' }, microsoft)).toEqual({
      tone: 'warning',
      text: 'Microsoft 365 synced in part. Microsoft slowed down the last sync.',
    });
    expect(syncOutcomeMessage(examples.syncFailedConsentRevoked.value as IntegrationSync, microsoft)).toEqual({
      tone: 'error',
      text: 'The sync of Microsoft 365 failed. Access to Microsoft 365 was revoked.',
    });
  });
});
