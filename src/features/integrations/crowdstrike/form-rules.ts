import { CROWDSTRIKE_MAX_LENGTH, crowdStrikeRule, type FieldRule } from '@/shared/validation/form-rules';
import type { ClientDataFields } from './client-data';

export type FieldName = keyof ClientDataFields;

/** console-platform.md §2.7: the CrowdStrike form's fields and labels; all three are required. */
export const FIELDS: readonly { name: FieldName; label: string; secret: boolean; placeholder: string }[] = [
  { name: 'client_id', label: 'Client ID', secret: false, placeholder: 'e.g. 3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b' },
  { name: 'client_secret', label: 'Client Secret', secret: true, placeholder: '' },
  { name: 'base_url', label: 'Base URL', secret: false, placeholder: 'https://api.crowdstrike.com' },
];

/** The contract's CrowdStrikeClientData limits (the JSON must fit one RSA-2048 OAEP block; openapi/schemas.yaml). */
export const MAX_LENGTH: Record<FieldName, number> = CROWDSTRIKE_MAX_LENGTH;

export type FieldErrors = Partial<Record<FieldName, string>>;

/** Each field's rule and messages come from the contract (@/shared/validation/form-rules). */
const RULES = Object.fromEntries(FIELDS.map((field) => [field.name, crowdStrikeRule(field.name, field.label)])) as Record<
  FieldName,
  FieldRule
>;

export function validateField(name: FieldName, raw: string): string | undefined {
  return RULES[name](raw);
}

export function validateForm(fields: ClientDataFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const { name } of FIELDS) {
    const error = validateField(name, fields[name]);
    if (error) errors[name] = error;
  }
  return errors;
}

/** Trimmed values, as they are encrypted. */
export const trimmed = (fields: ClientDataFields): ClientDataFields => ({
  client_id: fields.client_id.trim(),
  client_secret: fields.client_secret.trim(),
  base_url: fields.base_url.trim().replace(/\/+$/, ''),
});
