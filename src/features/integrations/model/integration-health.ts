import type { Integration, IntegrationHealthError, IntegrationSync, SyncCounts } from '@generated/model';
import { formatLongDateTime } from '@/shared/format/dates';
import { formatRelativeTime } from '@/shared/format/relative-time';
import { CATALOGUE } from './catalogue';

/**
 * Integration health (issue #29, integration_health_enabled): what a card, the page header and the drawer's 'Health'
 * section say, and the fix for each health_error as the contract maps it (getIntegrations' description): consent
 * revoked, token expired and tenant not found → 'Reconnect'; missing permission → 'Grant permission'; rate limited,
 * provider outage and unknown → 'Try again now', except on a broken integration: 'Reconnect' (the contract's decision;
 * its sync would be refused with 409 INTEGRATION_NOT_CONNECTED).
 */
type HealthAction = 'reconnect' | 'grantPermission' | 'tryAgain';

const HEALTH_ACTION_LABEL: Record<HealthAction, string> = {
  reconnect: 'Reconnect',
  grantPermission: 'Grant permission',
  tryAgain: 'Try again now',
};

const ACTION_OF: Record<IntegrationHealthError, HealthAction> = {
  consent_revoked: 'reconnect',
  token_expired: 'reconnect',
  missing_permission: 'grantPermission',
  tenant_not_found: 'reconnect',
  rate_limited: 'tryAgain',
  provider_outage: 'tryAgain',
  unknown: 'tryAgain',
};

type HealthSubject = Pick<Integration, 'type' | 'display_name' | 'required_role' | 'missing_permissions'>;

