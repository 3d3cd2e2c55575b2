import type { IntegrationType } from '@generated/model';
import { CALLBACK_PATH, RESULT_KEY } from './keys';
import { SIGN_IN_TIME_LIMIT_MS } from './popup-watch';

/**
 * The provider sign-in window hands its result back to the console through one local-storage record
 * (console-platform.md §2.7, §4). The callback page writes it; the console window reads it on `storage` events,
 * acts on it only when it carries the `state` of the sign-in this window started, and removes it. A record nobody
 * acts on (its sign-in gave up, or its console tab is gone) is removed once older than the sign-in time limit.
 */
export { CALLBACK_PATH, RESULT_KEY };

type SignInOutcome =
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'code'; code: string }
  | { kind: 'error'; error: string; configuration?: boolean }
  | { kind: 'none' };

export interface SignInRecord {
  state: string;
  outcome: SignInOutcome;
  /** When the callback window wrote it (ms since the epoch). */
  writtenAt: number;
}

/** Google return: the granted scopes must include these three (console-platform.md §2.7). */
export const GOOGLE_REQUIRED_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
  'https://www.googleapis.com/auth/admin.reports.usage.readonly',
  'https://www.googleapis.com/auth/admin.directory.domain.readonly',
] as const;

/** The required Google scopes missing from a space-separated granted list. */
export function missingGoogleScopes(granted: string | null | undefined): string[] {
  const have = new Set((granted ?? '').split(/\s+/).filter(Boolean));
  return GOOGLE_REQUIRED_SCOPES.filter((scope) => !have.has(scope));
}

const TYPES: readonly IntegrationType[] = ['microsoft', 'google', 'crowdstrike', 'ms_fraud_defense', 'google_fraud_defense'];
const STATE_PATTERN = /^([a-z_]+)\.([A-Za-z0-9_-]{22,64})$/;

/** A fresh `state`: the integration type plus 128 random bits, so the callback knows which rules apply. */
export function newSignInState(type: IntegrationType, random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const bytes = random(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${type}.${nonce}`;
}

export function typeOfState(state: string | null | undefined): IntegrationType | null {
  const match = state ? STATE_PATTERN.exec(state) : null;
  const type = match?.[1] as IntegrationType | undefined;
  return type && TYPES.includes(type) ? type : null;
}

const isGoogle = (type: IntegrationType) => type === 'google' || type === 'google_fraud_defense';

/**
 * What the provider's redirect says. An `error` stores the error description (or the error); a tenant id or a
 * code activates; Google codes without the required scopes become the configuration error; anything else is
 * "none" (the integration is deactivated). Null when the redirect carries no valid `state`: nothing is stored.
 */
export function recordFromCallback(params: URLSearchParams, now: number): SignInRecord | null {
  const state = params.get('state');
  const type = typeOfState(state);
  if (!state || !type) return null;
  const outcome = outcomeOf(params, type);
  return { state, outcome, writtenAt: now };
}

function outcomeOf(params: URLSearchParams, type: IntegrationType): SignInOutcome {
  const error = params.get('error');
  if (error) return { kind: 'error', error: params.get('error_description') || error };
  const tenant = params.get('tenant');
  if (tenant && !isGoogle(type) && params.get('admin_consent')?.toLowerCase() !== 'false') {
    return { kind: 'tenant', tenantId: tenant };
  }
  const code = params.get('code');
  if (code) {
    if (isGoogle(type) && missingGoogleScopes(params.get('scope')).length > 0) {
      return { kind: 'error', error: 'missing_scopes', configuration: true };
    }
    return { kind: 'code', code };
  }
  return { kind: 'none' };
}

export const encodeRecord = (record: SignInRecord): string => JSON.stringify(record);

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A stored record, strictly checked; anything malformed is null. */
export function decodeRecord(raw: string | null | undefined): SignInRecord | null {
  if (!raw || raw.length > 8000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { state, outcome, writtenAt } = value as { state?: unknown; outcome?: Record<string, unknown>; writtenAt?: unknown };
  if (!text(state, 100) || !typeOfState(state) || typeof outcome !== 'object' || outcome === null) return null;
  if (typeof writtenAt !== 'number' || !Number.isFinite(writtenAt)) return null;
  const decoded = decodeOutcome(outcome);
  return decoded ? { state, outcome: decoded, writtenAt } : null;
}

function decodeOutcome(outcome: Record<string, unknown>): SignInOutcome | null {
  switch (outcome.kind) {
    case 'tenant':
      return text(outcome.tenantId, 200) ? { kind: 'tenant', tenantId: outcome.tenantId } : null;
    case 'code':
      return text(outcome.code, 2000) ? { kind: 'code', code: outcome.code } : null;
    case 'error':
      return text(outcome.error, 1000)
        ? { kind: 'error', error: outcome.error, configuration: outcome.configuration === true }
        : null;
    case 'none':
      return { kind: 'none' };
    default:
      return null;
  }
}

/**
 * A stored value no sign-in will act on any more: unreadable, or written more than the sign-in time limit ago (or
 * as far ahead, the clock having moved). A watching console window takes its record within a tick.
 */
export function isStaleRecord(raw: string | null, now: number): boolean {
  if (raw === null) return false;
  const record = decodeRecord(raw);
  return !record || Math.abs(now - record.writtenAt) >= SIGN_IN_TIME_LIMIT_MS;
}

export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
  url: string;
  storageArea: unknown;
}

/**
 * The record a `storage` event carries for the sign-in this window waits for: the integration-result key, from
 * this origin's local storage, with the expected state. Anything else is not ours to act on.
 */
export function recordFromStorageEvent(
  event: StorageEventLike,
  expected: { origin: string; state: string; localStorage: unknown },
): SignInRecord | null {
  if (event.key !== RESULT_KEY || event.storageArea !== expected.localStorage) return null;
  let origin: string;
  try {
    origin = new URL(event.url).origin;
  } catch {
    return null;
  }
  if (origin !== expected.origin) return null;
  return recordFor(event.newValue, expected.state);
}

/** The stored record when it belongs to the sign-in with `state`. */
export function recordFor(raw: string | null, state: string): SignInRecord | null {
  const record = decodeRecord(raw);
  return record && record.state === state ? record : null;
}
