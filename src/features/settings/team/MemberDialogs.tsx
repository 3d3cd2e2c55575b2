import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState, type FormEvent } from 'react';
import type { AccessLevel, TeamMember } from '@generated/model';
import { checkRoleChange, lastAdminReason } from '@/shared/access/last-admin';
import { ROLE_LABELS } from '@/shared/access/permissions';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useWrite } from '@/shared/queries/mutations';
import { userMutations } from '@/shared/queries/users';
import { notify } from '@/shared/toast/toaster';
import {
  changedMemberFields,
  editMemberPayload,
  formReducer,
  initialFormState,
  isValid,
  memberValues,
  validateMember,
  type MemberValues,
} from '../model/member-form';
import { memberLevel, memberWriteFailure } from '../model/team-model';
import { FormFailure, FormField } from './FormField';
import { RolePicker } from './RolePicker';

/** A row action of the team table (issue #28) and the member it is for. */
export type MemberAction = { kind: 'role' | 'mfa' | 'edit'; member: TeamMember };

const FAILED = 'Something went wrong. Please try again later.';

/** What a failed member write says, else §8's general text. */
const memberFailure = (error: unknown, action: string) => memberWriteFailure(error, action, FAILED);

interface DialogProps {
  accountId: string;
  companyName: string;
  member: TeamMember;
  members: readonly TeamMember[];
  ownId: string;
  onDone: () => void;
}

