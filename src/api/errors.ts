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
export const RELOGIN_STATUSES: ReadonlySet<number> = new Set([401, 403, 417]);
