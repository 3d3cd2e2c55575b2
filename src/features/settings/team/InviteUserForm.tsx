import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { useWrite } from '@/shared/queries/mutations';
import { userMutations } from '@/shared/queries/users';
import { notify } from '@/shared/toast/toaster';
import {
  EMPTY_INVITE,
  INVITE_MESSAGES,
  formReducer,
  hasChanges,
  initialFormState,
  inviteConflict,
  inviteFailure,
  invitePayload,
  isValid,
  validateInvite,
  type InviteValues,
} from '../model/member-form';
import { ROLE_LABELS } from '@/shared/access/permissions';
import { FormFailure, FormField } from './FormField';
import { RolePicker } from './RolePicker';

const reducer = formReducer(validateInvite);

/**
 * The inviteUser drawer's form (console-platform.md §2.9, §5): validated on blur, and on every change after a submit
 * attempt; 'Invite user' stays disabled until the form is valid. The add-new-user dialog confirms the access the
 * invitee gets (admin; with roles_enabled the role picked, Member by default, issue #28); a failure keeps everything
 * typed, and a 409 (already a member, or an invitation pending) shows the server's reason in the form until the
 * e-mail changes. Closing it with changes asks first; a re-login keeps them.
 */
export function InviteUserForm({
  accountId,
  onInvited,
  rolesEnabled,
}: {
  accountId: string;
  onInvited: () => void;
  rolesEnabled: boolean;
}) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, EMPTY_INVITE, initialFormState);
  const [confirming, setConfirming] = useState(false);
  const invite = useWrite(userMutations.invite(queryClient));
  const { values, errors } = state;
  const valid = isValid(validateInvite(values));
  const dirty = hasChanges(values, EMPTY_INVITE);
  const guard = useDiscardGuard(dirty);
  useKeptForm({
    form: `inviteUser:${accountId}`,
    values,
    dirty,
    restore: (kept) => dispatch({ type: 'reset', values: { ...EMPTY_INVITE, ...kept } }),
  });

  const field = (name: Exclude<keyof InviteValues, 'email_alerts' | 'access_level'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      // The server's reason was about the e-mail sent: it goes once the e-mail changes.
      if (name === 'email' && invite.isError) invite.reset();
      dispatch({ type: 'change', field: name, value });
    },
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (valid) setConfirming(true);
  };

  const send = () =>
    invite.mutate(
      { accountId, data: invitePayload(values, rolesEnabled) },
      {
        onSuccess: (result) => {
          setConfirming(false);
          if (!result.result) {
            notify.error(INVITE_MESSAGES.failed);
            return;
          }
          notify.success(INVITE_MESSAGES.sent);
          guard.release();
          dispatch({ type: 'reset', values: EMPTY_INVITE });
          onInvited();
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(inviteFailure(error));
        },
      },
    );

  const fullName = `${values.first_name.trim()} ${values.last_name.trim()}`;
  const conflict = invite.isError ? inviteConflict(invite.error) : undefined;
  const access = rolesEnabled ? `a ${ROLE_LABELS[values.access_level]}` : 'an admin';
  return (
    <form onSubmit={submit} noValidate aria-label="Invite new user">
      <Stack gap="5">
        <Text color="fg.muted" textStyle="sm">
          {rolesEnabled
            ? 'The invitee gets the role you choose, with multi-factor authentication enabled.'
            : 'The invitee gets admin access with multi-factor authentication enabled.'}
        </Text>
        <Stack gap="5">
          <FormField label="First name" autoComplete="off" autoFocus {...field('first_name')} />
          <FormField label="Last name" autoComplete="off" {...field('last_name')} />
        </Stack>
        <FormField label="Job title" autoComplete="off" {...field('job_title')} />
        <FormField label="Email" type="email" autoComplete="off" {...field('email')} />
        {rolesEnabled ? (
          <RolePicker
            value={values.access_level}
            onChange={(value) => dispatch({ type: 'change', field: 'access_level', value })}
          />
        ) : null}
        <Switch.Root
          checked={values.email_alerts}
          onCheckedChange={(e) => dispatch({ type: 'change', field: 'email_alerts', value: e.checked })}
          colorPalette="brand"
        >
          <Switch.HiddenInput name="email_alerts" />
          <Switch.Control />
          <Switch.Label>Send e-mail alerts</Switch.Label>
        </Switch.Root>
        <FormFailure text={conflict} />
        <Flex justify="flex-end" pt="2">
          <Button type="submit" disabled={!valid || invite.isPending} loading={invite.isPending}>
            Invite user
          </Button>
        </Flex>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Add new user"
        body={
          <Stack gap="2" color="fg.muted">
            <Text>
              <Text as="span" fontWeight="semibold" color="fg">
                {fullName}
              </Text>{' '}
              ({values.email.trim()}) will be invited as {access} of this account, with multi-factor authentication enabled
              {values.email_alerts ? ' and e-mail alerts on' : ''}.
            </Text>
          </Stack>
        }
        confirmLabel="Send invite"
        busy={invite.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
