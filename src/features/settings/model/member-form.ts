/**
 * The invite form and the edit-user form (console-platform.md §5): rules, messages and the validation timing
 * (on blur; after a submit attempt, on every change), free of React.
 */
import type { EditUserRequest, InvitePayload } from '@generated/model';
import { INVITE_FORM_EMAIL_ERROR, isValidEmail } from '@/shared/validation/email';

const NAME_MIN = 2;
const JOB_TITLE_MAX = 50;

/**
 * The §5 texts, exactly, for a name too short, a job title too long and a malformed e-mail. §5 names no text for an
 * empty field; ours ('… is required') says what is wrong rather than 'First name is limited to 2 characters'.
 */
export const MEMBER_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameShort: 'First name is limited to 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name is limited to 2 characters',
  jobTitleRequired: 'Job title is required',
  jobTitleLong: 'Job title is limited to 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: INVITE_FORM_EMAIL_ERROR,
} as const;

export interface ProfileValues {
  first_name: string;
  last_name: string;
  job_title: string;
}

export interface InviteValues extends ProfileValues {
  email: string;
  email_alerts: boolean;
}

export type FormErrors<V> = Partial<Record<keyof V, string>>;

const M = MEMBER_FORM_MESSAGES;

function nameError(value: string, required: string, short: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  return text.length < NAME_MIN ? short : undefined;
}

/** First name, last name and job title: the rules the invite and edit-user forms share. */
export function validateProfile(values: ProfileValues): FormErrors<ProfileValues> {
  const errors: FormErrors<ProfileValues> = {};
  const first = nameError(values.first_name, M.firstNameRequired, M.firstNameShort);
  const last = nameError(values.last_name, M.lastNameRequired, M.lastNameShort);
  const title = values.job_title.trim();
  if (first) errors.first_name = first;
  if (last) errors.last_name = last;
  if (!title) errors.job_title = M.jobTitleRequired;
  else if (title.length > JOB_TITLE_MAX) errors.job_title = M.jobTitleLong;
  return errors;
}

export function validateInvite(values: InviteValues): FormErrors<InviteValues> {
  const errors: FormErrors<InviteValues> = validateProfile(values);
  const email = values.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!isValidEmail(email)) errors.email = M.emailInvalid;
  return errors;
}

export const EMPTY_INVITE: InviteValues = { first_name: '', last_name: '', job_title: '', email: '', email_alerts: true };

/** The invite request: access level always admin and MFA always on (§3, §6); e-mail alerts as chosen. */
export function invitePayload(values: InviteValues): InvitePayload {
  return {
    access_level: 'admin',
    enable_mfa: true,
    email: values.email.trim(),
    enable_email_notification: values.email_alerts,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    job_title: values.job_title.trim(),
  };
}

export function editUserPayload(values: ProfileValues): EditUserRequest {
  return { first_name: values.first_name.trim(), last_name: values.last_name.trim(), job_title: values.job_title.trim() };
}

/** A form's state: what was typed, the messages shown and whether a submit was attempted. */
export interface FormState<V> {
  values: V;
  errors: FormErrors<V>;
  submitted: boolean;
}

export type FormEvent<V> =
  | { type: 'change'; field: keyof V; value: V[keyof V] }
  | { type: 'blur'; field: keyof V }
  | { type: 'submit' }
  | { type: 'reset'; values: V };

export function initialFormState<V>(values: V): FormState<V> {
  return { values, errors: {}, submitted: false };
}

/**
 * Validation timing of §5: a field is checked when it loses focus; once a submit was attempted, every change
 * checks the whole form again. Typed values are never dropped.
 */
export function formReducer<V>(validate: (values: V) => FormErrors<V>) {
  return (state: FormState<V>, event: FormEvent<V>): FormState<V> => {
    switch (event.type) {
      case 'change': {
        const values = { ...state.values, [event.field]: event.value };
        if (state.submitted) return { ...state, values, errors: validate(values) };
        // A shown message goes as soon as the field is fixed: left until blur, its removal would shift the button
        // under a click that blurs the field (the click then misses). New messages still wait for blur.
        if (state.errors[event.field] && !validate(values)[event.field]) {
          const errors = { ...state.errors };
          delete errors[event.field];
          return { ...state, values, errors };
        }
        return { ...state, values };
      }
      case 'blur': {
        const errors = { ...state.errors };
        const message = validate(state.values)[event.field];
        if (message) errors[event.field] = message;
        else delete errors[event.field];
        return { ...state, errors };
      }
      case 'submit':
        return { ...state, submitted: true, errors: validate(state.values) };
      case 'reset':
        return initialFormState(event.values);
    }
  };
}

export const isValid = <V>(errors: FormErrors<V>) => Object.keys(errors).length === 0;
