import { HStack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';

export interface LeftOutNoticeProps {
  /** How many items of the list could not be read (countUnusable on the query's data). */
  count: number;
  /** What one item is called, singular and plural: ['issue', 'issues']. */
  noun: readonly [string, string];
}

/**
 * Where a list shows, says that some of its items are not shown because they arrived in a form the console cannot use
 * (issue #16: an unusable item fails only itself, and the list says so). Nothing when every item could be read.
 */
export function LeftOutNotice({ count, noun }: LeftOutNoticeProps) {
  if (count <= 0) return null;
  const one = count === 1;
  return (
    <HStack role="status" gap="2" px="3" py="2" borderWidth="1px" borderColor="border.subtle" borderRadius="md" bg="bg.subtle">
      <Info size={16} aria-hidden />
      <Text textStyle="sm" color="fg.muted">
        {`${count} ${one ? noun[0] : noun[1]} could not be shown: ${one ? 'it' : 'they'} arrived in an unexpected format. We have reported it to our team.`}
      </Text>
    </HStack>
  );
}
