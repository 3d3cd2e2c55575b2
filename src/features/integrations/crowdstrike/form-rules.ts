import type { ClientDataFields } from './client-data';

export type FieldName = keyof ClientDataFields;

/** console-platform.md §2.7: the CrowdStrike form's fields and labels; all three are required. */
export const FIELDS: readonly { name: FieldName; label: string; secret: boolean; placeholder: string }[] = [
  { name: 'client_id', label: 'Client ID', secret: false, placeholder: 'e.g. 3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b' },
  { name: 'client_secret', label: 'Client Secret', secret: true, placeholder: '' },
  { name: 'base_url', label: 'Base URL', secret: false, placeholder: 'https://api.crowdstrike.com' },
];

/**
 * Limits that keep the encrypted JSON within one RSA-2048 OAEP block (190 bytes): Falcon API client ids are 32
 * characters, secrets 40, base URLs such as https://api.eu-1.crowdstrike.com about 32.
 */
export const MAX_LENGTH: Record<FieldName, number> = { client_id: 40, client_secret: 48, base_url: 48 };

export type FieldErrors = Partial<Record<FieldName, string>>;

const TOKEN = /^[A-Za-z0-9]+$/;

function checkBaseUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a URL that starts with https://, e.g. https://api.crowdstrike.com';
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    return 'Enter a URL that starts with https://, e.g. https://api.crowdstrike.com';
  }
  return undefined;
}

export function validateField(name: FieldName, raw: string): string | undefined {
  const value = raw.trim();
  const label = FIELDS.find((field) => field.name === name)?.label ?? name;
  if (!value) return `${label} is required`;
  if (value.length > MAX_LENGTH[name]) return `${label} is limited to ${MAX_LENGTH[name]} characters`;
  if (name === 'base_url') return checkBaseUrl(value);
  if (!TOKEN.test(value)) return `${label} contains only letters and digits`;
  return undefined;
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
