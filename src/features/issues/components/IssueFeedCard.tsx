import { Badge, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { formatFeedDate } from '@/shared/format/dates';
import { severityColors } from '@/shared/theme/severity';
import { categoryLabel, feedCardSize, feedTitle, issueTypeLabel, severityLabel, type SummaryIssue } from '../model/issue-model';

export interface IssueFeedCardProps {
  issue: SummaryIssue;
  inProcess: boolean;
  onLearnMore: (issue: SummaryIssue) => void;
}

/**
 * An issue in a feed (console-platform.md §2.4): type, category, severity icon, title with its status prefix,
 * short description, label chips and 'Learn more' ('Validating...' and disabled while in process).
 */
export function IssueFeedCard({ issue, inProcess, onLearnMore }: IssueFeedCardProps) {
  const colors = severityColors(issue.severity);
  return (
    <Stack
      as="article"
      aria-label={feedTitle(issue)}
      gap="3"
      p="4"
      minH={`${feedCardSize()}px`}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      data-testid="issue-feed-card"
    >
      <HStack justify="space-between" gap="3" textStyle="xs" color="fg.muted">
        <Text truncate>
          {issueTypeLabel(issue.issue_type)} · {categoryLabel(issue.issue_category)}
        </Text>
        {issue.date_sent ? (
          <Text flexShrink={0} className="tabular-nums">
            {formatFeedDate(issue.date_sent)}
          </Text>
        ) : null}
      </HStack>
      <HStack gap="2.5" align="flex-start">
        <Flex color={colors.solid} pt="0.5" flexShrink={0} role="img" aria-label={`${severityLabel(issue.severity)} severity`}>
          <CircleAlert size={18} />
        </Flex>
        <Text fontWeight="semibold" textStyle="sm" flex="1">
          {feedTitle(issue)}
        </Text>
        {issue.status === 'in_review' ? (
          <Badge size="sm" variant="subtle" colorPalette="brand" letterSpacing="wider" flexShrink={0}>
            VALIDATING
          </Badge>
        ) : null}
      </HStack>
      <Text textStyle="sm" color="fg.muted" lineClamp={3}>
        {issue.short_description}
      </Text>
      <Flex justify="space-between" align="flex-end" gap="3" mt="auto">
        <Wrap gap="1.5">
          {(issue.labels ?? []).map((label) => (
            <Badge key={label.name} size="sm" variant="outline" colorPalette="gray">
              {label.name}
            </Badge>
          ))}
        </Wrap>
        <Button size="xs" variant="outline" flexShrink={0} disabled={inProcess} onClick={() => onLearnMore(issue)}>
          {inProcess ? 'Validating...' : 'Learn more'}
        </Button>
      </Flex>
    </Stack>
  );
}
