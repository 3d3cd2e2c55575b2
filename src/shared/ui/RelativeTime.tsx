import { formatLongDateTime } from '@/shared/format/dates';
import { formatRelativeTime } from '@/shared/format/relative-time';
import { Tip } from '@/shared/overlay/Tip';

/**
 * A past time as the console says it in lists ('2 hours ago'), the exact time in the tooltip on hover: a member's
 * 'Last sign-in', when an e-mail was removed from the mailboxes. Inline: the caller sets the text's style.
 */
export function RelativeTime({ at }: { at: string }) {
  return (
    <Tip content={formatLongDateTime(at)}>
      {(tip) => (
        <time dateTime={at} {...tip}>
          {formatRelativeTime(at)}
        </time>
      )}
    </Tip>
  );
}
