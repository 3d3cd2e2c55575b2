/** The mark-as-resolved flow of console-platform.md §4, free of React so it outlives the closed panel. */
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';

export const SCAN_REFRESH_DELAY_MS = 3000;

export const RESOLVE_MESSAGES = {
  resolved: () => 'Issue was successfully resolved',
  in_review: (name: string) =>
    `Issue ${name} is being validated by our security team, we’ll notify you on the status of your request in the email`,
  open: (name: string) =>
    `The issue ${name} was successfully resolved. Note that there are additional assets with this issue still open`,
  failed: () => 'Unfortunately the issue was not resolved',
  submitFailed: () => 'An error was occurred, please try again later',
  pollingFailed: () => 'Service is not available, please try again later',
} as const;

export type ResolveOutcome = keyof typeof RESOLVE_MESSAGES;

/**
 * The flow's steps. "In process" is not one of them: it is read from the request on its way and then from the
 * user-input processes, which list the issue until the server has validated it (resolve-writes.ts).
 */
export interface ResolveFlowSteps {
  closePanel: () => void;
  /** Sends the request; settles once the processes list the issue. */
  submit: () => Promise<unknown>;
  refreshScans: () => void;
  /**
   * Resolves when the issue has left the pending processes. Rejects with FollowedQueryError when a read of the
   * processes failed: their poller (the platform's process monitor) reports that, so the flow stays silent.
   */
  waitForProcess: () => Promise<void>;
  /** The issue's status after processing. */
  readStatus: () => Promise<string | undefined>;
  /** Reloads what the outcome changed; after 'pollingFailed' the processes are not read again (their poller stopped, §4). */
  refreshData: (outcome: ResolveOutcome) => Promise<unknown> | void;
  notify: { success: (message: string) => void; error: (message: string) => void };
  schedule?: (run: () => void, ms: number) => void;
}

/** The status read back decides the toast: resolved, in_review and open are successes, anything else failed. */
export function outcomeForStatus(
  status: string | undefined,
): Extract<ResolveOutcome, 'resolved' | 'in_review' | 'open' | 'failed'> {
  return status === 'resolved' || status === 'in_review' || status === 'open' ? status : 'failed';
}

const SUCCESS: ReadonlySet<ResolveOutcome> = new Set(['resolved', 'in_review', 'open']);

export async function runResolveFlow(issueName: string, steps: ResolveFlowSteps): Promise<ResolveOutcome> {
  const schedule = steps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const finish = async (outcome: ResolveOutcome, reportedElsewhere = false) => {
    const message = RESOLVE_MESSAGES[outcome](issueName);
    // A failure told where it happened (the process monitor) is not told twice.
    if (!reportedElsewhere) {
      if (SUCCESS.has(outcome)) steps.notify.success(message);
      else steps.notify.error(message);
    }
    if (outcome !== 'submitFailed') await steps.refreshData(outcome);
    return outcome;
  };

  steps.closePanel();
  try {
    await steps.submit();
  } catch (error) {
    // A refusal for the role (#28) says so instead of 'please try again later'.
    const refused = roleRefusalMessage(error, 'resolve issues');
    if (refused) steps.notify.error(refused);
    return finish('submitFailed', Boolean(refused));
  }
  schedule(steps.refreshScans, SCAN_REFRESH_DELAY_MS);
  try {
    await steps.waitForProcess();
  } catch (error) {
    return finish('pollingFailed', error instanceof FollowedQueryError);
  }
  const status = await steps.readStatus().catch(() => undefined);
  return finish(outcomeForStatus(status));
}
