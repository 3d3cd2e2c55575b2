import type { ReactNode } from 'react';
import { Box, Flex, Grid, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { MailWarning } from 'lucide-react';
import { formatEmailTime } from '@/shared/format/dates';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { severityColors, severityTone } from '@/shared/theme/severity';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import type { FraudDefenseIssue } from '../model/issue-model';
import { removalLines, removalSummary } from '../model/removal-summary';
import { SeverityBadge } from '../components/SeverityBadge';
import { StatusBadge } from '../components/StatusBadge';
import { ShowAllList } from './ShowAllList';

/** With many recipients the e-mail block stays readable: the first five, then '+N more'. */
const RECIPIENTS_SHOWN = 5;

/** What to do, by severity (console-platform.md §2.4: critical, important, moderate). */
const EMAIL_THREAT_GUIDANCE = {
  critical:
    'This e-mail is very likely part of an attack on your organization. Do not reply, open attachments or follow links. Remove it from every mailbox that received it and reset the password of anyone who interacted with it.',
  important:
    'This e-mail shows strong signs of impersonation or fraud. Warn the recipients, confirm any payment or account change through a phone number you already know, and delete the message.',
  moderate:
    'This e-mail looks suspicious. Ask the recipients not to act on it until the sender has been confirmed through another channel.',
} as const;

function emailThreatGuidance(severity: string): string {
  const tone = severityTone(severity);
  return tone === 'critical' || tone === 'important' ? EMAIL_THREAT_GUIDANCE[tone] : EMAIL_THREAT_GUIDANCE.moderate;
}

export interface EmailThreatDetailsProps {
  issue: FraudDefenseIssue;
  inProcess: boolean;
  guideUrl: string;
  /** fraud_remediation_enabled: a line says where the e-mail was removed from, by whom and when. */
  removals?: boolean;
}

/** 'Removed from 2 mailboxes by Maya Okafor, 18 days ago' (the exact time on hover), and where removal failed. */
function RemovalLine({ issue }: { issue: FraudDefenseIssue }) {
  const summary = removalSummary([issue]);
  const { removed, failed } = removalLines(summary);
  if (!removed && !failed) return null;
  return (
    <Stack gap="0.5" textStyle="sm" data-testid="email-removal">
      {removed ? (
        <Text>
          {removed}
          {summary?.removedAt ? (
            <>
              , <RelativeTime at={summary.removedAt} />
            </>
          ) : null}
          .
        </Text>
      ) : null}
      {failed ? <Text color="fg.error">{failed}</Text> : null}
    </Stack>
  );
}

/** The Email Threat drawer (console-platform.md §2.4). */
export function EmailThreatDetails({ issue, inProcess, guideUrl, removals = false }: EmailThreatDetailsProps) {
  const colors = severityColors(issue.severity);
  const email = issue.email_data;
  const sender = issue.sender.name ? `${issue.sender.name} <${issue.sender.emailAddress}>` : issue.sender.emailAddress;
  return (
    <Stack gap="5" data-testid="email-threat-details" data-issue-id={issue.id}>
      <HStack gap="3" align="flex-start">
        <Flex
          boxSize="9"
          flexShrink={0}
          borderRadius="md"
          align="center"
          justify="center"
          bg={colors.bg}
          color={colors.fg}
          aria-hidden
        >
          <MailWarning size={18} />
        </Flex>
        <Stack gap="2" minW="0">
          <Heading as="h3" textStyle="lg" fontWeight="semibold" lineHeight="short">
            {issue.issue_name}
          </Heading>
          <HStack gap="2">
            <SeverityBadge severity={issue.severity} />
            <StatusBadge status={issue.status} inProcess={inProcess} />
          </HStack>
          {removals ? <RemovalLine issue={issue} /> : null}
        </Stack>
      </HStack>

      <Stack gap="2">
        <Text textStyle="sm">{emailThreatGuidance(issue.severity)}</Text>
        <ExternalLink href={issue.resolution_url ?? guideUrl} textStyle="sm" alignSelf="flex-start">
          Email Threat Incident Response Guide
        </ExternalLink>
      </Stack>

      <Box borderWidth="1px" borderColor="border.subtle" borderRadius="md" overflow="hidden">
        <Grid
          templateColumns="72px 1fr"
          columnGap="3"
          rowGap="2.5"
          px="4"
          py="3.5"
          bg="bg.subtle"
          textStyle="sm"
          data-testid="email-block"
        >
          <Field label="Subject">
            <Text fontWeight="semibold">{issue.subject}</Text>
          </Field>
          <Field label="Date">
            <Text className="tabular-nums">{formatEmailTime(issue.emailTime)}</Text>
          </Field>
          <Field label="From">
            <Text wordBreak="break-word">{sender}</Text>
          </Field>
          <Field label="To">
            <ShowAllList
              label="Recipients"
              divided={false}
              limit={RECIPIENTS_SHOWN}
              moreLabel={(hidden) => `+${hidden} more`}
              items={issue.recipients}
              getKey={(r) => r.emailAddress}
              renderItem={(r) => <Text wordBreak="break-word">{r.name ? `${r.name} <${r.emailAddress}>` : r.emailAddress}</Text>}
            />
          </Field>
        </Grid>
        {email.reasons.length > 0 ? (
          <Stack gap="2.5" px="4" py="3.5" borderTopWidth="1px" borderColor="border.subtle">
            <Text textStyle="sm" fontWeight="semibold">
              This email is flagged as suspicious due to:
            </Text>
            <List.Root gap="2" ps="4" textStyle="sm">
              {email.reasons.map((reason) => (
                <List.Item key={reason.name}>
                  <Text as="span" fontWeight="semibold">
                    {reason.name}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {' '}
                    {reason.description}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="fg.muted" textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" pt="0.5">
        {label}
      </Text>
      <Box minW="0">{children}</Box>
    </>
  );
}
