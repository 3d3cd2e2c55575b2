/**
 * console-platform.md §5: local part up to 64 characters of letters, digits and ._%+-, no consecutive dots,
 * starting and ending alphanumeric (one character is both ends); domain labels up to 63 characters, the top-level
 * domain too, which is letters only, at least 2. The same rule as the contract's EmailInput pattern (a unit test
 * compares them), with its 254-character limit on the whole address (RFC 5321; §5 is silent on it).
 */
const LOCAL = /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]*[A-Za-z0-9])?$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$/;
const MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  if (value.length > MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local) || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return TLD.test(tld) && labels.slice(0, -1).every((label) => LABEL.test(label));
}

export const INVITATION_EMAIL_ERROR = 'Please insert a valid email address';
/** @public The invite form's message (console-platform.md §7), for the settings area. */
export const INVITE_FORM_EMAIL_ERROR = 'Invalid email address';
