/**
 * Bulk invite (issue #28): a pasted or uploaded CSV of e-mail, first name, last name and role becomes rows, each
 * checked with the invite form's rules (the generated InvitationRow schema, @/shared/validation/form-rules) before
 * anything is sent; the rows stay editable until every one is valid. Free of React.
 * decision: a first line that names the columns ('email, first name, …') is a header and skipped; an empty role is
 * Member (as the form); an e-mail twice in the list is refused on its second row.
 */
import type { AccessLevel, CreateInvitationsRequest, CreateInvitationsResult } from '@generated/model';
import { ACCESS_LEVELS, ROLE_LABELS } from '@/shared/access/permissions';
import { INVITATION_ROW_RULES, MAX_BULK_INVITE_ROWS } from '@/shared/validation/form-rules';

/** A row as typed: the CSV's text, editable in place. */
export interface BulkRow {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

export const BULK_FIELDS = ['email', 'first_name', 'last_name', 'role'] as const satisfies readonly (keyof BulkRow)[];

export type BulkRowErrors = Partial<Record<keyof BulkRow, string>>;

export const BULK_MESSAGES = {
  empty: 'Paste or upload a CSV with at least one row',
  tooMany: (max: number) => `A bulk invite takes at most ${max} rows`,
  role: 'Role must be Admin, Member or Viewer',
  repeated: 'This e-mail is already in the list',
} as const;

/** RFC 4180 CSV: quoted fields (with commas, quotes doubled, line breaks), CRLF or LF, a BOM; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',' || char === ';' || char === '\t') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field);
  rows.push(row);
  return rows.map((cells) => cells.map((cell) => cell.trim())).filter((cells) => cells.some((cell) => cell !== ''));
}

const isHeader = (cells: readonly string[]) => /^e-?mail/i.test(cells[0] ?? '');

/** The CSV's rows (header skipped), or why there are none to check. */
export function csvRows(text: string): { rows: BulkRow[] } | { error: string } {
  const lines = parseCsv(text);
  const data = lines.length > 0 && isHeader(lines[0] as string[]) ? lines.slice(1) : lines;
  if (data.length === 0) return { error: BULK_MESSAGES.empty };
  if (data.length > MAX_BULK_INVITE_ROWS) return { error: BULK_MESSAGES.tooMany(MAX_BULK_INVITE_ROWS) };
  return {
    rows: data.map(([email = '', first_name = '', last_name = '', role = '']) => ({ email, first_name, last_name, role })),
  };
}

/** A role as written in the CSV ('Admin', 'viewer', empty: Member), or undefined when it is none of them. */
export function roleOf(text: string): AccessLevel | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return 'member';
  return ACCESS_LEVELS.find((level) => level === value || ROLE_LABELS[level].toLowerCase() === value);
}

/** Every row's messages (an empty object for a valid row), the e-mails compared without case. */
export function validateRows(rows: readonly BulkRow[]): BulkRowErrors[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors: BulkRowErrors = {};
    for (const field of ['email', 'first_name', 'last_name'] as const) {
      const message = INVITATION_ROW_RULES[field](row[field]);
      if (message) errors[field] = message;
    }
    if (!roleOf(row.role)) errors.role = BULK_MESSAGES.role;
    const email = row.email.trim().toLowerCase();
    if (!errors.email && seen.has(email)) errors.email = BULK_MESSAGES.repeated;
    seen.add(email);
    return errors;
  });
}

export const allValid = (errors: readonly BulkRowErrors[]) => errors.every((e) => Object.keys(e).length === 0);

/** The one request for the whole list: trimmed values, the role as the contract names it. */
export function bulkPayload(rows: readonly BulkRow[]): CreateInvitationsRequest {
  return {
    invitations: rows.map((row) => ({
      email: row.email.trim(),
      first_name: row.first_name.trim(),
      last_name: row.last_name.trim(),
      access_level: roleOf(row.role) ?? 'member',
    })),
  };
}

/** The answer's headline: '2 invited, 1 failed'. */
export function bulkResultSummary(result: Pick<CreateInvitationsResult, 'invited_count' | 'failed_count'>): string {
  const invited = `${result.invited_count} invited`;
  return result.failed_count > 0 ? `${invited}, ${result.failed_count} failed` : invited;
}
