import { Button, Flex, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState, type FormEvent } from 'react';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { useWrite } from '@/shared/queries/mutations';
import { userMutations } from '@/shared/queries/users';
import { notify } from '@/shared/toast/toaster';
import {
  changedProfileFields,
  editUserPayload,
  formReducer,
  initialFormState,
  isValid,
  validateProfile,
  type ProfileValues,
} from '../model/member-form';
import { FormField } from '../team/FormField';

const EDIT_USER_FAILED = 'Something went wrong. Please try again later.';

/** The kept-values name of the edit-user form (a re-login reopens the dialog for them). */
export const editUserForm = (accountId: string) => `editUser:${accountId}`;

/**
 * The edit-user form: first name, last name and job title. Only what the user changed is checked and sent (the
 * contract's EditUserRequest decision), so a stored surname 'O' never keeps a new job title from being saved; Save
 * waits for a change. A failure keeps what was typed; closing with changes asks first; a re-login keeps them.
 */
function EditUserForm({ accountId, stored, onDone }: { accountId: string; stored: ProfileValues; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { first_name, last_name, job_title } = stored;
  const reducer = useMemo(
    () => formReducer((values: ProfileValues) => validateProfile(values, { first_name, last_name, job_title })),
    [first_name, last_name, job_title],
  );
  const [state, dispatch] = useReducer(reducer, stored, initialFormState);
  const edit = useWrite(userMutations.edit(queryClient));
  const dirty = changedProfileFields(state.values, stored).length > 0;
  const valid = isValid(validateProfile(state.values, stored));
  const guard = useDiscardGuard(dirty);
  useKeptForm({
    form: editUserForm(accountId),
    values: state.values,
    dirty,
    restore: (kept) => dispatch({ type: 'reset', values: { ...stored, ...kept } }),
  });

  const field = (name: keyof ProfileValues) => ({
    name,
    value: state.values[name],
    error: state.errors[name],
    onChange: (value: string) => dispatch({ type: 'change', field: name, value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (!valid || !dirty) return;
    edit.mutate(
      { accountId, data: editUserPayload(state.values, stored) },
      {
        onSuccess: () => {
          notify.success('Your details were saved');
          guard.release();
          onDone();
        },
        onError: () => notify.error(EDIT_USER_FAILED),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user details">
      <Stack gap="4">
        <FormField label="First name" autoComplete="given-name" autoFocus {...field('first_name')} />
        <FormField label="Last name" autoComplete="family-name" {...field('last_name')} />
        <FormField label="Job title" autoComplete="organization-title" {...field('job_title')} />
      </Stack>
      <Flex justify="flex-end" gap="3" pt="6">
        <Button variant="outline" colorPalette="gray" onClick={guard.requestClose} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || !dirty || edit.isPending} loading={edit.isPending} loadingText="Save">
          Save
        </Button>
      </Flex>
    </form>
  );
}

/**
 * The edit-user dialog (console-platform.md §2.9). The spec gives it no texts: 'Edit user details', 'Your details were
 * saved' and the failure toast (§8's general 'Something went wrong. Please try again later.') are ours. Each opening
 * starts from the saved profile (a fresh form).
 */
export function EditUserDialog({
  open,
  accountId,
  current,
  onClose,
}: {
  open: boolean;
  accountId: string;
  current: ProfileValues;
  onClose: () => void;
}) {
  const [opening, setOpening] = useState({ open, round: 0 });
  if (open !== opening.open) setOpening({ open, round: opening.round + (open ? 1 : 0) });
  return (
    <AppDialog open={open} title="Edit user details" onClose={onClose} testId="edit-user-dialog">
      <EditUserForm key={opening.round} accountId={accountId} stored={current} onDone={onClose} />
    </AppDialog>
  );
}
