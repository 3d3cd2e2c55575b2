/**
 * Form rules from the contract (issue #25). Every limit and pattern a form checks is read from the generated zod
 * request-body schemas (openapi/schemas.yaml → generated/zod); this module maps the spec's messages
 * (console-platform.md §5) onto their checks, once. No form writes a limit of its own: change it in the contract.
 * tests/unit/shared/form-rules.test.ts proves every rule accepts and refuses exactly what its schema does.
 */
import type { ZodMiniType } from 'zod/mini';
// The request bodies' schemas as generated/zod/form-schemas has them (the same components of the contract as
// contract.zod's bodies), not contract.zod's: that chunk loads with the first answer on every page (budget.json).
import {
  CreateAssetDisputeRequest,
  CrowdStrikeClientData,
  EditTeamMemberRequest,
  EditUserRequest,
  InvitationRequest,
  InvitationRow,
  InvitePayload,
  createInvitationsRequestInvitationsMax,
  SavedView,
  ValidateDomainRequest,
  crowdStrikeClientDataBaseUrlMax,
  crowdStrikeClientDataClientIdMax,
  createAssetDisputeRequestReasonMax,
  crowdStrikeClientDataClientSecretMax,
  domainOperationRequestDomainsMax,
} from '@generated/zod/form-schemas';

/** A field's check: the message to show, or undefined when the value may be sent. */
export type FieldRule = (value: string) => string | undefined;

export interface RuleMessages {
  /** Nothing typed (white space counts as nothing). */
  required: string;
  /** Shorter than the contract's minLength, which it is given. */
  tooShort?: (min: number) => string;
  /** Longer than the contract's maxLength, which it is given. */
  tooLong?: (max: number) => string;
  /** The pattern, and any other check the contract has. */
  invalid?: string;
}

/**
 * One field of a contract schema with its messages. Values are checked trimmed, as the forms send them; a check
 * without a message of its own shows `invalid` (else `required`), so no refusal is ever silent.
 */
function contractRule(schema: ZodMiniType, messages: RuleMessages): FieldRule {
  return (raw) => {
    const value = raw.trim();
    if (!value) return messages.required;
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    const issue = result.error.issues[0];
    if (issue?.code === 'too_small' && messages.tooShort) return messages.tooShort(Number(issue.minimum));
    if (issue?.code === 'too_big' && messages.tooLong) return messages.tooLong(Number(issue.maximum));
    return messages.invalid ?? messages.required;
  };
}

/**
 * The spec's texts (§5), exactly: 'First name is limited to 2 characters' (the minimum, as §5 words it), 'Job title
 * is limited to 50 characters', 'Invalid email address' (invite form), 'Please insert a valid email address'
 * (invitation page). §5 names no text for an empty field; ours ('… is required') says what is wrong.
 */
const FORM_MESSAGES = {
  required: (label: string) => `${label} is required`,
  limited: (label: string) => (limit: number) => `${label} is limited to ${limit} characters`,
  inviteEmailInvalid: 'Invalid email address',
  invitationEmailInvalid: 'Please insert a valid email address',
  lettersAndDigits: (label: string) => `${label} contains only letters and digits`,
  httpsUrl: 'Enter a URL that starts with https://, e.g. https://api.crowdstrike.com',
} as const;

const M = FORM_MESSAGES;
const limitedText = (label: string): RuleMessages => ({
  required: M.required(label),
  tooShort: M.limited(label),
  tooLong: M.limited(label),
});

/** The invite drawer (InvitePayload). */
export const INVITE_RULES = {
  first_name: contractRule(InvitePayload.shape.first_name, limitedText('First name')),
  last_name: contractRule(InvitePayload.shape.last_name, limitedText('Last name')),
  job_title: contractRule(InvitePayload.shape.job_title, limitedText('Job title')),
  email: contractRule(InvitePayload.shape.email, { required: M.required('Email'), invalid: M.inviteEmailInvalid }),
} satisfies Record<string, FieldRule>;

