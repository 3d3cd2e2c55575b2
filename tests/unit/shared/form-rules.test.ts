/**
 * Issue #25: the forms and the contract agree on every rule. For each rule, values at and around its limits (and
 * around its pattern) are put through the form's own check and through the generated zod request schema, applied to
 * what the form would send; both must accept and refuse the same values. Changing a limit in openapi/schemas.yaml
 * changes the form with it (the limits below are the generated constants, never written here).
 */
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import {
  CreateAssetDisputeBody,
  EditUserInfoBody,
  InviteTeamMemberBody,
  OperateDomainsBody,
  RequestInvitationBody,
  ValidateDomainBody,
  createAssetDisputeBodyReasonMax,
  createAssetDisputeBodyReasonMin,
  editUserInfoBodyFirstNameMin,
  editUserInfoBodyJobTitleMax,
  editUserInfoBodyLastNameMin,
  inviteTeamMemberBodyEmailMax,
  inviteTeamMemberBodyFirstNameMin,
  inviteTeamMemberBodyJobTitleMax,
  inviteTeamMemberBodyLastNameMin,
  operateDomainsBodyDomainsMax,
  validateDomainBodyDomainUrlMin,
} from '@generated/zod/contract.zod';
import {
  CrowdStrikeClientData,
  crowdStrikeClientDataBaseUrlMax,
  crowdStrikeClientDataClientIdMax,
  crowdStrikeClientDataClientSecretMax,
} from '@generated/zod/form-schemas';
import { domainOperation } from '@/features/digital-footprint/add/add-footprint-model';
import { EMPTY_TAG_INPUT, MAX_DOMAINS, inputEnabled, tagInputReducer } from '@/features/digital-footprint/model/domain-tags';
import { trimmed, validateField } from '@/features/integrations/crowdstrike/form-rules';
import {
  editUserPayload,
  invitePayload,
  validateInvite,
  validateProfile,
  type InviteValues,
  type ProfileValues,
} from '@/features/settings/model/member-form';
import { DISPUTE_REASON_RULE, INVITATION_EMAIL_RULE } from '@/shared/validation/form-rules';

const accepts = (schema: ZodMiniType, body: unknown) => schema.safeParse(body).success;

/** Texts of given lengths (letters), bare and wrapped in spaces, plus nothing and white space only. */
function around(...lengths: number[]): string[] {
  const sizes = [...new Set(lengths.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 1))];
  return ['', '   ', ...sizes.flatMap((n) => ['x'.repeat(n), ` ${'x'.repeat(n)} `])];
}

const local64 = `a${'b'.repeat(62)}c`;
const label63 = `a${'b'.repeat(61)}c`;
const tld63 = 'c'.repeat(63);
/** console-platform.md §5's e-mail rule at its edges (the pattern's, and the 254 characters of the contract). */
const EMAILS = [
  'maya.okafor@brightsmiledental.com',
  ' l.nguyen+alerts@brightsmile-kids.com ',
  'a_b%c-d@mail.example.co',
  'x@y.io',
  'A1@SUB.Example.ORG',
  `${local64}@example.com`,
  `${local64}d@example.com`,
  `info@${label63}.com`,
  `info@${label63}d.com`,
  `info@example.${tld63}`,
  `info@example.${tld63}c`,
  `${local64}@${label63}.${label63}.${'d'.repeat(57)}.com`,
  `${local64}@${label63}.${label63}.${'d'.repeat(58)}.com`,
  'maya..okafor@example.com',
  '.maya@example.com',
  'maya.@example.com',
  '+maya@example.com',
  'maya-@example.com',
  '_@example.com',
  'maya!okafor@example.com',
  'info@-example.com',
  'info@example-.com',
  'info@example..com',
  'info@example.c',
  'info@example.c0m',
  'info@localhost',
  'a@b@example.com',
  '@example.com',
  'maya.example.com',
  'maya okafor@example.com',
  '',
  '  ',
];

interface Rule {
  /** The form's message for the value, undefined when the form lets it be sent. */
  form: (value: string) => string | undefined;
  /** Whether the contract's request schema accepts what the form would send with this value. */
  contract: (value: string) => boolean;
  values: readonly string[];
}

