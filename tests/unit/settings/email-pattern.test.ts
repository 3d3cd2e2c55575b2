import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/shared/validation/email';

const local64 = `a${'b'.repeat(62)}c`;
const label63 = `a${'b'.repeat(61)}c`;

describe('the e-mail pattern (console-platform.md §5)', () => {
  it.each([
    'maya.okafor@brightsmiledental.com',
    'l.nguyen+alerts@brightsmile-kids.com',
    'a_b%c-d@mail.example.co',
    'x@y.io',
    'A1@SUB.Example.ORG',
    `${local64}@example.com`,
    `info@${label63}.com`,
    'first.middle.last@a.b.c.example',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['a local part of 65 characters', `${local64}d@example.com`],
    ['consecutive dots', 'maya..okafor@example.com'],
    ['a leading dot', '.maya@example.com'],
    ['a trailing dot', 'maya.@example.com'],
    ['a leading symbol', '+maya@example.com'],
    ['a trailing symbol', 'maya-@example.com'],
    ['a character outside ._%+-', 'maya!okafor@example.com'],
    ['a label of 64 characters', `info@${label63}d.com`],
    ['a label starting with a hyphen', 'info@-example.com'],
    ['a label ending with a hyphen', 'info@example-.com'],
    ['an empty label', 'info@example..com'],
    ['a one-letter top-level domain', 'info@example.c'],
    ['a top-level domain with a digit', 'info@example.c0m'],
    ['no top-level domain', 'info@localhost'],
    ['two @', 'a@b@example.com'],
    ['no local part', '@example.com'],
    ['no @', 'maya.example.com'],
    ['spaces', 'maya okafor@example.com'],
    ['empty', ''],
  ])('rejects %s', (_what, email) => expect(isValidEmail(email)).toBe(false));
});
