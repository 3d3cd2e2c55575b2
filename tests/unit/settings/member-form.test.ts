import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVITE,
  MEMBER_FORM_MESSAGES as M,
  editUserPayload,
  formReducer,
  initialFormState,
  invitePayload,
  isValid,
  validateInvite,
  validateProfile,
  type InviteValues,
} from '@/features/settings/model/member-form';

const good: InviteValues = {
  first_name: 'Linh',
  last_name: 'Nguyen',
  job_title: 'Practice Manager',
  email: 'l.nguyen@brightsmiledental.com',
  email_alerts: true,
};

describe('invite validation (console-platform.md §5)', () => {
  it('accepts a complete form', () => expect(validateInvite(good)).toEqual({}));

  it('gives the exact messages of the specification', () => {
    expect(M.firstNameShort).toBe('First name is limited to 2 characters');
    expect(M.lastNameShort).toBe('Last name is limited to 2 characters');
    expect(M.jobTitleLong).toBe('Job title is limited to 50 characters');
    expect(M.emailInvalid).toBe('Invalid email address');
  });

  it('requires every field but e-mail alerts', () => {
    expect(validateInvite({ ...EMPTY_INVITE, email_alerts: false })).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      job_title: M.jobTitleRequired,
      email: M.emailRequired,
    });
  });

  it('names need at least 2 characters, spaces not counted', () => {
    expect(validateInvite({ ...good, first_name: 'L' }).first_name).toBe(M.firstNameShort);
    expect(validateInvite({ ...good, last_name: ' N ' }).last_name).toBe(M.lastNameShort);
    expect(validateInvite({ ...good, first_name: 'Li', last_name: 'Ng' })).toEqual({});
    expect(validateInvite({ ...good, first_name: '   ' }).first_name).toBe(M.firstNameRequired);
  });

  it('job title at most 50 characters', () => {
    expect(validateInvite({ ...good, job_title: 'x'.repeat(50) })).toEqual({});
    expect(validateInvite({ ...good, job_title: 'x'.repeat(51) }).job_title).toBe(M.jobTitleLong);
  });

  it('e-mail must match the pattern', () => {
    expect(validateInvite({ ...good, email: 'l.nguyen@brightsmile' }).email).toBe(M.emailInvalid);
    expect(validateInvite({ ...good, email: '  l.nguyen@brightsmiledental.com ' })).toEqual({});
  });

  it('the edit-user form shares the name and job title rules', () => {
    expect(validateProfile({ first_name: 'M', last_name: 'Okafor', job_title: 'x'.repeat(51) })).toEqual({
      first_name: M.firstNameShort,
      job_title: M.jobTitleLong,
    });
  });
});

describe('payloads', () => {
  it('an invite is always admin with MFA, alerts as chosen, values trimmed', () => {
    expect(invitePayload({ ...good, first_name: ' Linh ', email_alerts: false })).toEqual({
      access_level: 'admin',
      enable_mfa: true,
      email: 'l.nguyen@brightsmiledental.com',
      enable_email_notification: false,
      first_name: 'Linh',
      last_name: 'Nguyen',
      job_title: 'Practice Manager',
    });
    expect(invitePayload(good).enable_email_notification).toBe(true);
    expect(EMPTY_INVITE.email_alerts).toBe(true);
  });

  it('edit user sends the three trimmed fields', () => {
    expect(editUserPayload({ first_name: 'Maya ', last_name: ' Okafor', job_title: 'CISO ' })).toEqual({
      first_name: 'Maya',
      last_name: 'Okafor',
      job_title: 'CISO',
    });
  });
});

describe('validation timing: on blur, then on change after a submit attempt', () => {
  const reduce = formReducer(validateInvite);

  it('typing alone shows nothing; leaving the field shows its message', () => {
    let state = initialFormState(EMPTY_INVITE);
    state = reduce(state, { type: 'change', field: 'first_name', value: 'L' });
    expect(state.errors).toEqual({});
    state = reduce(state, { type: 'blur', field: 'first_name' });
    expect(state.errors).toEqual({ first_name: M.firstNameShort });
  });

  it('before a submit attempt a shown message goes as soon as the field is fixed (no layout shift under a click)', () => {
    let state = initialFormState({ ...good, first_name: 'L' });
    state = reduce(state, { type: 'blur', field: 'first_name' });
    state = reduce(state, { type: 'change', field: 'first_name', value: '' });
    // Still wrong: the message stays as it was until the next blur.
    expect(state.errors.first_name).toBe(M.firstNameShort);
    state = reduce(state, { type: 'change', field: 'first_name', value: 'Linh' });
    expect(state.errors).toEqual({});
    // A field without a message gets none while typing.
    state = reduce(state, { type: 'change', field: 'last_name', value: 'N' });
    expect(state.errors).toEqual({});
  });

  it('a blur checks only its own field', () => {
    const state = reduce(initialFormState(EMPTY_INVITE), { type: 'blur', field: 'email' });
    expect(state.errors).toEqual({ email: M.emailRequired });
  });

  it('after a submit attempt every change re-validates the whole form, and nothing typed is lost', () => {
    let state = initialFormState({ ...good, email: 'bad' });
    state = reduce(state, { type: 'submit' });
    expect(state.submitted).toBe(true);
    expect(state.errors).toEqual({ email: M.emailInvalid });
    state = reduce(state, { type: 'change', field: 'email', value: 'l.nguyen@brightsmiledental.com' });
    expect(state.errors).toEqual({});
    state = reduce(state, { type: 'change', field: 'job_title', value: '' });
    expect(state.errors).toEqual({ job_title: M.jobTitleRequired });
    expect(state.values).toEqual({ ...good, job_title: '' });
    expect(isValid(state.errors)).toBe(false);
  });

  it('reset starts over', () => {
    const state = reduce({ values: good, errors: { email: 'x' }, submitted: true }, { type: 'reset', values: EMPTY_INVITE });
    expect(state).toEqual(initialFormState(EMPTY_INVITE));
  });
});
