import { Heading, Stack } from '@chakra-ui/react';
import { IssueFeedCard, type SummaryIssue } from '@/features/issues';
import { associatedIssuesTitle } from '../model/asset-details';

export interface AssetIssuesProps {
  /** The asset's open issues in drawer order (resolveAssetIssues). */
  issues: readonly SummaryIssue[];
  inProcess: ReadonlySet<string>;
  /** 'Learn more': opens the issue's drawer, stepping through this list. */
  onOpen: (issue: SummaryIssue, list: readonly SummaryIssue[]) => void;
}

/** '{n} associated open issues' and a feed card per issue, each opening the issue details drawer. */
export function AssetIssues({ issues, inProcess, onOpen }: AssetIssuesProps) {
  return (
    <>
      <Heading as="h3" textStyle="sm" fontWeight="semibold">
        {associatedIssuesTitle(issues.length)}
      </Heading>
      {issues.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Associated open issues">
          {issues.map((issue) => (
            <li key={issue.id}>
              <IssueFeedCard issue={issue} inProcess={inProcess.has(issue.id)} onLearnMore={() => onOpen(issue, issues)} />
            </li>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
