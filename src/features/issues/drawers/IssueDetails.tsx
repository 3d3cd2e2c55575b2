import { Badge, Box, Button, Code, HStack, Heading, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { useState, type ReactNode } from 'react';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { categoryLabel, type SummaryIssue } from '../model/issue-model';
import { SeverityBadge } from '../components/SeverityBadge';
import { StatusBadge } from '../components/StatusBadge';
import { IssueStatusIcon } from './IssueIcon';
import { ShowAllList } from './ShowAllList';

const EMAILS_SHOWN = 3;

export interface IssueDetailsProps {
  issue: SummaryIssue;
  inProcess: boolean;
  /** The mark-as-resolved form, when the issue may be marked. */
  resolveForm?: ReactNode;
}

type TabKey = 'assets' | 'technologies' | 'emails' | 'hosts';

/** The issue details drawer (console-platform.md §2.4). */
export function IssueDetails({ issue, inProcess, resolveForm }: IssueDetailsProps) {
  const ports = issue.ports ?? [];
  const tabs: { key: TabKey; label: string; count: number; content: ReactNode }[] = [
    {
      key: 'assets' as const,
      label: 'Assets',
      count: issue.assets?.length ?? 0,
      content: (
        <ShowAllList
          label="Associated assets"
          items={issue.assets ?? []}
          getKey={(asset) => asset.id}
          renderItem={(asset) => (
            <HStack justify="space-between" gap="3">
              <Text textStyle="sm" truncate minW="0" title={asset.hostname}>
                {asset.hostname}
              </Text>
              <Badge size="sm" variant="outline" colorPalette="gray" flexShrink={0}>
                {asset.asset_type}
              </Badge>
            </HStack>
          )}
        />
      ),
    },
    {
      key: 'technologies' as const,
      label: 'Technologies',
      count: issue.technologies?.length ?? 0,
      content: (
        <ShowAllList
          label="Associated technologies"
          items={issue.technologies ?? []}
          getKey={(tech) => tech.id}
          renderItem={(tech) => <Text textStyle="sm">{tech.name}</Text>}
        />
      ),
    },
    {
      key: 'emails' as const,
      label: 'Emails',
      count: issue.email_addresses?.length ?? 0,
      content: <EmailList emails={issue.email_addresses ?? []} />,
    },
    {
      key: 'hosts' as const,
      label: 'Hosts',
      count: issue.hosts?.length ?? 0,
      content: (
        <ShowAllList
          label="Associated hosts"
          items={issue.hosts ?? []}
          getKey={(host) => host}
          renderItem={(host) => <Text textStyle="sm">{host}</Text>}
        />
      ),
    },
  ].filter((tab) => tab.count > 0);

  return (
    <Stack gap="5" data-testid="issue-details" data-issue-id={issue.id}>
      <HStack gap="3" align="flex-start">
        <IssueStatusIcon status={inProcess ? 'in_review' : issue.status} severity={issue.severity} />
        <Stack gap="2" minW="0">
          <Heading as="h3" textStyle="lg" fontWeight="semibold" lineHeight="short">
            {issue.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <SeverityBadge severity={issue.severity} />
            <StatusBadge status={issue.status} inProcess={inProcess} />
            <Text textStyle="xs" color="fg.muted">
              {categoryLabel(issue.issue_category)}
            </Text>
          </HStack>
        </Stack>
      </HStack>

      <Stack gap="3">
        <Text textStyle="sm" fontWeight="medium">
          {issue.short_description}
        </Text>
        {issue.long_description ? (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line">
            {issue.long_description}
          </Text>
        ) : null}
      </Stack>

      {ports.length > 0 || issue.resolution_url ? (
        <Stack gap="3">
          {ports.length > 0 ? (
            <HStack gap="3" align="baseline">
              <Text
                textStyle="xs"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wider"
                minW="12"
              >
                {ports.length === 1 ? 'Port' : 'Ports'}
              </Text>
              <Wrap gap="1.5">
                {ports.map((port) => (
                  <Code key={port} size="sm" className="tabular-nums">
                    {port}
                  </Code>
                ))}
              </Wrap>
            </HStack>
          ) : null}
          {issue.resolution_url ? (
            <ExternalLink href={issue.resolution_url} textStyle="sm" alignSelf="flex-start">
              How to resolve
            </ExternalLink>
          ) : null}
        </Stack>
      ) : null}

      {tabs.length > 0 ? (
        <Tabs.Root defaultValue={tabs[0]?.key} variant="line" size="sm" colorPalette="brand">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key}>
                {tab.label}
                <Badge size="xs" variant="subtle" className="tabular-nums">
                  {tab.count}
                </Badge>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key} pt="3">
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}

      {resolveForm ? (
        <Box>
          <Separator borderColor="border.subtle" mb="5" />
          {resolveForm}
        </Box>
      ) : null}
    </Stack>
  );
}

/** E-mails: the first three, then '+N more users' to see the rest. */
function EmailList({ emails }: { emails: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = emails.length - EMAILS_SHOWN;
  const shown = expanded ? emails : emails.slice(0, EMAILS_SHOWN);
  return (
    <Stack gap="2" align="flex-start">
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label="Associated emails">
        {shown.map((email) => (
          <Text as="li" key={email} textStyle="sm">
            {email}
          </Text>
        ))}
      </Stack>
      {hidden > 0 ? (
        <Button size="xs" variant="ghost" color="brand.fg" px="1" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : `+${hidden} more users`}
        </Button>
      ) : null}
    </Stack>
  );
}