/** The confirmation an Admin gets before demoting themself: the team and account settings become read-only for them. */
function SelfDemotion({
  open,
  companyName,
  level,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  companyName: string;
  level: AccessLevel;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Change your own role?"
      body={`You will be a ${ROLE_LABELS[level]} of ${companyName}: you can no longer manage the team, integrations or account settings, and only another Admin can make you an Admin again.`}
      confirmLabel={`Become a ${ROLE_LABELS[level]}`}
      tone="danger"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** 'Change role': the role picker; the last Admin's is locked and says why; an Admin demoting themself confirms first. */
function ChangeRoleForm({ accountId, companyName, member, members, ownId, onDone }: DialogProps) {
  const queryClient = useQueryClient();
  const write = useWrite(userMutations.editMember(queryClient));
  const current = memberLevel(member);
  const [level, setLevel] = useState<AccessLevel>(current);
  const [confirming, setConfirming] = useState(false);
  const locked = lastAdminReason(members, member);
  const failure = write.isError ? memberFailure(write.error, 'change roles') : null;

  const send = () =>
    write.mutate(
      { accountId, userId: member.user_id, data: { access_level: level } },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          if (!answer.result) return;
          notify.success(`${member.name} is now a ${ROLE_LABELS[level]}`);
          onDone();
        },
        onError: () => setConfirming(false),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = checkRoleChange(members, member, level, ownId);
    if (change.kind === 'unchanged') onDone();
    else if (change.kind === 'confirm') setConfirming(true);
    else if (change.kind === 'send') send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change role">
      <Stack gap="4">
        <Text color="fg.muted">
          Choose the role of{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {member.name}
          </Text>{' '}
          ({member.email}).
        </Text>
        <RolePicker value={level} onChange={setLevel} lockedReason={locked} />
        <FormFailure text={failure} />
      </Stack>
      <Flex justify="flex-end" gap="3" pt="6">
        <Button variant="outline" colorPalette="gray" onClick={onDone} disabled={write.isPending}>
          {locked ? 'Close' : 'Cancel'}
        </Button>
        {locked ? null : (
          <Button type="submit" disabled={level === current || write.isPending} loading={write.isPending && !confirming}>
            Change role
          </Button>
        )}
      </Flex>
      <SelfDemotion
        open={confirming}
        companyName={companyName}
        level={level}
        busy={write.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/**
 * 'Edit member': names, job title and role. As the edit-user form, only what changed is checked (EditTeamMemberRequest's
 * rules) and sent; a failure keeps what was typed; closing with changes asks first.
 */
function EditMemberForm({ accountId, companyName, member, members, ownId, onDone }: DialogProps) {
  const queryClient = useQueryClient();
  const stored = useMemo(() => memberValues(member), [member]);
  const reducer = useMemo(() => formReducer((values: MemberValues) => validateMember(values, stored)), [stored]);
  const [state, dispatch] = useReducer(reducer, stored, initialFormState);
  const [confirming, setConfirming] = useState(false);
  const write = useWrite(userMutations.editMember(queryClient));
  const dirty = changedMemberFields(state.values, stored).length > 0;
  const valid = isValid(validateMember(state.values, stored));
  const guard = useDiscardGuard(dirty);
  const locked = lastAdminReason(members, member);
  const failure = write.isError ? memberFailure(write.error, 'edit members') : null;

  const field = (name: keyof Omit<MemberValues, 'access_level'>) => ({
    name,
    value: state.values[name],
    error: state.errors[name],
    onChange: (value: string) => dispatch({ type: 'change', field: name, value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });
  const send = () =>
    write.mutate(
      { accountId, userId: member.user_id, data: editMemberPayload(state.values, stored) },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          if (!answer.result) return;
          notify.success(`${member.name}'s details were saved`);
          guard.release();
          onDone();
        },
        onError: () => setConfirming(false),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (!valid || !dirty) return;
    const change = checkRoleChange(members, member, state.values.access_level, ownId);
    if (change.kind === 'confirm') setConfirming(true);
    else if (change.kind !== 'blocked') send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit member">
      <Stack gap="4">
        <FormField label="First name" autoComplete="off" autoFocus {...field('first_name')} />
        <FormField label="Last name" autoComplete="off" {...field('last_name')} />
        <FormField label="Job title" autoComplete="off" {...field('job_title')} />
        <RolePicker
          value={state.values.access_level}
          onChange={(value) => dispatch({ type: 'change', field: 'access_level', value })}
          lockedReason={locked}
        />
        <FormFailure text={failure} />
      </Stack>
      <Flex justify="flex-end" gap="3" pt="6">
        <Button variant="outline" colorPalette="gray" onClick={guard.requestClose} disabled={write.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || !dirty || write.isPending} loading={write.isPending && !confirming}>
          Save
        </Button>
      </Flex>
      <SelfDemotion
        open={confirming}
        companyName={companyName}
        level={state.values.access_level}
        busy={write.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** 'Reset MFA': a confirmation; the member sets MFA up again at their next sign-in. */
function ResetMfa({
  accountId,
  companyName,
  member,
  open,
  onDone,
  finalFocus,
}: Omit<DialogProps, 'members' | 'ownId'> & { open: boolean; finalFocus: () => HTMLElement | null }) {
  const queryClient = useQueryClient();
  const write = useWrite(userMutations.resetMemberMfa(queryClient));
  return (
    <ConfirmDialog
      open={open}
      title="Reset MFA"
      body={
        <Text color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {member.name}
          </Text>{' '}
          will be signed out of {companyName} and must set up multi-factor authentication again at their next sign-in.
        </Text>
      }
      confirmLabel="Reset MFA"
      finalFocus={finalFocus}
      tone="danger"
      busy={write.isPending}
      onConfirm={() =>
        write.mutate(
          { accountId, userId: member.user_id },
          {
            onSuccess: () => {
              notify.success(`${member.name}'s MFA was reset`);
              onDone();
            },
            onError: (error) => {
              notify.error(memberFailure(error, 'reset MFA'));
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
    />
  );
}

/**
 * The team's member dialogs (issue #28), loaded on first use: 'Change role', 'Edit member' and 'Reset MFA'. The
 * member stays shown while a dialog closes; each opening starts from the stored values.
 */
export function MemberDialogs({
  action,
  shown,
  round,
  onClose,
  finalFocus,
  ...common
}: {
  action: MemberAction | null;
  /** The last action opened (kept while its dialog closes). */
  shown: MemberAction | null;
  /** Counts openings: a new one starts a fresh form. */
  round: number;
  onClose: () => void;
  /** Focus on close: the row's menu button. */
  finalFocus: () => HTMLElement | null;
} & Omit<DialogProps, 'member' | 'onDone'>) {
  if (!shown) return null;
  if (shown.kind === 'mfa') {
    return (
      <ResetMfa
        accountId={common.accountId}
        companyName={common.companyName}
        member={shown.member}
        open={action?.kind === 'mfa'}
        onDone={onClose}
        finalFocus={finalFocus}
      />
    );
  }
  const frame = { open: action?.kind === shown.kind, onClose, finalFocus, testId: 'member-dialog' };
  return shown.kind === 'role' ? (
    <AppDialog title="Change role" {...frame}>
      <ChangeRoleForm key={round} {...common} member={shown.member} onDone={onClose} />
    </AppDialog>
  ) : (
    <AppDialog title="Edit member" {...frame}>
      <EditMemberForm key={round} {...common} member={shown.member} onDone={onClose} />
    </AppDialog>
  );
}
