import { describe, expect, it } from 'vitest';
import { fraudIssueColumns } from '@/features/fraud-defense/components/FraudIssuesTable';
import { FRAUD_EXPORT_COLUMNS } from '@/features/fraud-defense/model/fraud-export';
import type { FraudDefenseIssue } from '@/features/issues';
import { columnWeight } from '@/shared/data-table/table-model';
import { exportTable } from '@/shared/export/table-export';

describe('fraud defense table columns', () => {
  it('are severity, subject, sender, recipients, date and status, whose widths add up to 100%', () => {
    const columns = fraudIssueColumns(new Set());
    expect(columns.map((column) => column.header)).toEqual(['Severity', 'Subject', 'Sender', 'Recipients', 'Date', 'Status']);
    expect(columns.reduce((sum, column) => sum + columnWeight(column.width), 0)).toBe(100);
    // With removal from the mailboxes the status takes from the subject (who removed an e-mail and when).
    const withRemoval = fraudIssueColumns(new Set(), { status: () => null });
    expect(withRemoval.reduce((sum, column) => sum + columnWeight(column.width), 0)).toBe(100);
    expect(withRemoval.find((column) => column.id === 'status')?.width).toBe('16%');
  });
});

describe("the open issues' export", () => {
  it('names every table column and writes out what the table shortens', () => {
    const headers = FRAUD_EXPORT_COLUMNS.map((column) => column.header);
    for (const column of fraudIssueColumns(new Set())) expect(headers).toContain(column.header);
    const issue = {
      severity: 'critical',
      subject: 'Invoice overdue',
      issue_name: 'Spoofed sender',
      sender: { name: 'Accounts', emailAddress: 'billing@brightsmi1e.com' },
      recipients: [{ emailAddress: 'elena@brightsmiledental.com' }, { emailAddress: 'front@brightsmiledental.com' }],
      emailTime: '2026-11-20T08:15:00Z',
      status: 'open',
    } as unknown as FraudDefenseIssue;
    expect(exportTable(FRAUD_EXPORT_COLUMNS, [issue]).rows[0]).toEqual([
      'Critical',
      'Invoice overdue',
      'Spoofed sender',
      'Accounts',
      'billing@brightsmi1e.com',
      'elena@brightsmiledental.com; front@brightsmiledental.com',
      new Date('2026-11-20T08:15:00Z'),
      'Open',
    ]);
  });
});