const INVITE: InviteValues = {
  first_name: 'Linh',
  last_name: 'Nguyen',
  job_title: 'Practice Manager',
  email: 'l.nguyen@brightsmiledental.com',
  email_alerts: true,
  access_level: 'member',
};
const invite = (field: keyof InviteValues, values: readonly string[]): Rule => ({
  form: (value) => validateInvite({ ...INVITE, [field]: value })[field],
  contract: (value) => accepts(InviteTeamMemberBody, invitePayload({ ...INVITE, [field]: value })),
  values,
});

// A stored profile the edited values differ from, and one a directory filled with values the rules refuse.
const STORED: ProfileValues = { first_name: 'Maya', last_name: 'Okafor', job_title: 'IT & Security Manager' };
const DIRECTORY: ProfileValues = { first_name: 'Ana', last_name: 'O', job_title: 'x'.repeat(80) };
const profile = (field: keyof ProfileValues, values: readonly string[], stored = STORED): Rule => ({
  form: (value) => validateProfile({ ...stored, [field]: value }, stored)[field],
  contract: (value) => accepts(EditUserInfoBody, editUserPayload({ ...stored, [field]: value }, stored)),
  values,
});

const CLIENT = {
  client_id: '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b',
  client_secret: 's'.repeat(40),
  base_url: 'https://api.crowdstrike.com',
};
const crowdstrike = (field: keyof typeof CLIENT, values: readonly string[]): Rule => ({
  form: (value) => validateField(field, value),
  contract: (value) => accepts(CrowdStrikeClientData, trimmed({ ...CLIENT, [field]: value })),
  values,
});

const URLS = [
  'https://api.crowdstrike.com',
  'https://api.crowdstrike.com/',
  ' https://api.eu-1.crowdstrike.com ',
  'https://api.laggar.gcw.crowdstrike.com',
  'https://api.crowdstrike.com:443/oauth2',
  `https://${'a'.repeat(crowdStrikeClientDataBaseUrlMax - 12)}.com`,
  `https://${'a'.repeat(crowdStrikeClientDataBaseUrlMax - 11)}.com`,
  'http://api.crowdstrike.com',
  'api.crowdstrike.com',
  'https://',
  'https://user:pass@api.crowdstrike.com',
  'https://api.crowdstrike.com?x=1',
  'https://api.crowdstrike.com#top',
  'https://-api.crowdstrike.com',
  'https://api crowdstrike.com',
  'javascript:alert(1)',
];
const TOKENS = (max: number) => [...around(1, max), 'abc-123', 'abc 123', 'äbc', 'ABC123xyz'];

/** Every rule a form checks, with the contract schema it must agree with. */
const RULES: Record<string, Rule> = {
  'invite: first name': invite('first_name', around(inviteTeamMemberBodyFirstNameMin, 60)),
  'invite: last name': invite('last_name', around(inviteTeamMemberBodyLastNameMin, 60)),
  'invite: job title': invite('job_title', around(1, inviteTeamMemberBodyJobTitleMax)),
  'invite: e-mail': invite('email', [...EMAILS, `${'a'.repeat(64)}@${'b'.repeat(inviteTeamMemberBodyEmailMax - 68)}.com`]),
  'edit user: first name': profile('first_name', around(editUserInfoBodyFirstNameMin, 60)),
  'edit user: last name': profile('last_name', around(editUserInfoBodyLastNameMin, 60)),
  'edit user: job title': profile('job_title', around(1, editUserInfoBodyJobTitleMax)),
  "edit user: a directory's surname 'O', left alone or changed": profile('last_name', ['O', ' O ', 'P', 'Ox'], DIRECTORY),
  "edit user: a directory's 80-character title, left alone or changed": profile(
    'job_title',
    ['x'.repeat(80), 'x'.repeat(79), 'Head of IT'],
    DIRECTORY,
  ),
  'invitation page: e-mail': {
    form: INVITATION_EMAIL_RULE,
    contract: (value) => accepts(RequestInvitationBody, { email: value.trim() }),
    values: EMAILS,
  },
  "'Not mine': the reason": {
    form: DISPUTE_REASON_RULE,
    contract: (value) => accepts(CreateAssetDisputeBody, { reason: value.trim() }),
    values: around(createAssetDisputeBodyReasonMin, createAssetDisputeBodyReasonMax),
  },
  'CrowdStrike: client id': crowdstrike('client_id', TOKENS(crowdStrikeClientDataClientIdMax)),
  'CrowdStrike: client secret': crowdstrike('client_secret', TOKENS(crowdStrikeClientDataClientSecretMax)),
  'CrowdStrike: base URL': crowdstrike('base_url', [...URLS, '', '  ']),
  'add drawer: a typed domain becomes a tag': {
    // The tag input takes text at a separator; the domain is then sent to the validate call.
    form: (value) =>
      tagInputReducer(EMPTY_TAG_INPUT, { type: 'input', text: `${value},` }, { selected: [] }).took ? undefined : 'kept',
    contract: (value) => accepts(ValidateDomainBody, { domain_url: value.toLowerCase() }),
    values: [
      'a',
      'ab',
      'a.',
      '.a',
      'a.b',
      'ab.',
      'example.com',
      'Example.COM',
      'x.y.z',
      'nodot',
      '..',
      '...',
      'a'.repeat(validateDomainBodyDomainUrlMin),
    ],
  },
};