/** The provider's name as users know it: 'Microsoft', 'Google', or the integration's own name (CrowdStrike). */
function providerName(subject: HealthSubject): string {
  const provider = CATALOGUE[subject.type].provider;
  if (provider === 'microsoft') return 'Microsoft';
  if (provider === 'google') return 'Google';
  return subject.display_name;
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The problem in words, for a card and the drawer. */
export function healthProblem(error: IntegrationHealthError, subject: HealthSubject): string {
  const name = subject.display_name;
  switch (error) {
    case 'consent_revoked':
      return `Access to ${name} was revoked`;
    case 'token_expired':
      return CATALOGUE[subject.type].provider ? `The sign-in to ${name} expired` : `The ${name} API secret expired`;
    case 'missing_permission': {
      const missing = subject.missing_permissions ?? [];
      return missing.length > 0 ? `Missing permission: ${list(missing)}` : `${name} refused a permission`;
    }
    case 'tenant_not_found':
      return `The ${name} tenant was not found`;
    case 'rate_limited':
      return `${providerName(subject)} slowed down the last sync`;
    case 'provider_outage':
      return `${providerName(subject)} was unavailable during the last sync`;
    case 'unknown':
      return 'The last sync failed';
  }
}

export interface HealthFix {
  action: HealthAction;
  /** 'Reconnect', 'Grant permission' or 'Try again now'. */
  label: string;
  /** Why, in one sentence, then what to do, step by step. */
  cause: string;
  steps: string[];
}

const KEPT = 'Your issues and sync history are kept; the next sync starts by itself.';

function signInAs(subject: HealthSubject, label: string, tenant = ''): string {
  const role = subject.required_role ?? CATALOGUE[subject.type].requiredRole;
  const account = role ? ` with a${/^[AEIOU]/.test(role) ? 'n' : ''} ${role} account` : '';
  return `Select ${label} and sign in${tenant}${account}.`;
}

/** The fix for a health_error on a connected integration: its one action and the steps around it. */
function errorFix(error: IntegrationHealthError, subject: HealthSubject): HealthFix {
  const name = subject.display_name;
  const provider = providerName(subject);
  const form = CATALOGUE[subject.type].provider === null;
  const action = ACTION_OF[error];
  const label = HEALTH_ACTION_LABEL[action];
  switch (error) {
    case 'consent_revoked':
      return {
        action,
        label,
        cause: `An administrator withdrew Stance's read-only access in ${provider}, so ${name} can no longer be read.`,
        steps: [signInAs(subject, label), 'Review the read-only permissions and accept them again.', KEPT],
      };
    case 'token_expired':
      return form
        ? {
            action,
            label,
            cause: `The API client secret Stance uses for ${name} has expired.`,
            steps: [
              `Create a new API client secret in the ${name} console.`,
              `Select ${label} and enter the Client ID, the new secret and the base URL.`,
              KEPT,
            ],
          }
        : {
            action,
            label,
            cause: `Stance's sign-in to ${name} has expired and must be renewed.`,
            steps: [signInAs(subject, label), 'Accept the read-only permissions to renew the access.', KEPT],
          };
    case 'missing_permission':
      return {
        action,
        label,
        cause: `${provider} refused a permission Stance needs, so part of ${name} could not be read.`,
        steps: [
          signInAs(subject, label),
          `Accept every permission asked, including ${list(subject.missing_permissions ?? []) || 'the missing one'}.`,
          KEPT,
        ],
      };
    case 'tenant_not_found':
      return {
        action,
        label,
        cause: `The ${name} tenant Stance was connected to was deleted or moved.`,
        steps: [signInAs(subject, label, " to your organization's current tenant"), KEPT],
      };
    case 'rate_limited':
      return {
        action,
        label,
        cause: `${provider} limited how fast Stance could read your data; this usually passes within an hour.`,
        steps: [`Select ${label}, or wait for the next scheduled sync, which retries by itself.`],
      };
    case 'provider_outage':
      return {
        action,
        label,
        cause: `${provider} did not answer during the last sync.`,
        steps: [`Select ${label}, or wait for the next scheduled sync, which retries by itself.`],
      };
    case 'unknown':
      return {
        action,
        label,
        cause: `The last sync of ${name} failed for a reason Stance could not name.`,
        steps: [`Select ${label}.`, 'If it fails again, contact support by chat.'],
      };
  }
}

/**
 * The fix the console offers for a health_error. On a broken integration 'Try again now' would be refused (409
 * INTEGRATION_NOT_CONNECTED): its fix is 'Reconnect' (the contract's decision), the cause kept.
 */
export function healthFix(error: IntegrationHealthError, subject: HealthSubject & Pick<Integration, 'status'>): HealthFix {
  const fix = errorFix(error, subject);
  if (subject.status !== 'broken' || fix.action !== 'tryAgain') return fix;
  const label = HEALTH_ACTION_LABEL.reconnect;
  const name = subject.display_name;
  return {
    action: 'reconnect',
    label,
    cause: `${fix.cause} ${name} is no longer connected and must be reconnected before it syncs again.`,
    steps: [
      CATALOGUE[subject.type].provider === null
        ? `Select ${label} and enter the Client ID, the API client secret and the base URL.`
        : signInAs(subject, label),
      KEPT,
    ],
  };
}

/** decision (contract): an integration needs attention when health_error is set. */
export const needsAttention = (integration: Pick<Integration, 'health_error'>): boolean => Boolean(integration.health_error);

/** The server sends health for this integration (a backend one release behind leaves the fields out). */
const carriesHealth = (integration: Integration) =>
  integration.last_sync_status !== undefined || integration.health_error !== undefined;

/**
 * The page header: 'All integrations healthy' or 'N need attention' ('1 needs attention'), over the connected
 * integrations shown; null when none is connected or the server sends no health (the specification's header).
 */
export function attentionSummary(integrations: readonly Integration[]): { count: number; text: string } | null {
  const connected = integrations.filter((integration) => integration.status !== 'inactive' && carriesHealth(integration));
  if (connected.length === 0) return null;
  const count = connected.filter(needsAttention).length;
  if (count === 0) return { count, text: 'All integrations healthy' };
  return { count, text: `${count} ${count === 1 ? 'needs' : 'need'} attention` };
}

export type CardHealth = { kind: 'problem'; text: string } | { kind: 'synced'; text: string; exact: string; at: string } | null;

/** A card's health line: the problem in words, or 'Synced 2 hours ago' with the exact time (for the tooltip). */
export function cardHealth(integration: Integration, now: Date): CardHealth {
  if (integration.status === 'inactive') return null;
  if (integration.health_error) return { kind: 'problem', text: healthProblem(integration.health_error, integration) };
  const at = integration.last_sync_at;
  if (!at) return null;
  return { kind: 'synced', text: `Synced ${formatRelativeTime(at, now)}`, exact: formatLongDateTime(at), at };
}

const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/** '13 users · 9 devices · 16 mailboxes'; a kind the provider has none of (null) is left out; null until it ends. */
export function countsText(counts: SyncCounts | null | undefined): string | null {
  if (!counts) return null;
  const parts = (['users', 'devices', 'mailboxes'] as const).flatMap((kind) => {
    const value = counts[kind];
    return value === null || value === undefined ? [] : [plural(value, kind.slice(0, -1))];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

const SYNC_STATUS_LABEL: Record<IntegrationSync['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  ok: 'Succeeded',
  partial: 'Partial',
  failed: 'Failed',
};

/** A sync has ended (ok, partial, failed); queued and running are in progress. */
export const syncEnded = (sync: Pick<IntegrationSync, 'status'>): boolean =>
  sync.status === 'ok' || sync.status === 'partial' || sync.status === 'failed';

export interface SyncRow {
  id: string;
  status: IntegrationSync['status'];
  statusLabel: string;
  /** When it ended, else when it started or was queued: exact. */
  when: string;
  at: string;
  trigger: string;
  counts: string | null;
  problem: string | null;
}

/** One line of the drawer's sync history. */
export function syncRow(sync: IntegrationSync, subject: HealthSubject): SyncRow {
  const at = sync.finished_at ?? sync.started_at ?? sync.queued_at;
  return {
    id: sync.id,
    status: sync.status,
    statusLabel: SYNC_STATUS_LABEL[sync.status],
    when: formatLongDateTime(at),
    at,
    trigger: sync.trigger === 'manual' ? 'Manual' : 'Scheduled',
    counts: countsText(sync.counts),
    problem: sync.health_error ? healthProblem(sync.health_error, { ...subject, missing_permissions: [] }) : null,
  };
}

/** The drawer's 'Next scan Nov 23, 2026, 1:00 PM'; null when none is scheduled. */
export function nextScanText(nextScanAt: string | null | undefined): string | null {
  return nextScanAt ? `Next scan ${formatLongDateTime(nextScanAt)}` : null;
}

/**
 * The cards the page shows: with the header's filter on (`attention` in the URL), those that need attention; all of
 * them when the filter is off or matches nothing (integrationsSearchSchema's decision).
 */
export function filterByAttention<T extends { integration: Pick<Integration, 'health_error'> }>(
  views: readonly T[],
  attention: boolean,
): readonly T[] {
  if (!attention) return views;
  const shown = views.filter((view) => needsAttention(view.integration));
  return shown.length > 0 ? shown : views;
}

/** decision (issue #29): the toast when a sync the user started ends. */
export function syncOutcomeMessage(sync: Pick<IntegrationSync, 'status' | 'health_error'>, subject: HealthSubject) {
  const name = subject.display_name;
  const problem = sync.health_error ? ` ${healthProblem(sync.health_error, subject)}.` : '';
  if (sync.status === 'ok') return { tone: 'success' as const, text: `${name} synced.` };
  if (sync.status === 'partial') return { tone: 'warning' as const, text: `${name} synced in part.${problem}` };
  return { tone: 'error' as const, text: `The sync of ${name} failed.${problem}` };
}
