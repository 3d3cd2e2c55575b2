import { HStack, Heading, List, Text } from '@chakra-ui/react';
import type { Asset } from '@generated/model';
import { severityTone } from '@/shared/theme/severity';
import { HighestSeverity } from '../components/HighestSeverity';
import { associatedIssuesTitle, associatedOpenIssues } from '../model/asset-details';

/** The asset's open issues under '{n} associated open issues'. */
export function AssetIssues({ asset }: { asset: Asset }) {
  const issues = associatedOpenIssues(asset);
  return (
    <>
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        {associatedIssuesTitle(issues.length)}
      </Heading>
      {issues.length > 0 ? (
        <List.Root variant="plain" gap="2" aria-label="Associated open issues">
          {issues.map((issue) => (
            <List.Item key={issue.id}>
              <HStack gap="2">
                <HighestSeverity tone={severityTone(issue.severity)} />
                <Text textStyle="sm">{issue.name}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </>
  );
}
