import type { AxiosError } from 'axios';

/** A polled GET answered 202 or 204: the result is not ready yet. */
export class NotReadyError extends Error {
  readonly status: number;
  constructor(status: number, url: string) {
    super(`Not ready yet (${status}) for ${url}`);
    this.name = 'NotReadyError';
    this.status = status;
  }
}

export interface ContractIssue {
  path: string;
  message: string;
}

/** A response that does not match the contract. */
export class ContractViolationError extends Error {
  readonly operationId: string;
  readonly issues: ContractIssue[];
  constructor(operationId: string, issues: ContractIssue[]) {
    super(`The response of ${operationId} does not match the contract`);
    this.name = 'ContractViolationError';
    this.operationId = operationId;
    this.issues = issues;
  }
}

export const TIMEOUT_MESSAGE = 'Async call timeout limit reached';

/** Polling ran out of tries. */
export class PollingTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'PollingTimeoutError';
  }
}

export function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null | undefined)?.isAxiosError === true;
}

export function httpStatusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's `detail` text, when the error body has one. */
export function serverDetail(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data = error.response?.data as { detail?: unknown } | undefined;
  return typeof data?.detail === 'string' ? data.detail : undefined;
}

/** 401, 403 and 417 end the session: the console clears the demo flag and signs in again. */
const RELOGIN_STATUSES: ReadonlySet<number> = new Set([401, 403, 417]);

/**
 * A write the signed-in role may not make: 403 with the problem code ROLE_REQUIRED (issue #28). Not a sign-out: the
 * write's UI says 'You don't have permission to …', keeps the form and what was typed, and changes nothing else.
 * `requiredLevel` and `detail` (the server's sentence, shown as text) name the role needed.
 */
export class RoleRequiredError extends Error {
  readonly status = 403;
  readonly requiredLevel: 'admin' | 'member' | undefined;
  readonly detail: string | undefined;
  constructor(requiredLevel: 'admin' | 'member' | undefined, detail: string | undefined) {
    super(`Role required: ${requiredLevel ?? 'unknown'}`);
    this.name = 'RoleRequiredError';
    this.requiredLevel = requiredLevel;
    this.detail = detail;
  }
}

/** The role refusal a failed request carries (403 and code ROLE_REQUIRED), else null: every other 403 is a sign-out. */
export function roleRefusal(error: unknown): RoleRequiredError | null {
  if (!isAxiosError(error) || error.response?.status !== 403) return null;
  const body = error.response.data as { code?: unknown; required_access_level?: unknown; detail?: unknown } | null;
  if (body?.code !== 'ROLE_REQUIRED') return null;
  const level = body.required_access_level;
  return new RoleRequiredError(
    level === 'admin' || level === 'member' ? level : undefined,
    typeof body.detail === 'string' ? body.detail : undefined,
  );
}

/** Whether a failed request ends the session: 401, 403 and 417, except the role refusal (ROLE_REQUIRED). */
export function endsSession(error: unknown): boolean {
  return RELOGIN_STATUSES.has(httpStatusOf(error) ?? 0) && roleRefusal(error) === null;
}
