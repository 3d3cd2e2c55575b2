import { describe, expect, it } from 'vitest';
import teamExamples from '../../../openapi/examples/team.json';
import { CreateInvitationsRequest } from '@generated/zod/form-schemas';
import {
  BULK_MESSAGES,
  allValid,
  bulkPayload,
  bulkResultSummary,
  csvRows,
  parseCsv,
  roleOf,
  validateRows,
  type BulkRow,
} from '@/features/settings/model/bulk-invite';

const CSV = [
  'email,first name,last name,role',
  'ana.silva@brightsmiledental.com,Ana,Silva,Member',
  'ben.carter@brightsmile-kids.com,Ben,Carter,viewer',
  'marcus.bell@brightsmiledental.com,Marcus,Bell,',
].join('\r\n');

const rowsOf = (text: string) => {
  const parsed = csvRows(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.rows;
};

describe('CSV parsing (issue #28 bulk invite)', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF, a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n"multi\nline",x\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['multi\nline', 'x'],
    ]);
  });

  it('skips a header line and maps the columns e-mail, first name, last name, role', () => {
    expect(rowsOf(CSV)).toEqual([
      { email: 'ana.silva@brightsmiledental.com', first_name: 'Ana', last_name: 'Silva', role: 'Member' },
      { email: 'ben.carter@brightsmile-kids.com', first_name: 'Ben', last_name: 'Carter', role: 'viewer' },
      { email: 'marcus.bell@brightsmiledental.com', first_name: 'Marcus', last_name: 'Bell', role: '' },
    ]);
    // Without a header the first line is a row; missing cells are empty.
    expect(rowsOf('ana@x.com,Ana')).toEqual([{ email: 'ana@x.com', first_name: 'Ana', last_name: '', role: '' }]);
  });

  it('says so when there is nothing to invite, or more rows than the contract takes', () => {
    expect(csvRows('email,first name,last name,role\n')).toEqual({ error: BULK_MESSAGES.empty });
    expect(csvRows('  \n')).toEqual({ error: BULK_MESSAGES.empty });
    const many = Array.from({ length: 501 }, (_, i) => `u${i}@brightsmiledental.com,Ana,Silva,member`).join('\n');
    expect(csvRows(many)).toEqual({ error: 'A bulk invite takes at most 500 rows' });
    expect(rowsOf(many.split('\n').slice(0, 500).join('\n'))).toHaveLength(500);
  });
});

describe('row validation: the invite form rules', () => {
  it('accepts the rows of the contract example', () => {
    expect(allValid(validateRows(rowsOf(CSV)))).toBe(true);
  });

  it("gives each bad field the form's message", () => {
    const rows: BulkRow[] = [
      { email: 'ana.silva@brightsmiledental', first_name: 'A', last_name: '', role: 'Owner' },
      { email: '', first_name: 'Ben', last_name: 'Carter', role: 'ADMIN' },
    ];
    expect(validateRows(rows)).toEqual([
      {
        email: 'Invalid email address',
        first_name: 'First name is limited to 2 characters',
        last_name: 'Last name is required',
        role: 'Role must be Admin, Member or Viewer',
      },
      { email: 'Email is required' },
    ]);
    expect(allValid(validateRows(rows))).toBe(false);
  });

  it('refuses an e-mail that is already in the list (any case), on its second row', () => {
    const row = { first_name: 'Ana', last_name: 'Silva', role: '' };
    const errors = validateRows([
      { ...row, email: 'ana@brightsmiledental.com' },
      { ...row, email: 'ANA@brightsmiledental.com ' },
    ]);
    expect(errors).toEqual([{}, { email: 'This e-mail is already in the list' }]);
  });

  it('reads roles by name, any case; empty is Member', () => {
    expect(['Admin', 'member', ' VIEWER ', ''].map(roleOf)).toEqual(['admin', 'member', 'viewer', 'member']);
    expect(roleOf('owner')).toBeUndefined();
  });
});

describe('the request and its answer', () => {
  it('sends one request the contract accepts, trimmed, roles as the contract names them', () => {
    const payload = bulkPayload(rowsOf(CSV.replace('Ana,', ' Ana ,')));
    expect(CreateInvitationsRequest.safeParse(payload).success).toBe(true);
    expect(payload.invitations.map((i) => [i.first_name, i.access_level])).toEqual([
      ['Ana', 'member'],
      ['Ben', 'viewer'],
      ['Marcus', 'member'],
    ]);
  });

  it('summarises the result', () => {
    expect(bulkResultSummary(teamExamples.bulkInviteResult.value)).toBe('2 invited, 1 failed');
    expect(bulkResultSummary({ invited_count: 3, failed_count: 0 })).toBe('3 invited');
  });
});
