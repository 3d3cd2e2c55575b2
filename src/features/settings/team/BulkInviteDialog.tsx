import { Box, Button, Field, Flex, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { CreateInvitationsResult } from '@generated/model';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useWrite } from '@/shared/queries/mutations';
import { userMutations } from '@/shared/queries/users';
import { notify } from '@/shared/toast/toaster';
import { BULK_FIELDS, allValid, bulkPayload, bulkResultSummary, csvRows, validateRows, type BulkRow } from '../model/bulk-invite';
import { FormFailure } from './FormField';

const FIELD_LABELS: Record<keyof BulkRow, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  role: 'Role',
};

const SEND_FAILED = 'The invitations could not be sent. Please try again later.';

type Stage = { kind: 'input' } | { kind: 'review' } | { kind: 'result'; result: CreateInvitationsResult };

/** The rows to check, each field editable in place with its message under it. */
function ReviewTable({
  rows,
  onChange,
}: {
  rows: BulkRow[];
  onChange: (index: number, field: keyof BulkRow, value: string) => void;
}) {
  const errors = useMemo(() => validateRows(rows), [rows]);
  const bad = errors.filter((e) => Object.keys(e).length > 0).length;
  return (
    <Stack gap="3">
      <Text color={bad > 0 ? 'fg.error' : 'fg.muted'} textStyle="sm" aria-live="polite" data-testid="bulk-invite-status">
        {bad > 0
          ? `${bad} of ${rows.length} ${rows.length === 1 ? 'row needs' : 'rows need'} a fix before anything is sent.`
          : `${rows.length} ${rows.length === 1 ? 'row is' : 'rows are'} ready to invite.`}
      </Text>
      <Box overflow="auto" maxH="min(420px, 50vh)" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Invitees" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="3rem">Row</Table.ColumnHeader>
              {BULK_FIELDS.map((field) => (
                <Table.ColumnHeader key={field}>{FIELD_LABELS[field]}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={index} data-invalid={Object.keys(errors[index] ?? {}).length > 0 ? '' : undefined}>
                <Table.Cell verticalAlign="top" pt="3" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {index + 1}
                </Table.Cell>
                {BULK_FIELDS.map((field) => {
                  const message = errors[index]?.[field];
                  return (
                    <Table.Cell key={field} verticalAlign="top" minW={field === 'email' ? '14rem' : '8rem'}>
                      <Field.Root invalid={Boolean(message)}>
                        <Input
                          size="sm"
                          aria-label={`${FIELD_LABELS[field]}, row ${index + 1}`}
                          value={row[field]}
                          placeholder={field === 'role' ? 'Member' : undefined}
                          onChange={(event) => onChange(index, field, event.target.value)}
                        />
                        {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
                      </Field.Root>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** What the server did with each row: invited, or failed and why (its detail, as text). */
function ResultList({ result }: { result: CreateInvitationsResult }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" data-testid="bulk-invite-summary">
        {bulkResultSummary(result)}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" ms="0" aria-label="Results">
        {result.results.map((row) => (
          <Flex as="li" key={row.row} gap="3" justify="space-between" textStyle="sm" py="1" borderBottomWidth="1px">
            <Text truncate title={row.email}>
              {row.email}
            </Text>
            <Text color={row.status === 'invited' ? 'fg.success' : 'fg.error'} textAlign="end" flexShrink={0} maxW="60%">
              {row.status === 'invited' ? 'Invited' : `Not invited: ${row.detail ?? row.code ?? 'failed'}`}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * 'Bulk invite' (issue #28, invitations_enabled): paste or upload a CSV (e-mail, first name, last name, role), every
 * row checked with the invite form's rules and fixable in place; nothing is sent until all are valid; one
 * createInvitations call; the result names who was invited and who was not, and why. Closing with changes asks first.
 */
function BulkInviteForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'input' });
  const send = useWrite(userMutations.createInvitations(queryClient));
  const guard = useDiscardGuard(stage.kind !== 'result' && text.trim() !== '');
  const file = useRef<HTMLInputElement>(null);
  const valid = rows.length > 0 && allValid(validateRows(rows));

  const check = (csv: string) => {
    const parsed = csvRows(csv);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    setRows(parsed.rows);
    setStage({ kind: 'review' });
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const csv = await chosen.text();
    setText(csv);
    check(csv);
  };
  const invite = () =>
    send.mutate(
      { accountId, data: bulkPayload(rows) },
      {
        onSuccess: (result) => {
          guard.release();
          setStage({ kind: 'result', result });
          notify.success(bulkResultSummary(result));
        },
      },
    );
  const failure = send.isError ? (roleRefusalMessage(send.error, 'invite users') ?? SEND_FAILED) : null;

  if (stage.kind === 'result') {
    return (
      <Stack gap="5">
        <ResultList result={stage.result} />
        <Flex justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Flex>
      </Stack>
    );
  }
  if (stage.kind === 'review') {
    return (
      <Stack gap="4">
        <ReviewTable
          rows={rows}
          onChange={(index, field, value) =>
            setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)))
          }
        />
        <FormFailure text={failure} />
        <Flex justify="space-between" gap="3">
          <Button variant="outline" colorPalette="gray" onClick={() => setStage({ kind: 'input' })} disabled={send.isPending}>
            Back
          </Button>
          <Button onClick={invite} disabled={!valid || send.isPending} loading={send.isPending}>
            {rows.length === 1 ? 'Invite 1 user' : `Invite ${rows.length} users`}
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>CSV</Field.Label>
        <Textarea
          autoFocus
          rows={8}
          fontFamily="mono"
          textStyle="sm"
          value={text}
          placeholder={'email,first name,last name,role\nana.silva@brightsmiledental.com,Ana,Silva,Member'}
          onChange={(event) => setText(event.target.value)}
        />
        <Field.HelperText>
          One invitee per line: e-mail, first name, last name, role (Admin, Member or Viewer; empty: Member).
        </Field.HelperText>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="gray" onClick={() => file.current?.click()}>
          Upload CSV
        </Button>
        <input ref={file} type="file" accept=".csv,text/csv,text/plain" hidden aria-label="CSV file" onChange={upload} />
        <Flex gap="3">
          <Button variant="outline" colorPalette="gray" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button onClick={() => check(text)}>Check rows</Button>
        </Flex>
      </Flex>
    </Stack>
  );
}

export function BulkInviteDialog({
  open,
  round,
  onClose,
  accountId,
}: {
  open: boolean;
  /** Counts openings: each one starts empty. */
  round: number;
  onClose: () => void;
  accountId: string;
}) {
  return (
    <AppDialog title="Bulk invite" open={open} onClose={onClose} size="wide" testId="bulk-invite-dialog">
      <BulkInviteForm key={round} accountId={accountId} onDone={onClose} />
    </AppDialog>
  );
}
