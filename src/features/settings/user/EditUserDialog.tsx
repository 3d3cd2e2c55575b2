import { Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, type FormEvent } from 'react';
import { useEditUserInfo } from '@generated/api/users/users';
import type { LoginData } from '@generated/model';
import { sessionQueries } from '@/features/platform';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { notify } from '@/shared/toast/toaster';
import {
  editUserPayload,
  formReducer,
  initialFormState,
  isValid,
  validateProfile,
  type ProfileValues,
} from '../model/member-form';
import { FormField } from '../team/FormField';

const EDIT_USER_FAILED = 'Something went wrong. Please try again later.';

const reducer = formReducer(validateProfile);

/**
 * The edit-user dialog: first name, last name and job title with the §5 rules; a failure keeps what was typed.
 * The spec gives it no texts: 'Edit user details', 'Your details were saved' and the failure toast (§8's general
 * 'Something went wrong. Please try again later.') are ours.
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
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, current, initialFormState);
  const edit = useEditUserInfo();
  const { first_name, last_name, job_title } = current;
  // Each opening starts from the saved profile.
  useEffect(() => {
    if (open) dispatch({ type: 'reset', values: { first_name, last_name, job_title } });
  }, [open, first_name, last_name, job_title]);

  const valid = isValid(validateProfile(state.values));
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
    if (!valid) return;
    edit.mutate(
      { accountId, data: editUserPayload(state.values) },
      {
        onSuccess: (user) => {
          queryClient.setQueryData<LoginData>(sessionQueries.loginData().queryKey, (old) => (old ? { ...old, user } : old));
          notify.success('Your details were saved');
          onClose();
        },
        onError: () => notify.error(EDIT_USER_FAILED),
      },
    );
  };

  return (
    <AppDialog
      open={open}
      title="Edit user details"
      onClose={onClose}
      testId="edit-user-dialog"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-user-form" disabled={!valid} loading={edit.isPending} loadingText="Save">
            Save
          </Button>
        </>
      }
    >
      <form id="edit-user-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="First name" autoComplete="given-name" {...field('first_name')} />
          <FormField label="Last name" autoComplete="family-name" {...field('last_name')} />
          <FormField label="Job title" autoComplete="organization-title" {...field('job_title')} />
        </Stack>
      </form>
    </AppDialog>
  );
}