describe('#25 every form rule agrees with the contract', () => {
  it.each(Object.entries(RULES))('%s', (_name, rule) => {
    const disagreements = rule.values
      .filter((value) => (rule.form(value) === undefined) !== rule.contract(value))
      .map(
        (value) =>
          `${JSON.stringify(value)}: form ${rule.form(value) ?? 'accepts'}, contract ${rule.contract(value) ? 'accepts' : 'refuses'}`,
      );
    expect(disagreements).toEqual([]);
    // Each rule is exercised on both sides of its limits.
    expect(rule.values.some((value) => rule.contract(value))).toBe(true);
    expect(rule.values.some((value) => !rule.contract(value))).toBe(true);
  });

  it('the add drawer takes as many domains as one domain operation may carry, and not one more', () => {
    expect(MAX_DOMAINS).toBe(operateDomainsBodyDomainsMax);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `d${i}.example.com`, status: 'valid' as const }));
    expect(accepts(OperateDomainsBody, domainOperation([], [], tags(MAX_DOMAINS)))).toBe(true);
    expect(accepts(OperateDomainsBody, domainOperation([], [], tags(MAX_DOMAINS + 1)))).toBe(false);
    expect(inputEnabled({ ...EMPTY_TAG_INPUT, tags: tags(MAX_DOMAINS - 1) }, { selected: [] })).toBe(true);
    expect(inputEnabled({ ...EMPTY_TAG_INPUT, tags: tags(MAX_DOMAINS) }, { selected: [] })).toBe(false);
  });
});

describe("the spec's messages on the contract's checks (console-platform.md §5)", () => {
  it('names, job title and e-mail', () => {
    const stored = STORED;
    expect(validateInvite({ ...INVITE, first_name: 'L' }).first_name).toBe('First name is limited to 2 characters');
    expect(validateInvite({ ...INVITE, last_name: 'N' }).last_name).toBe('Last name is limited to 2 characters');
    expect(validateInvite({ ...INVITE, job_title: 'x'.repeat(51) }).job_title).toBe('Job title is limited to 50 characters');
    expect(validateInvite({ ...INVITE, email: 'l.nguyen@brightsmile' }).email).toBe('Invalid email address');
    expect(validateInvite({ ...INVITE, first_name: ' ', email: '' })).toEqual({
      first_name: 'First name is required',
      email: 'Email is required',
    });
    expect(validateProfile({ ...stored, last_name: 'O' }, stored).last_name).toBe('Last name is limited to 2 characters');
    expect(INVITATION_EMAIL_RULE('maya@brightsmile')).toBe('Please insert a valid email address');
    expect(INVITATION_EMAIL_RULE('')).toBe('Please insert a valid email address');
  });

  it("the 'Not mine' reason", () => {
    expect(DISPUTE_REASON_RULE('  ')).toBe('Reason is required');
    expect(DISPUTE_REASON_RULE('Not ours')).toBe('Reason needs at least 10 characters');
    expect(DISPUTE_REASON_RULE('x'.repeat(501))).toBe('Reason is limited to 500 characters');
    expect(DISPUTE_REASON_RULE('Not our host at all')).toBeUndefined();
  });

  it('the CrowdStrike fields', () => {
    expect(validateField('client_id', '')).toBe('Client ID is required');
    expect(validateField('client_secret', 's'.repeat(49))).toBe('Client Secret is limited to 48 characters');
    expect(validateField('client_id', 'abc-123')).toBe('Client ID contains only letters and digits');
    expect(validateField('base_url', 'http://api.crowdstrike.com')).toBe(
      'Enter a URL that starts with https://, e.g. https://api.crowdstrike.com',
    );
  });
});
