import { describe, expect, it } from 'vitest';
import {
  inviteTeamMemberBodyEmailMax,
  inviteTeamMemberBodyEmailRegExp,
  requestInvitationBodyEmailMax,
  requestInvitationBodyEmailRegExp,
} from '@generated/zod/contract.zod';
import { isValidEmail } from '@/shared/validation/email';

const local64 = `a${'b'.repeat(62)}c`;
const label63 = `a${'b'.repeat(61)}c`;
const tld63 = 'c'.repeat(63);

const VALID = [
  'maya.okafor@brightsmiledental.com',
  'l.nguyen+alerts@brightsmile-kids.com',
  'a_b%c-d@mail.example.co',
  'x@y.io',
  'A1@SUB.Example.ORG',
  `${local64}@example.com`,
  `info@${label63}.com`,
  `info@example.${tld63}`,
  'first.middle.last@a.b.c.example',
  // 254 characters in all, the most an address may have.
  `${local64}@${label63}.${label63}.${'d'.repeat(57)}.com`,
];

const INVALID: [string, string][] = [
  ['a local part of 65 characters', `${local64}d@example.com`],
  ['consecutive dots', 'maya..okafor@example.com'],
  ['a leading dot', '.maya@example.com'],
  ['a trailing dot', 'maya.@example.com'],
  ['a leading symbol', '+maya@example.com'],
  ['a trailing symbol', 'maya-@example.com'],
  ['a one-character symbol local part', '_@example.com'],
  ['a character outside ._%+-', 'maya!okafor@example.com'],
  ['a label of 64 characters', `info@${label63}d.com`],
  ['a label starting with a hyphen', 'info@-example.com'],
  ['a label ending with a hyphen', 'info@example-.com'],
  ['an empty label', 'info@example..com'],
  ['a one-letter top-level domain', 'info@example.c'],
  ['a top-level domain of 64 letters', `info@example.${tld63}c`],
  ['a top-level domain with a digit', 'info@example.c0m'],
  ['no top-level domain', 'info@localhost'],
  ['more than 254 characters in all', `${local64}@${label63}.${label63}.${'d'.repeat(58)}.com`],
  ['two @', 'a@b@example.com'],
  ['no local part', '@example.com'],
  ['no @', 'maya.example.com'],
  ['spaces', 'maya okafor@example.com'],
  ['empty', ''],
];

describe('the e-mail pattern (console-platform.md §5)', () => {
  it.each(VALID)('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(INVALID)('rejects %s', (_what, email) => expect(isValidEmail(email)).toBe(false));
});

/** The contract's EmailInput (openapi/schemas.yaml) as the generated request schemas carry it: what Prism checks. */
const CONTRACT = {
  'the invite payload': { pattern: inviteTeamMemberBodyEmailRegExp, max: inviteTeamMemberBodyEmailMax },
  'the invitation request': { pattern: requestInvitationBodyEmailRegExp, max: requestInvitationBodyEmailMax },
};

describe('the app and the contract agree on every address of the table', () => {
  const table: [string, string][] = [...VALID.map((email): [string, string] => [email, email]), ...INVALID];
  it.each(Object.entries(CONTRACT))('%s', (_schema, { pattern, max }) => {
    const disagreements = table
      .filter(([, email]) => (email.length <= max && pattern.test(email)) !== isValidEmail(email))
      .map(([what]) => what);
    expect(disagreements).toEqual([]);
  });
});
