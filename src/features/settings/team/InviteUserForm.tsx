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
  inviteFailure,
  invitePayload,
  isValid,
  validateInvite,
  type InviteValues,
} from '../model/member-form';
import { FormField } from './FormField';

const reducer = formReducer(validateInvite);

/**
 * The inviteUser drawer's form (console-platform.md §2.9, §5): validated on blur, and on every change after a submit
 * attempt; 'Invite user' stays disabled until the form is valid. The add-new-user dialog confirms the admin access
 * the invitee gets; a failure keeps everything typed. Closing it with changes asks first; a re-login keeps them.
 */
export function InviteUserForm({ accountId, onInvited }: { accountId: string; onInvited: () => void }) {
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

  const field = (name: Exclude<keyof InviteValues, 'email_alerts'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => dispatch({ type: 'change', field: name, value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (valid) setConfirming(true);
  };

  const send = () =>
    invite.mutate(
      { accountId, data: invitePayload(values) },
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
  return (
    <form onSubmit={submit} noValidate aria-label="Invite new user">
      <Stack gap="5">
        <Text color="fg.muted" textStyle="sm">
          The invitee gets admin access with multi-factor authentication enabled.
        </Text>
        <Stack gap="5">
          <FormField label="First name" autoComplete="off" autoFocus {...field('first_name')} />
          <FormField label="Last name" autoComplete="off" {...field('last_name')} />
        </Stack>
        <FormField label="Job title" autoComplete="off" {...field('job_title')} />
        <FormField label="Email" type="email" autoComplete="off" {...field('email')} />
        <Switch.Root
          checked={values.email_alerts}
          onCheckedChange={(e) => dispatch({ type: 'change', field: 'email_alerts', value: e.checked })}
          colorPalette="brand"
        >
          <Switch.HiddenInput name="email_alerts" />
          <Switch.Control />
          <Switch.Label>Send e-mail alerts</Switch.Label>
        </Switch.Root>
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
              ({values.email.trim()}) will be invited as an admin of this account, with multi-factor authentication enabled
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
