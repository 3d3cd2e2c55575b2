/**
 * The invite form and the edit-user form (console-platform.md §5): which rules apply when, the payloads and the
 * validation timing (on blur; after a submit attempt, on every change), free of React. The rules and their messages
 * come from the contract (@/shared/validation/form-rules).
 */
import type { AccessLevel, EditTeamMemberRequest, EditUserRequest, InvitePayload, TeamMember } from '@generated/model';
import { httpStatusOf, serverDetail } from '@/api/errors';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { INVITE_RULES, MEMBER_RULES, PROFILE_RULES, type FieldRule } from '@/shared/validation/form-rules';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  job_title: string;
}

export interface InviteValues extends ProfileValues {
  email: string;
  email_alerts: boolean;
  /** The invitee's role (issue #28), asked with roles_enabled; without roles the request says admin (§3). */
  access_level: AccessLevel;
}

export type FormErrors<V> = Partial<Record<keyof V, string>>;

const PROFILE_FIELDS = ['first_name', 'last_name', 'job_title'] as const satisfies readonly (keyof ProfileValues)[];

function check<V>(values: V, rules: Partial<Record<keyof V, FieldRule>>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const [field, rule] of Object.entries(rules) as [keyof V, FieldRule][]) {
    const message = rule(String(values[field]));
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateInvite(values: InviteValues): FormErrors<InviteValues> {
  return check(values, INVITE_RULES);
}

/** The fields of the edit-user form whose value differs from the stored one (white space around it not counted). */
export function changedProfileFields(values: ProfileValues, stored: ProfileValues): (keyof ProfileValues)[] {
  return PROFILE_FIELDS.filter((field) => values[field].trim() !== stored[field].trim());
}

/**
 * The edit-user form checks only what the user changed (issue #25, the contract's EditUserRequest decision):
 * existing data is never blocked by a rule it does not touch, so a stored surname 'O' does not stop a new job
 * title from being saved. A changed field holds the §5 rule, and is then sent.
 */
export function validateProfile(values: ProfileValues, stored: ProfileValues): FormErrors<ProfileValues> {
  const changed = changedProfileFields(values, stored);
  return check(values, Object.fromEntries(changed.map((field) => [field, PROFILE_RULES[field]])));
}

/** The edit-member dialog's values (issue #28): the member's names, job title and role. */
export interface MemberValues extends ProfileValues {
  access_level: AccessLevel;
}

/** A member as the edit-member form starts: their stored values (no names in the data: empty). */
export function memberValues(member: TeamMember): MemberValues {
  return {
    first_name: member.first_name ?? '',
    last_name: member.last_name ?? '',
    job_title: member.role,
    access_level: member.access_level ?? 'admin',
  };
}

/** What the edit-member form changed: the profile fields (trimmed) and the role. */
export function changedMemberFields(values: MemberValues, stored: MemberValues): (keyof MemberValues)[] {
  const fields: (keyof MemberValues)[] = changedProfileFields(values, stored);
  return values.access_level === stored.access_level ? fields : [...fields, 'access_level'];
}

/** As the edit-user form: only a changed field is checked, with EditTeamMemberRequest's rules (never written twice). */
export function validateMember(values: MemberValues, stored: MemberValues): FormErrors<MemberValues> {
  const changed = changedProfileFields(values, stored);
  return check(values, Object.fromEntries(changed.map((field) => [field, MEMBER_RULES[field]])));
}

/** The edit-member request: the changed fields only, trimmed. */
export function editMemberPayload(values: MemberValues, stored: MemberValues): EditTeamMemberRequest {
  const payload: EditTeamMemberRequest = editUserPayload(values, stored);
  if (values.access_level !== stored.access_level) payload.access_level = values.access_level;
  return payload;
}

/** §8's texts for the invite. */
export const INVITE_MESSAGES = {
  sent: 'Invite sent, once the invitee accepts the invite they will be added to the team page',
  failed: 'Failed to invite user',
} as const;

/**
 * What a failed invite says: the role refusal (#28: 'You don't have permission to invite users. …'), the server's
 * reason for a conflict (#26.6: 409, '… is already a team member.'), shown as text; §8's 'Failed to invite user' for
 * anything else.
 */
export function inviteFailure(error: unknown): string {
  return roleRefusalMessage(error, 'invite users') ?? (inviteConflict(error) || INVITE_MESSAGES.failed);
}

/**
 * Why the server refused the invited e-mail (409 DUPLICATE: already a member; INVITATION_PENDING: invited and not
 * accepted yet): its detail, shown in the form as is. Undefined for any other failure.
 */
export function inviteConflict(error: unknown): string | undefined {
  return (httpStatusOf(error) === 409 && serverDetail(error)) || undefined;
}

/** decision (issue #28): an invitee is a Member unless the inviter picks another role. */
export const EMPTY_INVITE: InviteValues = {
  first_name: '',
  last_name: '',
  job_title: '',
  email: '',
  email_alerts: true,
  access_level: 'member',
};

/**
 * The invite request: MFA always on (§6); e-mail alerts as chosen. The role picked with roles_enabled (issue #28),
 * else admin, as the specification's console always sends (§3; a server without roles refuses the others).
 */
export function invitePayload(values: InviteValues, rolesEnabled = false): InvitePayload {
  return {
    access_level: rolesEnabled ? values.access_level : 'admin',
    enable_mfa: true,
    email: values.email.trim(),
    enable_email_notification: values.email_alerts,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    job_title: values.job_title.trim(),
  };
}

/** The edit-user request: the changed fields only, trimmed; what was left alone keeps its stored value. */
export function editUserPayload(values: ProfileValues, stored: ProfileValues): EditUserRequest {
  return Object.fromEntries(changedProfileFields(values, stored).map((field) => [field, values[field].trim()]));
}

/** Whether a form's values differ from where it started (what 'Discard changes?' protects). */
export function hasChanges<V extends object>(values: V, start: V): boolean {
  return (Object.keys(start) as (keyof V)[]).some((field) => values[field] !== start[field]);
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