/** A bulk invite's row (InvitationRow, issue #28): the invite form's texts for the same checks. */
export const INVITATION_ROW_RULES = {
  first_name: contractRule(InvitationRow.shape.first_name, limitedText('First name')),
  last_name: contractRule(InvitationRow.shape.last_name, limitedText('Last name')),
  email: contractRule(InvitationRow.shape.email, { required: M.required('Email'), invalid: M.inviteEmailInvalid }),
} satisfies Record<string, FieldRule>;

/** The most rows one bulk invite sends (CreateInvitationsRequest's maxItems). */
export const MAX_BULK_INVITE_ROWS: number = createInvitationsRequestInvitationsMax;

/** The edit-user dialog (EditUserRequest): the same §5 texts; each rule holds for a field that is sent. */
export const PROFILE_RULES = {
  first_name: contractRule(EditUserRequest.shape.first_name, limitedText('First name')),
  last_name: contractRule(EditUserRequest.shape.last_name, limitedText('Last name')),
  job_title: contractRule(EditUserRequest.shape.job_title, limitedText('Job title')),
} satisfies Record<string, FieldRule>;

/** The edit-member dialog (EditTeamMemberRequest, issue #28): the same texts; each rule holds for a field that is sent. */
export const MEMBER_RULES = {
  first_name: contractRule(EditTeamMemberRequest.shape.first_name, limitedText('First name')),
  last_name: contractRule(EditTeamMemberRequest.shape.last_name, limitedText('Last name')),
  job_title: contractRule(EditTeamMemberRequest.shape.job_title, limitedText('Job title')),
} satisfies Record<string, FieldRule>;

/** The invitation page (InvitationRequest): one message for an empty or a malformed address. */
export const INVITATION_EMAIL_RULE: FieldRule = contractRule(InvitationRequest.shape.email, {
  required: M.invitationEmailInvalid,
  invalid: M.invitationEmailInvalid,
});

type CrowdStrikeField = 'client_id' | 'client_secret' | 'base_url';

/** CrowdStrikeClientData's longest values (the form's inputs take a little more, so a long paste gets the message). */
export const CROWDSTRIKE_MAX_LENGTH: Record<CrowdStrikeField, number> = {
  client_id: crowdStrikeClientDataClientIdMax,
  client_secret: crowdStrikeClientDataClientSecretMax,
  base_url: crowdStrikeClientDataBaseUrlMax,
};

/** A CrowdStrike field (CrowdStrikeClientData) under the label its form shows. */
export function crowdStrikeRule(field: CrowdStrikeField, label: string): FieldRule {
  return contractRule(CrowdStrikeClientData.shape[field], {
    required: M.required(label),
    tooLong: M.limited(label),
    invalid: field === 'base_url' ? M.httpsUrl : M.lettersAndDigits(label),
  });
}

/** The add drawer's domain tags (§5): text becomes a tag only when the validate call would take it (ValidateDomainRequest). */
export const isDomainCandidate = (text: string): boolean => ValidateDomainRequest.shape.domain_url.safeParse(text).success;

/** §9 'Domains per add' (DomainOperationRequest's maxItems). */
export const MAX_DOMAINS_PER_ADD: number = domainOperationRequestDomainsMax;

/** The 'Not mine' dialog's reason (CreateAssetDisputeRequest): required, within the contract's lengths. */
export const DISPUTE_REASON_RULE: FieldRule = contractRule(CreateAssetDisputeRequest.shape.reason, {
  required: M.required('Reason'),
  tooShort: (min) => `Reason needs at least ${min} characters`,
  tooLong: M.limited('Reason'),
});

/** The reason's longest value, for the field's counter. */
export const DISPUTE_REASON_MAX: number = createAssetDisputeRequestReasonMax;

/** 'Save view' and 'Rename' (SavedView.name): required, within the contract's length. */
export const SAVED_VIEW_NAME_RULE: FieldRule = contractRule(SavedView.shape.name, limitedText('Name'));
