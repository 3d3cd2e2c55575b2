import { Flex } from '@chakra-ui/react';
import { BadgeCheck, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { severityColors } from '@/shared/theme/severity';

/** The status icon of the issue details header: open issues in their severity colour, the rest neutral. */
export function IssueStatusIcon({ status, severity }: { status: string; severity: string }) {
  const colors = severityColors(severity);
  const icon =
    status === 'resolved' ? (
      <CircleCheck size={18} />
    ) : status === 'approved' ? (
      <BadgeCheck size={18} />
    ) : status === 'in_review' ? (
      <Clock size={18} />
    ) : (
      <CircleAlert size={18} />
    );
  const open = status === 'open';
  return (
    <Flex
      boxSize="9"
      flexShrink={0}
      borderRadius="md"
      align="center"
      justify="center"
      bg={open ? colors.bg : 'bg.subtle'}
      color={open ? colors.fg : 'fg.muted'}
      aria-hidden
      data-status={status}
    >
      {icon}
    </Flex>
  );
}
